import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ErrorState } from '@/components/status-views';
import { useHydrated } from '@/lib/hydrated';
import { common as COMMON_TEXT } from '@/messages/common';
import { voting as VOTING_TEXT } from '@/messages/voting';
import { ENDED_STATUSES, usePaymentStatus } from '../api/get-payment-status';
import { LatePaymentResult } from '../components/late-payment-result';
import { PaymentChecking } from '../components/payment-checking';
import { PaymentRefreshForm } from '../components/payment-refresh-form';
import { PaymentSummary } from '../components/payment-summary';
import { clearPendingPayment } from '../hooks/payment-context';
import { usePaymentReference } from '../hooks/use-payment-reference';
import '../voting.css';

const t = VOTING_TEXT.result;
/** A pending payment is asked again every 5 s, 18 times (about a minute and a half). */
const POLL_EVERY_MS = 5_000;
const MAX_POLLS = 18;

/**
 * /payment-success — follows the payment until it succeeds (or sends to /payment-failed); a payment
 * confirmed after its contest's end is shown as such (never credited, refunded).
 */
export function PaymentSuccessPage() {
  const reference = usePaymentReference();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const { query, pollingOver } = usePaymentStatus(reference, { pollEveryMs: POLL_EVERY_MS, maxPolls: MAX_POLLS });
  const payment = query.data;
  const status = payment?.status;

  useEffect(() => {
    if (!payment || !status || status === 'pending' || status === 'flagged') return;
    clearPendingPayment(payment.transaction_id);
    if (ENDED_STATUSES.includes(status)) void navigate(`/payment-failed?${reference.query}`, { replace: true });
  }, [navigate, payment, reference.query, status]);

  const named = Boolean(reference.transactionId || reference.token);
  const refresh = (
    <PaymentRefreshForm
      action="/payment-success"
      query={reference.query}
      busy={query.isFetching}
      onRefresh={() => void query.refetch()}
    />
  );
  // The browser reads which payment it left for once the page is its own.
  if (!named && hydrated) return <ErrorState message={t.missingReference} />;
  if (!named || query.isPending) {
    return <PaymentChecking reference={reference.transactionId ?? reference.token}>{named && refresh}</PaymentChecking>;
  }
  if (query.isError) return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />;
  if (!payment || ENDED_STATUSES.includes(payment.status)) {
    return <PaymentChecking reference={reference.transactionId ?? reference.token} />;
  }

  if (payment.status === 'succeeded') {
    return (
      <section className="payment-result payment-result--success">
        <span className="payment-result__icon" aria-hidden="true">
          ✓
        </span>
        <h1>{t.successTitle}</h1>
        <p>{t.successText}</p>
        <PaymentSummary payment={payment} />
        {payment.receipt && (
          <p className="payment-result__receipt">
            {t.receipt(payment.receipt.ledger_id)} ·{' '}
            <Link
              to={`/verifier?recu=${payment.receipt.ledger_id}&empreinte=${payment.receipt.leaf_hash}`}
              title={t.receiptHint}
            >
              {t.verifyReceipt}
            </Link>
          </p>
        )}
        <div className="state__actions">
          <Link
            className="button button--primary"
            to={`/vote/${payment.contest_id}/${payment.participant.id}?payment_success=true`}
          >
            {t.backToVote}
          </Link>
          <Link className="button" to="/">
            {COMMON_TEXT.backHome}
          </Link>
        </div>
      </section>
    );
  }

  if (payment.status === 'late') return <LatePaymentResult payment={payment} />;

  const flagged = payment.status === 'flagged';
  return (
    <section className="payment-result payment-result--pending">
      {!flagged && !pollingOver && <span className="spinner" aria-hidden="true" />}
      <h1>{flagged ? t.flaggedTitle : t.pendingTitle}</h1>
      <p role="status">{flagged ? t.flaggedText : pollingOver ? t.pendingStopped : t.pendingText}</p>
      <PaymentSummary payment={payment} />
      <div className="state__actions">
        {refresh}
        <Link className="button" to={`/vote/${payment.contest_id}/${payment.participant.id}`}>
          {t.backToVote}
        </Link>
      </div>
    </section>
  );
}
