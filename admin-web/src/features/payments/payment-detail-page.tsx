import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { FlashMessage, useFlash } from '@/components/flash-message';
import { ErrorView, LoadingView } from '@/components/status-views';
import { useAdminPayment } from '@/lib/api/payments/admin-payments';
import { useRecheckPayment } from '@/lib/api/payments/recheck-payment';
import { errorText } from '@/lib/error-text';
import { formatFcfa, formatShortDateTime } from '@bebe-star/web-common/format';
import { payments as PAYMENTS_TEXT } from '@/messages/payments';
import { PaymentStatusBadge } from './components/payment-status-badge';
import { RefundPaymentDialog } from './components/refund-payment-dialog';
import { ResolvePaymentDialog } from './components/resolve-payment-dialog';
import './payments.css';

const t = PAYMENTS_TEXT.detail;

/**
 * /admin/paiements/:paymentId: a payment, its provider messages in order, re-checking it, settling a
 * flagged one and recording the refund of one received after its contest's close.
 */
export function PaymentDetailPage() {
  const paymentId = Number(useParams().paymentId);
  const payment = useAdminPayment(paymentId);
  const recheck = useRecheckPayment();
  const [flash, showFlash] = useFlash(6000);
  const [decision, setDecision] = useState<'credit' | 'reject' | null>(null);
  const [refunding, setRefunding] = useState(false);

  if (payment.isPending) return <LoadingView />;
  if (payment.isError) {
    return <ErrorView message={errorText(payment.error, t.loadFailed)} onRetry={() => void payment.refetch()} />;
  }
  const current = payment.data;
  const facts: [string, string][] = [
    [t.provider, PAYMENTS_TEXT.providers[current.provider]],
    [t.providerStatus, current.provider_status || '—'],
    [t.amount, `${formatFcfa(current.amount)} (${current.currency})`],
    [t.pack, `${current.pack_name} · ${PAYMENTS_TEXT.table.votes(current.votes_count)}`],
    [t.participant, current.participant.name],
    [t.contest, current.contest.title],
    [t.payer, current.user?.email ?? PAYMENTS_TEXT.table.deletedAccount],
    [t.payerPhone, current.payer_phone ?? '—'],
    [t.created, formatShortDateTime(current.created_at)],
    [t.completed, current.completed_at ? formatShortDateTime(current.completed_at) : '—'],
    [
      t.checks,
      t.checksValue(current.check_count, current.last_checked_at && formatShortDateTime(current.last_checked_at)),
    ],
  ];
  const { refund } = current;
  if (refund) {
    facts.push([
      t.refund,
      refund.refunded_at ? t.refunded(formatShortDateTime(refund.refunded_at), refund.reference ?? '—') : t.toRefund,
    ]);
  }

  return (
    <div className="page">
      <Link className="back-link" to="/paiements">
        ← {t.back}
      </Link>
      <header className="page-header">
        <div>
          <h1 className="payment-reference">{t.title(current.transaction_id)}</h1>
          <PaymentStatusBadge status={current.status} />
        </div>
        <div className="page-header__actions">
          <button
            type="button"
            className="button"
            disabled={recheck.isPending}
            onClick={() =>
              recheck.mutate(current.id, {
                onSuccess: (result) => showFlash({ kind: 'success', text: result.detail }),
                onError: (error) => showFlash({ kind: 'error', text: errorText(error, PAYMENTS_TEXT.recheck.failed) }),
              })
            }
          >
            {recheck.isPending ? PAYMENTS_TEXT.recheck.checking : PAYMENTS_TEXT.recheck.action}
          </button>
          {current.status === 'flagged' && (
            <>
              <button type="button" className="button button--success" onClick={() => setDecision('credit')}>
                {PAYMENTS_TEXT.resolve.credit}
              </button>
              <button type="button" className="button button--danger" onClick={() => setDecision('reject')}>
                {PAYMENTS_TEXT.resolve.reject}
              </button>
            </>
          )}
          {refund && !refund.refunded_at && (
            <button type="button" className="button button--primary" onClick={() => setRefunding(true)}>
              {PAYMENTS_TEXT.refunds.mark}
            </button>
          )}
        </div>
      </header>
      <FlashMessage flash={flash} />
      {current.status === 'flagged' && current.flag_reason && (
        <p className="payment-flag" role="note">
          <strong>{t.flagReason} : </strong>
          {current.flag_reason}
        </p>
      )}
      <section className="panel" aria-labelledby="payment-facts">
        <h2 id="payment-facts">{t.facts}</h2>
        <dl className="payment-facts">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="panel" aria-labelledby="payment-events">
        <h2 id="payment-events">{t.events}</h2>
        {current.events.length === 0 ? (
          <p>{t.noEvent}</p>
        ) : (
          <ol className="payment-timeline">
            {current.events.map((event) => (
              <li key={event.id}>
                <p className="payment-timeline__head">
                  <strong>{PAYMENTS_TEXT.verdicts[event.verdict] ?? event.verdict}</strong>
                  <span>
                    {PAYMENTS_TEXT.sources[event.source]} · {formatShortDateTime(event.created_at)}
                  </span>
                </p>
                {event.detail && <p>{event.detail}</p>}
                <details>
                  <summary>{t.payload}</summary>
                  <pre>{JSON.stringify(event.payload, null, 2)}</pre>
                </details>
              </li>
            ))}
          </ol>
        )}
      </section>
      {refunding && (
        <RefundPaymentDialog
          payment={current}
          onClose={() => setRefunding(false)}
          onDone={(result) => {
            setRefunding(false);
            showFlash({ kind: 'success', text: result.detail });
          }}
        />
      )}
      {decision && (
        <ResolvePaymentDialog
          payment={current}
          decision={decision}
          onClose={() => setDecision(null)}
          onDone={(result) => {
            setDecision(null);
            showFlash({ kind: 'success', text: result.detail });
          }}
        />
      )}
    </div>
  );
}
