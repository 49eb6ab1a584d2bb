import { Link } from 'react-router-dom';
import type { Participant } from '@/lib/api/participants/get-participant';
import { voting as VOTING_TEXT } from '@/messages/voting';

const t = VOTING_TEXT;

/**
 * The prize the participant's current rank would win (ranks 1 to 3, when that prize is set), with
 * the way to the prize claim when `claimLink` (the contest is closed).
 */
export function PrizeCard({
  contest,
  rank,
  claimLink,
}: {
  contest: Participant['contest_details'];
  rank: number | null;
  claimLink: boolean;
}) {
  if (!rank || rank > 3) return null;
  const amount = [contest.prize, contest.second_prize, contest.third_prize][rank - 1];
  if (!(amount > 0)) return null;
  return (
    <section className={`prize-card prize-card--${rank}`} aria-label={t.prizeLabels[rank]}>
      <span className="prize-card__label">{t.prizeLabels[rank]}</span>
      <strong className="prize-card__amount">{t.prizeAmount(amount)}</strong>
      {claimLink && (
        <Link className="button button--small prize-card__claim" to="/recuperer-lot">
          {t.claimPrize}
        </Link>
      )}
    </section>
  );
}
