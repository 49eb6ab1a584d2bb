import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { common as COMMON_TEXT } from '@/messages/common';
import { voting as VOTING_TEXT } from '@/messages/voting';
import { ENDED_STATUSES, type PaymentSummary as Payment, usePaymentStatus } from '../api/get-payment-status';
import { LatePaymentResult } from '../components/late-payment-result';
import { PaymentChecking } from '../components/payment-checking';
import { PaymentRefreshForm } from '../components/payment-refresh-form';
import { PaymentSummary } from '../components/payment-summary';
import { packAgainPath } from '../hooks/pack-again';
import { clearPendingPayment, readPurchaseContext } from '../hooks/payment-context';
import { usePaymentReference } from '../hooks/use-payment-reference';
import { useHydrated } from '@/lib/hydrated';
import '../voting.css';

const t = VOTING_TEXT.failed;

/** Cancelled by the payer: nothing to worry about, said calmly, with the same pack one tap away. */
function CancelledPayment({ payment }: { payment: Payment }) {
  return (
    <section className="payment-result payment-result--cancelled">
      <span className="payment-result__icon" aria-hidden="true">
        ↩
      </span>
      <h1>{t.cancelledTitle}</h1>
      <p className="payment-result__lead">{t.cancelledLead}</p>
      <p>{t.cancelledText(payment.pack_name, payment.participant.name)}</p>
      <PaymentSummary payment={payment} />
      <div className="state__actions">
        <Link
          className="button button--primary"
          to={packAgainPath(payment.contest_id, payment.participant.id, payment.pack_id)}
        >
          {t.retry}
        </Link>
        <Link className="button" to={`/vote/${payment.contest_id}/${payment.participant.id}`}>
          {VOTING_TEXT.result.backToVote}
        </Link>
      </div>
    </section>
  );
}

/**
 * /payment-failed — nothing was debited; the status is checked once in case the payment went through
 * after all (or went through after the contest's end: then it is shown as such, to be refunded). A
 * payment the payer cancelled is told apart from one that failed.
 */
export function PaymentFailedPage() {
  const reference = usePaymentReference();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const { query } = usePaymentStatus(reference);
  const payment = query.data;
  const status = payment?.status;

  useEffect(() => {
    if (!payment || !status) return;
    if (status === 'succeeded' || status === 'pending') {
      void navigate(`/payment-success?${reference.query}`, { replace: true });
    } else if (ENDED_STATUSES.includes(status) || status === 'late') {
      clearPendingPayment(payment.transaction_id);
    }
  }, [navigate, payment, reference.query, status]);

  const named = Boolean(reference.transactionId || reference.token);
  // The payment's status is on its way (or the browser has yet to read which payment it left for).
  if ((named && query.isPending) || (!named && !hydrated) || status === 'succeeded' || status === 'pending') {
    return (
      <PaymentChecking reference={reference.transactionId ?? reference.token}>
        {named && (
          <PaymentRefreshForm
            action="/payment-failed"
            query={reference.query}
            busy={query.isFetching}
            onRefresh={() => void query.refetch()}
          />
        )}
      </PaymentChecking>
    );
  }
  if (payment?.status === 'late') return <LatePaymentResult payment={payment} />;
  if (payment?.status === 'cancelled') return <CancelledPayment payment={payment} />;

  // Kept in this browser's storage: read once the page is the browser's.
  const context = hydrated ? readPurchaseContext() : null;
  const retry = payment
    ? packAgainPath(payment.contest_id, payment.participant.id, payment.pack_id)
    : context && (!reference.transactionId || context.transactionId === reference.transactionId)
      ? `/vote/${context.contestId}/${context.participantId}`
      : null;
  const expired = payment?.status === 'expired';
  return (
    <section className="payment-result payment-result--failed">
      <span className="payment-result__icon" aria-hidden="true">
        ✕
      </span>
      <h1>{expired ? t.expiredTitle : t.title}</h1>
      <p className="payment-result__lead">{expired ? t.expiredLead : t.noDebit}</p>
      {payment && <PaymentSummary payment={payment} />}
      {!expired && (
        <div className="card payment-causes">
          <h2>{t.causesTitle}</h2>
          <ul>
            {t.causes.map((cause) => (
              <li key={cause}>{cause}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="state__actions">
        {retry && (
          <Link className="button button--primary" to={retry}>
            {t.retry}
          </Link>
        )}
        <Link className="button" to="/">
          {COMMON_TEXT.backHome}
        </Link>
      </div>
    </section>
  );
}
