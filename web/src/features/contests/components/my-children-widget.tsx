import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useParticipantProfile } from '@/lib/api/babies/get-participant-profile';
import { contests as CONTESTS_TEXT } from '@/messages/contests';

const t = CONTESTS_TEXT.myChildren;
/** The panel closes by itself after this long, unless the pointer or the focus is on it. */
export const AUTO_CLOSE_MS = 8_000;

/** The floating "Mes enfants" button of a signed-in parent: each child in turn, and a way to its contest. */
export function MyChildrenWidget() {
  const { data } = useParticipantProfile();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [held, setHeld] = useState(false);
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (!open || held) return;
    const timer = setTimeout(() => setOpen(false), AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [open, held, index]);

  const babies = data?.babies ?? [];
  if (babies.length === 0) return null;
  const current = Math.min(index, babies.length - 1);
  const baby = babies[current];
  const total = babies.length;
  const photo = baby.photo_urls?.thumbnail ?? baby.photo;
  const label = t.open(baby.name, current + 1, total);
  const contestId = baby.contest_id ?? baby.contest_details?.id ?? null;
  const participantId = baby.participant_id;
  const move = (step: number) => setIndex((current + step + total) % total);

  return (
    <div
      className="my-children"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      {open && (
        <section className="my-children__panel card" aria-label={t.panel}>
          <div className="my-children__nav">
            <button type="button" className="my-children__arrow" aria-label={t.previous} onClick={() => move(-1)}>
              ‹
            </button>
            <span className="my-children__position">{t.position(current + 1, total)}</span>
            <button type="button" className="my-children__arrow" aria-label={t.next} onClick={() => move(1)}>
              ›
            </button>
          </div>
          <p className="my-children__name">
            {baby.name}{' '}
            <span
              className={`my-children__gender my-children__gender--${baby.gender}`}
              aria-label={baby.gender === 'female' ? t.femaleLabel : t.maleLabel}
              role="img"
            >
              {baby.gender === 'female' ? t.female : t.male}
            </span>
          </p>
          {baby.contest_details && <p className="my-children__contest">{baby.contest_details.title}</p>}
          <button
            type="button"
            className="button button--primary button--small"
            disabled={!contestId || !participantId}
            onClick={() => {
              if (!contestId || !participantId) return;
              setOpen(false);
              void navigate(`/concours/${contestId}/participants?participant=${participantId}`);
            }}
          >
            {t.seeInRanking}
          </button>
          {(!contestId || !participantId) && <p className="my-children__hint">{t.notInContest}</p>}
        </section>
      )}
      <button
        type="button"
        className="my-children__button"
        aria-expanded={open}
        aria-label={label}
        title={label}
        onClick={() => setOpen(!open)}
      >
        {photo ? (
          <img src={photo} alt="" width={56} height={56} loading="lazy" />
        ) : (
          <span aria-hidden="true">{baby.name.charAt(0).toUpperCase()}</span>
        )}
        {total > 1 && (
          <span className="my-children__count" aria-hidden="true">
            {total}
          </span>
        )}
      </button>
    </div>
  );
}
