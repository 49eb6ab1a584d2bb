import type { AdminParticipant } from '@/lib/api/participants/participants';
import { formatShortDateTime } from '@bebe-star/web-common/format';
import { participants as PARTICIPANTS_TEXT } from '@/messages/participants';

const t = PARTICIPANTS_TEXT.card;

interface ParticipantCardProps {
  participant: AdminParticipant;
  /** The contest's title, once the contests are loaded (its number until then). */
  contestTitle: string | undefined;
  onEdit: (participant: AdminParticipant) => void;
  onDelete: (participant: AdminParticipant) => void;
}

/** A participant (spec 002 §2): photo, contest, name, age in full years, votes, vote code, id, location, bio, date. */
export function ParticipantCard({ participant, contestTitle, onEdit, onDelete }: ParticipantCardProps) {
  const baby = participant.baby_details;
  const location = [participant.city, participant.country].filter(Boolean).join(', ');
  return (
    <article className="participant-card" aria-label={baby.name}>
      <div className="participant-card__top">
        <img className="participant-card__photo" src={baby.photo_urls.card} alt={t.photo(baby.name)} loading="lazy" />
        <span className="participant-card__contest">{contestTitle ?? t.contest(participant.contest)}</span>
      </div>
      <div className="participant-card__body">
        <h3>{baby.name}</h3>
        <p className="participant-card__facts">
          {baby.age_months !== null && <span>{t.age(Math.floor(baby.age_months / 12))}</span>}
          <strong>{t.votes(participant.vote_count ?? 0)}</strong>
          {participant.vote_code && (
            <span className="participant-card__code" title={t.codeLabel}>
              {t.code(participant.vote_code)}
            </span>
          )}
          <span>{t.id(participant.id)}</span>
        </p>
        {location && <p className="participant-card__location">{location}</p>}
        {baby.bio && <p className="participant-card__bio">{baby.bio}</p>}
        <p className="participant-card__date">{t.created(formatShortDateTime(participant.created_at))}</p>
        <div className="row-actions">
          <button
            type="button"
            className="button button--small"
            aria-label={`${t.edit} (${baby.name})`}
            onClick={() => onEdit(participant)}
          >
            {t.edit}
          </button>
          <button
            type="button"
            className="button button--small button--danger"
            aria-label={`${t.delete} (${baby.name})`}
            onClick={() => onDelete(participant)}
          >
            {t.delete}
          </button>
        </div>
      </div>
    </article>
  );
}
