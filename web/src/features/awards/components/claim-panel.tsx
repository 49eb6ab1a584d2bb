import { ApiError } from '@bebe-star/web-common/api-errors';
import { formatPhone } from '@bebe-star/web-common/phone-format';
import { Link } from 'react-router-dom';
import { RankBadge } from '@/components/awards/rank-badge';
import { useClaimPrize } from '@/lib/api/prize-claims/claim-prize';
import { type PrizeClaim, useClaimEligibility } from '@/lib/api/prize-claims/get-claim-eligibility';
import type { WonContest } from '@/lib/api/winners/get-my-wins';
import { useDateFormats } from '@/lib/use-date-formats';
import { awards as AWARDS_TEXT } from '@/messages/awards';
import { common as COMMON_TEXT } from '@/messages/common';
import { ClaimPhoneForm } from './claim-phone-form';
import { claimStateOfEligibility } from './claim-state';

const t = AWARDS_TEXT.prizeClaim;

/** A claim already made: waiting for payment, paid (with the reference) or rejected (with the reason). */
function ClaimOutcome({ claim }: { claim: PrizeClaim }) {
  const { formatDate, formatDateTime } = useDateFormats();
  return (
    <div className={`claim-outcome claim-outcome--${claim.status}`}>
      <p className="claim-outcome__status">
        <span className={`claim-chip claim-chip--${claim.status}`}>{t.status[claim.status]}</span>
      </p>
      {claim.status === 'pending' && <p>{t.pendingText}</p>}
      {claim.status === 'paid' && (
        <>
          <p>
            {t.paidText(
              AWARDS_TEXT.francs(claim.payout_amount ?? claim.winner_data.prize),
              formatDate(claim.decided_at ?? claim.created_at),
            )}
          </p>
          {claim.payout_reference && (
            <p className="claim-outcome__reference">
              {t.payoutReference} : <strong>{claim.payout_reference}</strong>
            </p>
          )}
        </>
      )}
      {claim.status === 'rejected' && (
        <>
          <p>{t.rejectedText}</p>
          {claim.rejection_reason && (
            <p className="claim-outcome__reason">
              {t.rejectionReason} : <strong>{claim.rejection_reason}</strong>
            </p>
          )}
          <p className="awards-muted">{t.rejectedHelp}</p>
        </>
      )}
      <p className="claim-outcome__meta">
        {t.requestedOn(formatDateTime(claim.created_at))} ·{' '}
        {t.phoneUsed(formatPhone(claim.phone_number), claim.operator)}
      </p>
      {claim.status === 'paid' && (
        <Link className="button button--small" to="/temoignages">
          {t.leaveTestimonial}
        </Link>
      )}
    </div>
  );
}

/**
 * The chosen win: the eligibility check, then the form when the prize can be claimed, or where the
 * claim stands, or why it cannot be claimed (deadline passed…); after a claim, the server's
 * confirmation stays above where it stands.
 */
export function ClaimPanel({ win }: { win: WonContest }) {
  const eligibility = useClaimEligibility(win.id);
  const sending = useClaimPrize();
  const success = sending.data?.detail ?? null;
  const { formatDate } = useDateFormats();

  let body;
  if (eligibility.isPending) {
    body = (
      <p className="awards-loading" role="status">
        <span className="spinner spinner--small" aria-hidden="true" />
        {t.checking}
      </p>
    );
  } else if (eligibility.isError) {
    const notFound = eligibility.error instanceof ApiError && eligibility.error.status === 404;
    body = (
      <div className="awards-error" role="alert">
        <p>{eligibility.error.message}</p>
        {!notFound && (
          <button type="button" className="button button--small" onClick={() => void eligibility.refetch()}>
            {COMMON_TEXT.retry}
          </button>
        )}
      </div>
    );
  } else {
    const state = claimStateOfEligibility(eligibility.data);
    const { claim, claim_deadline: deadline } = eligibility.data;
    if (claim) {
      body = <ClaimOutcome claim={claim} />;
    } else if (state === 'available') {
      body = (
        <>
          {deadline && <p className="claim-panel__deadline">{t.deadline(formatDate(deadline))}</p>}
          <ClaimPhoneForm contestId={win.id} winnerId={eligibility.data.winner_id} claim={sending} />
        </>
      );
    } else {
      body = (
        <div className={`claim-outcome claim-outcome--${state}`}>
          {state === 'expired' && (
            <p className="claim-outcome__status">
              <span className="claim-chip claim-chip--expired">{t.status.expired}</span>
            </p>
          )}
          <p>{eligibility.data.message || (state === 'expired' ? t.expiredText : t.notClaimable)}</p>
        </div>
      );
    }
  }

  return (
    <section className="claim-panel card" aria-labelledby="claim-panel-title" aria-live="polite">
      <header className="claim-panel__head">
        <div>
          <h2 id="claim-panel-title" className="claim-panel__title">
            {win.baby_name}
          </h2>
          <p className="awards-muted">{win.title}</p>
        </div>
        <RankBadge rank={win.rank} />
      </header>
      <dl className="claim-panel__facts">
        <div>
          <dt>{t.rank}</dt>
          <dd>{AWARDS_TEXT.place(win.rank)}</dd>
        </div>
        <div>
          <dt>{t.prize}</dt>
          <dd className="claim-panel__prize">{AWARDS_TEXT.francs(win.prize)}</dd>
        </div>
      </dl>
      {success && (
        <p className="awards-success" role="status">
          {success}
        </p>
      )}
      {body}
    </section>
  );
}
