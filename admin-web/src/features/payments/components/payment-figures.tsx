import { StatCards } from '@/components/stat-cards';
import type { PaymentStats } from '@/lib/api/payments/payment-stats';
import { formatFcfa, formatNumber, formatShare } from '@bebe-star/web-common/format';
import { payments as PAYMENTS_TEXT } from '@/messages/payments';

const t = PAYMENTS_TEXT.stats;

/** The payments' figures (of the contest filtered on, or all) and the revenue of each provider. */
export function PaymentFigures({ stats }: { stats: PaymentStats }) {
  return (
    <>
      <StatCards
        label={t.label}
        stats={[
          {
            label: t.revenue,
            value: formatFcfa(stats.revenue_total),
            detail: t.revenueHint(stats.votes_sold),
            tone: 'success',
          },
          { label: t.succeeded, value: formatNumber(stats.succeeded_count), tone: 'success' },
          { label: t.pending, value: formatNumber(stats.pending_count) },
          {
            label: t.flagged,
            value: formatNumber(stats.flagged_count),
            tone: stats.flagged_count > 0 ? 'warning' : 'neutral',
          },
          { label: t.failed, value: formatNumber(stats.failed_count), tone: 'danger' },
        ]}
      />
      <section className="panel" aria-labelledby="providers-title">
        <h2 id="providers-title">{t.byProvider}</h2>
        <ul className="provider-revenue">
          {stats.by_provider.map((line) => (
            <li key={line.provider}>
              <span className="provider-revenue__name">{PAYMENTS_TEXT.providers[line.provider]}</span>
              <span className="provider-revenue__bar" aria-hidden="true">
                <span style={{ width: formatShare(line.revenue, stats.revenue_total).replace(/\s/g, '') }} />
              </span>
              <span className="provider-revenue__figure">
                {formatFcfa(line.revenue)} <small>{t.providerLine(line.succeeded_count)}</small>
              </span>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
