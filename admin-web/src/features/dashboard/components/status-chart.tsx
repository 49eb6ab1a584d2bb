import { Bar, BarChart, Cell, LabelList, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { formatNumber } from '@bebe-star/web-common/format';
import { dashboard as DASHBOARD_TEXT } from '@/messages/dashboard';
import { ChartPanel } from './chart-panel';

export interface StatusCount {
  key: string;
  label: string;
  count: number;
  color: string;
}

/** Counts by status as horizontal bars (payments by status, claims by state). */
export function StatusChart({
  id,
  title,
  counts,
  empty,
}: {
  id: string;
  title: string;
  counts: StatusCount[];
  empty: string;
}) {
  if (counts.every((entry) => entry.count === 0)) {
    return (
      <section className="panel dashboard-chart" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{title}</h2>
        <p className="dashboard-chart__empty">{empty}</p>
      </section>
    );
  }
  return (
    <ChartPanel
      id={id}
      title={title}
      chart={
        <ResponsiveContainer width="100%" height={48 * counts.length + 16}>
          <BarChart data={counts} layout="vertical" accessibilityLayer={false} margin={{ left: 8, right: 48 }}>
            <XAxis type="number" hide allowDecimals={false} />
            <YAxis type="category" dataKey="label" width={96} tick={{ fontSize: 12 }} />
            <Bar dataKey="count" isAnimationActive={false}>
              {counts.map((entry) => (
                <Cell key={entry.key} fill={entry.color} />
              ))}
              <LabelList dataKey="count" position="right" formatter={(value) => formatNumber(Number(value))} />
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      }
      table={
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{DASHBOARD_TEXT.status}</th>
              <th scope="col">{DASHBOARD_TEXT.count}</th>
            </tr>
          </thead>
          <tbody>
            {counts.map((entry) => (
              <tr key={entry.key}>
                <th scope="row">{entry.label}</th>
                <td>{formatNumber(entry.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}
