import { StatCards } from '@/components/stat-cards';
import type { PrizeClaimStats } from '@/lib/api/prize-claims/prize-claim-stats';
import { formatFcfa, formatNumber } from '@bebe-star/web-common/format';
import { prizeClaims as CLAIMS_TEXT } from '@/messages/prize-claims';

const t = CLAIMS_TEXT.stats;

/** Claims in total and by status, and the amount paid out. */
export function ClaimStatCards({ stats }: { stats: PrizeClaimStats | undefined }) {
  const count = (value: number | undefined) => (value === undefined ? '…' : formatNumber(value));
  return (
    <StatCards
      label={CLAIMS_TEXT.prizeStats.title}
      stats={[
        { label: t.total, value: count(stats?.total_claims) },
        { label: t.pending, value: count(stats?.claims_by_status.pending), tone: 'warning' },
        { label: t.paid, value: count(stats?.claims_by_status.paid), tone: 'success' },
        { label: t.rejected, value: count(stats?.claims_by_status.rejected), tone: 'danger' },
        { label: t.totalPaid, value: stats ? formatFcfa(stats.total_paid) : '…' },
      ]}
    />
  );
}
