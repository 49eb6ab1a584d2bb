import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { LoadingState } from '@/components/status-views';
import { useDateFormats } from '@/lib/use-date-formats';
import { myPayments as MY_PAYMENTS_TEXT } from '@/messages/my-payments';
import { type MyPayment, useMyPayments } from '../api/get-my-payments';

const t = MY_PAYMENTS_TEXT;
/** The section's anchor: the late payment's result page and its e-mail send the payer here. */
export const MY_PAYMENTS_ANCHOR = 'paiements';

/** A payment's result page, which follows it (a failed one goes on to /payment-failed by itself). */
const resultUrl = (payment: MyPayment) =>
  `/payment-success?${new URLSearchParams({ transaction_id: payment.transaction_id })}`;

function PaymentItem({ payment }: { payment: MyPayment }) {
  const { formatDate, formatDateTime } = useDateFormats();
  const { refund } = payment;
  return (
    <li className="my-payment">
      <p className="my-payment__head">
        <time dateTime={payment.created_at}>{formatDateTime(payment.created_at)}</time>
        <span className={`my-payment__status my-payment__status--${payment.status}`}>{payment.status_label}</span>
      </p>
      <p className="my-payment__what">{t.what(payment.pack_name, payment.participant.name, payment.amount)}</p>
      {refund && (
        <p className={`my-payment__refund my-payment__refund--${refund.status}`}>
          {refund.status === 'refunded'
            ? t.refunded(refund.refunded_at && formatDate(refund.refunded_at), refund.reference)
            : t.toRefund}
        </p>
      )}
      <p className="my-payment__link">
        <Link to={resultUrl(payment)} aria-label={t.detailsOf(payment.transaction_id)}>
          {t.details}
        </Link>
      </p>
    </li>
  );
}

/**
 * "Mes paiements": the account's pack purchases, newest first, a page at a time, each leading to its
 * result page; one received after its contest's close says where its refund stands.
 */
export function MyPaymentsSection({ userId }: { userId: number }) {
  const payments = useMyPayments(userId);
  const items = payments.data?.pages.flatMap((page) => page.results) ?? [];
  const { hash } = useLocation();
  const loaded = payments.isSuccess;

  // The section appears once the account is read: the browser's own jump to #paiements came too early.
  useEffect(() => {
    if (loaded && hash === `#${MY_PAYMENTS_ANCHOR}`) {
      document.getElementById(MY_PAYMENTS_ANCHOR)?.scrollIntoView?.({ block: 'start' });
    }
  }, [hash, loaded]);

  return (
    <section id={MY_PAYMENTS_ANCHOR} className="card account-section" aria-labelledby="my-payments-title">
      <div className="account-section__header">
        <h2 id="my-payments-title">{t.title}</h2>
      </div>
      {payments.isPending && <LoadingState />}
      {payments.isError && (
        <div className="account-section__error" role="alert">
          <p>{t.loadFailed}</p>
          <button type="button" className="button button--small" onClick={() => void payments.refetch()}>
            {t.retry}
          </button>
        </div>
      )}
      {loaded && items.length === 0 && <p className="account-section__empty">{t.empty}</p>}
      {items.length > 0 && (
        <ol className="my-payments" aria-label={t.caption}>
          {items.map((payment) => (
            <PaymentItem key={payment.id} payment={payment} />
          ))}
        </ol>
      )}
      {payments.hasNextPage && (
        <button
          type="button"
          className="button button--small my-payments__more"
          disabled={payments.isFetchingNextPage}
          onClick={() => void payments.fetchNextPage()}
        >
          {payments.isFetchingNextPage ? t.loadingMore : t.more}
        </button>
      )}
    </section>
  );
}
