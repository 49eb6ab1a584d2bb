import { Link } from 'react-router-dom';
import { TrophyIcon } from '@/components/awards/trophy-icon';
import type { ClaimEligibility } from '@/lib/api/prize-claims/get-claim-eligibility';
import { awards as AWARDS_TEXT } from '@/messages/awards';

const t = AWARDS_TEXT.votePage;

/** Tells a parent who won in this contest, with the way to the prize claim. */
export function PrizeWonBanner({ prize }: { prize: ClaimEligibility }) {
  return (
    <section className="prize-won" role="status">
      <span className="prize-won__icon">
        <TrophyIcon />
      </span>
      <p className="prize-won__text">{t.won(prize.rank, AWARDS_TEXT.francs(prize.prize))}</p>
      <Link className="button button--primary button--small" to="/recuperer-lot">
        {prize.can_claim ? t.claim : t.follow}
      </Link>
    </section>
  );
}
