import { Link } from 'react-router-dom';
import type { Participant } from '@/lib/api/participants/get-participant';
import { ordinal } from '@bebe-star/web-common/french';
import { contests as CONTESTS_TEXT } from '@/messages/contests';

const t = CONTESTS_TEXT.participants;

/**
 * A participant of the grid: the photo opens the detail view, "Voter" goes to the vote page. The
 * first row's photos (`eager`) load at once: they are the largest thing on the first screen.
 */
export function ParticipantCard({
  participant,
  eager = false,
  onOpen,
}: {
  participant: Participant;
  eager?: boolean;
  onOpen: () => void;
}) {
  const name = participant.baby_details.name;
  const votes = participant.vote_count ?? participant.votes ?? 0;
  const rank = participant.rank ?? null;
  const rankText = rank !== null ? ordinal(rank) : t.unranked;
  return (
    <article className={`participant-card card${rank !== null && rank <= 3 ? ` participant-card--top${rank}` : ''}`}>
      <button type="button" className="participant-card__photo" onClick={onOpen} aria-label={t.open(name, rankText)}>
        <img
          src={participant.baby_details.photo_urls?.card ?? participant.baby_details.photo}
          alt={t.photoOf(name)}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          width={480}
          height={480}
        />
        <span className="participant-card__rank">{rankText}</span>
      </button>
      <div className="participant-card__body">
        <h3 className="participant-card__name">{name}</h3>
        <p className="participant-card__place">{[participant.city, participant.country].filter(Boolean).join(', ')}</p>
        <p className="participant-card__votes">{t.votes(votes)}</p>
        <Link className="button button--primary button--small" to={`/vote/${participant.contest_id}/${participant.id}`}>
          {t.vote}
        </Link>
      </div>
    </article>
  );
}
