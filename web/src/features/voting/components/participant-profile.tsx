import { PhoneVotes } from '@/components/phone-votes';
import type { ContestChannels } from '@/lib/api/channels/get-contest-channels';
import type { Participant } from '@/lib/api/participants/get-participant';
import { formatNumber } from '@bebe-star/web-common/format';
import { ordinal } from '@bebe-star/web-common/french';
import { voting as VOTING_TEXT } from '@/messages/voting';

const t = VOTING_TEXT;

/**
 * "5 mois" under a year, else "2 ans" or "2 ans et 3 mois", from the full months the API gives: a
 * child's date of birth is not public, and under a month the age says no more than that.
 */
export function formatAge(months: number): string {
  if (months < 1) return t.age.underOneMonth;
  if (months < 12) return t.age.months(months);
  const years = Math.floor(months / 12);
  return months % 12 === 0 ? t.age.years(years) : t.age.yearsAndMonths(years, months % 12);
}

interface ParticipantProfileProps {
  participant: Participant;
  votes: number;
  /** This visitor's votes held for checking in this session: "en vérification" beside the count. */
  heldVotes?: number;
  rank: number | null;
  live: boolean;
  highlighted: boolean;
  /** The contest's SMS and USSD channels, said under the vote code; null while unknown or once voting is over. */
  phoneChannels?: ContestChannels | null;
}

/**
 * Photo, name, gender, age, place, the live vote count and rank, then its vote code and how to vote with
 * it from a basic phone.
 */
export function ParticipantProfile({
  participant,
  votes,
  heldVotes = 0,
  rank,
  live,
  highlighted,
  phoneChannels = null,
}: ParticipantProfileProps) {
  const baby = participant.baby_details;
  const details = [
    baby.gender ? t.gender[baby.gender] : null,
    baby.age_months !== null ? formatAge(baby.age_months) : null,
    [participant.city, participant.country].filter(Boolean).join(', ') || null,
  ].filter(Boolean);
  return (
    <section className="vote-profile card">
      <img
        className="vote-profile__photo"
        src={baby.photo_urls?.full ?? baby.photo}
        srcSet={baby.photo_urls ? `${baby.photo_urls.card} 480w, ${baby.photo_urls.full} 1280w` : undefined}
        sizes="(min-width: 768px) 480px, 100vw"
        alt={t.photoAlt(baby.name)}
        width={480}
        height={480}
        fetchPriority="high"
      />
      <div className="vote-profile__body">
        <h1 className="vote-profile__name">{baby.name}</h1>
        {details.length > 0 && <p className="vote-profile__details">{details.join(' · ')}</p>}
        {/* Not a live region: every vote of the contest would be read out; rank changes are announced apart. */}
        <div className={`vote-stats${highlighted ? ' vote-stats--changed' : ''}`}>
          <dl className="vote-stats__list">
            <div className="vote-stats__item">
              <dt>{t.votesLabel}</dt>
              <dd>
                <span data-testid="vote-count">{formatNumber(votes)}</span>
                {heldVotes > 0 && <span className="vote-stats__held">{t.heldVotes(heldVotes)}</span>}
              </dd>
            </div>
            <div className="vote-stats__item">
              <dt>{t.rankLabel}</dt>
              <dd>{rank ? ordinal(rank) : t.noRank}</dd>
            </div>
          </dl>
          {live && (
            <span className="vote-stats__live">
              <span className="vote-stats__dot" aria-hidden="true" />
              {t.live}
            </span>
          )}
        </div>
        {/* Under the count, not above it: on a 360 × 640 phone the votes and rank stay in the first screen. */}
        {participant.vote_code && (
          <div className="vote-profile__phone">
            <p className="vote-profile__code">
              {t.voteCode} <strong>{participant.vote_code}</strong>
            </p>
            <PhoneVotes code={participant.vote_code} channels={phoneChannels} />
          </div>
        )}
      </div>
    </section>
  );
}
