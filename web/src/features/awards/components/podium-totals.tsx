import { useWinnerTotals } from '@/lib/api/winners/get-winner-totals';
import { formatNumber } from '@bebe-star/web-common/format';
import { awards as AWARDS_TEXT } from '@/messages/awards';

const t = AWARDS_TEXT.podium;

/** Contests, winners and francs distributed since the beginning (left out when they cannot be read). */
export function PodiumTotals() {
  const { data, isError } = useWinnerTotals();
  if (isError) return null;
  const figures = [
    { label: t.contests, value: data ? formatNumber(data.contests) : '–' },
    { label: t.winners(data?.winners ?? 0), value: data ? formatNumber(data.winners) : '–' },
    { label: t.francsDistributed, value: data ? AWARDS_TEXT.francs(data.prizes) : '–' },
  ];
  return (
    <dl className="podium-totals" aria-label={t.totals} aria-busy={!data}>
      {figures.map((figure) => (
        <div key={figure.label} className="podium-totals__item">
          <dt>{figure.label}</dt>
          <dd>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
