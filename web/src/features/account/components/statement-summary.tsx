import { formatNumber } from '@bebe-star/web-common/format';
import { account as ACCOUNT_TEXT } from '@/messages/account';
import type { StatementSummary } from '../api/get-statement';

const t = ACCOUNT_TEXT.statement;

/** The statement's totals; the last one, counted votes, is the number the public ranking shows. */
export function StatementTotals({ summary }: { summary: StatementSummary }) {
  const cards = [
    { key: 'free', label: t.free, value: summary.free, hint: t.freeHint },
    { key: 'paid', label: t.paid, value: summary.paid },
    { key: 'held', label: t.held, value: summary.held, hint: t.heldHint },
    { key: 'rejected', label: t.rejected, value: summary.rejected },
    { key: 'reversed', label: t.reversed, value: summary.reversed },
    { key: 'total', label: t.total, value: summary.total, hint: t.totalHint },
  ];
  return (
    <dl className="statement-totals" aria-label={t.summary}>
      {cards.map((card) => (
        <div key={card.key} className={`statement-total statement-total--${card.key}`}>
          <dt>{card.label}</dt>
          <dd>
            <span className="statement-total__value">{formatNumber(card.value)}</span>
            {card.hint && <small>{card.hint}</small>}
          </dd>
        </div>
      ))}
    </dl>
  );
}
