import { Link } from 'react-router-dom';
import { common as COMMON_TEXT } from '@/messages/common';
import { voting as VOTING_TEXT } from '@/messages/voting';
import type { PaymentSummary as Payment } from '../api/get-payment-status';
import { PaymentSummary } from './payment-summary';

const t = VOTING_TEXT.late;

/**
 * A payment confirmed after its contest's end: no vote was credited and the money goes back to the
 * payer. Neither a success nor a failure: what happened, what the payment was, where to follow the refund.
 */
export function LatePaymentResult({ payment }: { payment: Payment }) {
  return (
    <section className="payment-result payment-result--late">
      <span className="payment-result__icon" aria-hidden="true">
        ↩
      </span>
      <h1>{t.title}</h1>
      <p className="payment-result__lead">{payment.message}</p>
      <PaymentSummary payment={payment} />
      <div className="state__actions">
        <Link className="button button--primary" to="/account#paiements">
          {t.myPayments}
        </Link>
        <Link className="button" to="/">
          {COMMON_TEXT.backHome}
        </Link>
      </div>
    </section>
  );
}
