import { formatDate } from '@bebe-star/web-common/format';
import type { AdminParticipant } from '@/lib/api/participants/participants';
import { contests as CONTESTS_TEXT } from '@/messages/contests';

const t = CONTESTS_TEXT.detail;
const GENDERS = { female: 'Fille', male: 'Garçon' } as const;

/** A participant of the contest (spec 002 §2): photo, name, bio, birth date, gender, votes when above 0. */
export function ContestParticipantCard({ participant }: { participant: AdminParticipant }) {
  const baby = participant.baby_details;
  const votes = participant.vote_count ?? 0;
  return (
    <article className="contest-participant" aria-label={baby.name}>
      <img
        className="contest-participant__photo"
        src={baby.photo_urls.thumbnail}
        alt={t.photo(baby.name)}
        loading="lazy"
      />
      <div className="contest-participant__text">
        <strong>{baby.name}</strong>
        {baby.date_of_birth && <small>{t.born(formatDate(baby.date_of_birth, 'UTC'))}</small>}
        {baby.gender && <small>{GENDERS[baby.gender]}</small>}
        {baby.bio && <p>{baby.bio}</p>}
      </div>
      {votes > 0 && <span className="contest-participant__votes">{t.votes(votes)}</span>}
    </article>
  );
}
