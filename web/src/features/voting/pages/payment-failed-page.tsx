import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { common as COMMON_TEXT } from '@/messages/common';
import { voting as VOTING_TEXT } from '@/messages/voting';
import { ENDED_STATUSES, usePaymentStatus } from '../api/get-payment-status';
import { LatePaymentResult } from '../components/late-payment-result';
import { clearPendingPayment, readPurchaseContext } from '../hooks/payment-context';
import { usePaymentReference } from '../hooks/use-payment-reference';
import { useHydrated } from '@/lib/hydrated';
import '../voting.css';

const t = VOTING_TEXT.failed;

/**
 * /payment-failed — nothing was debited; the status is checked once in case the payment went through
 * after all (or went through after the contest's end: then it is shown as such, to be refunded).
 */
export function PaymentFailedPage() {
  const reference = usePaymentReference();
  const navigate = useNavigate();
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

  // Kept in this browser's storage: read once the page is the browser's.
  const context = useHydrated() ? readPurchaseContext() : null;
  const votePage = payment
    ? `/vote/${payment.contest_id}/${payment.participant.id}`
    : context && (!reference.transactionId || context.transactionId === reference.transactionId)
      ? `/vote/${context.contestId}/${context.participantId}`
      : null;

  if (payment?.status === 'late') return <LatePaymentResult payment={payment} />;
  return (
    <section className="payment-result payment-result--failed">
      <span className="payment-result__icon" aria-hidden="true">
        ✕
      </span>
      <h1>{t.title}</h1>
      <p className="payment-result__lead">{t.noDebit}</p>
      {query.isFetching && (
        <p className="payment-result__checking" role="status">
          {t.checking}
        </p>
      )}
      <div className="card payment-causes">
        <h2>{t.causesTitle}</h2>
        <ul>
          {t.causes.map((cause) => (
            <li key={cause}>{cause}</li>
          ))}
        </ul>
      </div>
      <div className="state__actions">
        {votePage && (
          <Link className="button button--primary" to={votePage}>
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
