import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Field } from '@bebe-star/web-common/form-field';
import { ErrorView, LoadingView } from '@/components/status-views';
import type { Contest } from '@/lib/api/contests/contests';
import { useVotesPerHour } from '@/lib/api/dashboard/votes-per-hour';
import { errorText } from '@/lib/error-text';
import { formatNumber } from '@bebe-star/web-common/format';
import { dashboard as DASHBOARD_TEXT } from '@/messages/dashboard';
import { CHART_COLORS } from '../chart-colors';
import { DASHBOARD_PERIODS, type DashboardPeriod } from '../hooks/use-dashboard-search';
import { ChartPanel, legendText } from './chart-panel';

const t = DASHBOARD_TEXT.votesPerHour;
const hourLabel = new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', hour: '2-digit' });

interface VotesPerHourChartProps {
  contests: Contest[];
  contest: number | undefined;
  hours: DashboardPeriod;
  onChange: (changes: { contest?: number; hours?: DashboardPeriod }) => void;
}

/** Free and paid votes of one contest per hour, as stacked bars; the contest and period are chosen here. */
export function VotesPerHourChart({ contests, contest, hours, onChange }: VotesPerHourChartProps) {
  const series = useVotesPerHour(contest, hours);
  const rows = (series.data ?? []).map((line) => ({ ...line, label: hourLabel.format(new Date(line.hour)) }));
  const free = rows.reduce((sum, line) => sum + line.free, 0);
  const paid = rows.reduce((sum, line) => sum + line.paid, 0);

  const controls = (
    <div className="dashboard-chart__controls">
      <Field label={t.contest}>
        {(control) => (
          <select
            {...control}
            value={contest ?? ''}
            onChange={(event) => onChange({ contest: Number(event.target.value) })}
          >
            {contests.map((item) => (
              <option key={item.id} value={item.id}>
                {item.title}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t.period}>
        {(control) => (
          <select
            {...control}
            value={hours}
            onChange={(event) => onChange({ hours: Number(event.target.value) as DashboardPeriod })}
          >
            {DASHBOARD_PERIODS.map((period) => (
              <option key={period} value={period}>
                {t.periods[period]}
              </option>
            ))}
          </select>
        )}
      </Field>
    </div>
  );

  if (contests.length === 0) {
    return <ChartPanel id="votes-per-hour" title={t.title} chart={null} table={null} summary={t.noContest} />;
  }
  if (series.isError) {
    return (
      <ChartPanel
        id="votes-per-hour"
        title={t.title}
        controls={controls}
        chart={<ErrorView message={errorText(series.error, t.failed)} onRetry={() => void series.refetch()} />}
        table={null}
      />
    );
  }
  return (
    <ChartPanel
      id="votes-per-hour"
      title={t.title}
      controls={controls}
      subtitle={t.refreshed}
      summary={series.data ? t.summary(free, paid) : undefined}
      chart={
        series.isPending ? (
          <LoadingView />
        ) : (
          <ResponsiveContainer width="100%" height={260}>
            <BarChart data={rows} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="label" tick={{ fontSize: 11 }} minTickGap={24} />
              <YAxis allowDecimals={false} tick={{ fontSize: 11 }} width={48} tickFormatter={formatNumber} />
              <Tooltip itemStyle={{ color: 'var(--ink)' }} formatter={(value) => formatNumber(Number(value))} />
              <Legend formatter={legendText} />
              <Bar dataKey="free" name={t.free} stackId="votes" fill={CHART_COLORS.free} />
              <Bar dataKey="paid" name={t.paid} stackId="votes" fill={CHART_COLORS.paid} />
            </BarChart>
          </ResponsiveContainer>
        )
      }
      table={
        <table>
          <caption>{t.title}</caption>
          <thead>
            <tr>
              <th scope="col">{t.hour}</th>
              <th scope="col">{t.free}</th>
              <th scope="col">{t.paid}</th>
            </tr>
          </thead>
          <tbody>
            {rows
              .filter((line) => line.free + line.paid > 0)
              .map((line) => (
                <tr key={line.hour}>
                  <th scope="row">{line.label}</th>
                  <td>{formatNumber(line.free)}</td>
                  <td>{formatNumber(line.paid)}</td>
                </tr>
              ))}
          </tbody>
        </table>
      }
    />
  );
}
