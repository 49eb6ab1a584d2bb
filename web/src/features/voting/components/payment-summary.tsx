import { formatFcfa, formatNumber } from '@bebe-star/web-common/format';
import { voting as VOTING_TEXT } from '@/messages/voting';
import type { PaymentSummary as Payment } from '../api/get-payment-status';

const t = VOTING_TEXT.result;

/** Participant, pack, votes purchased (none for a payment received after the close), amount and status of a payment. */
export function PaymentSummary({ payment }: { payment: Payment }) {
  const { participant } = payment;
  const late = payment.status === 'late';
  const photo = participant.photo_urls?.thumbnail ?? participant.photo;
  return (
    <div className="payment-summary card">
      <div className="payment-summary__participant">
        {photo && (
          <img
            className="payment-summary__photo"
            src={photo}
            alt={VOTING_TEXT.photoAlt(participant.name)}
            width={64}
            height={64}
            loading="lazy"
          />
        )}
        <div>
          <span className="payment-summary__caption">{t.participant}</span>
          <strong className="payment-summary__name">{participant.name}</strong>
        </div>
      </div>
      <dl className="payment-summary__list">
        {!late && (
          <div>
            <dt>{payment.status === 'succeeded' ? t.votesPurchased : t.packVotes}</dt>
            <dd>{formatNumber(payment.votes_purchased)}</dd>
          </div>
        )}
        <div>
          <dt>{payment.status === 'succeeded' || late ? t.amountPaid : t.amount}</dt>
          <dd>{formatFcfa(payment.amount)}</dd>
        </div>
        <div>
          <dt>{t.pack}</dt>
          <dd>{payment.pack_name}</dd>
        </div>
        <div>
          <dt>{t.status}</dt>
          <dd>
            <span className={`payment-status payment-status--${payment.status}`}>{payment.status_label}</span>
          </dd>
        </div>
        <div>
          <dt>{t.transaction}</dt>
          <dd className="payment-summary__reference">{payment.transaction_id}</dd>
        </div>
      </dl>
    </div>
  );
}
