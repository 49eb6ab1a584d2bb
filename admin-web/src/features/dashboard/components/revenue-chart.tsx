import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DashboardFigures } from '@/lib/api/dashboard/dashboard';
import { formatFcfa, formatNumber } from '@bebe-star/web-common/format';
import { dashboard as DASHBOARD_TEXT } from '@/messages/dashboard';
import { CHART_COLORS } from '../chart-colors';
import { ChartPanel, legendText } from './chart-panel';

const t = DASHBOARD_TEXT.revenue;
const PROVIDERS = ['cinetpay', 'paydunya', 'intouch'] as const;
const dayLabel = new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', timeZone: 'UTC' });

/** Revenue of the last 30 days, one stacked bar per day split by provider. */
export function RevenueChart({ daily }: { daily: DashboardFigures['revenue_daily'] }) {
  const rows = daily.map((day) => ({
    label: dayLabel.format(new Date(`${day.date}T00:00:00Z`)),
    ...day.by_provider,
    revenue: day.revenue,
  }));
  const total = daily.reduce((sum, day) => sum + day.revenue, 0);
  return (
    <ChartPanel
      id="revenue"
      title={t.title}
      subtitle={t.subtitle}
      summary={t.summary(formatFcfa(total))}
      chart={
        <ResponsiveContainer width="100%" height={260}>
          <BarChart data={rows} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={{ fontSize: 11 }} minTickGap={16} />
            <YAxis tick={{ fontSize: 11 }} width={64} tickFormatter={formatNumber} />
            <Tooltip itemStyle={{ color: 'var(--ink)' }} formatter={(value) => formatFcfa(Number(value))} />
            <Legend formatter={legendText} />
            {PROVIDERS.map((provider) => (
              <Bar
                key={provider}
                dataKey={provider}
                name={DASHBOARD_TEXT.providers[provider]}
                stackId="revenue"
                fill={CHART_COLORS[provider]}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      }
      table={
        <table>
          <caption>{t.title}</caption>
          <thead>
            <tr>
              <th scope="col">{t.day}</th>
              {PROVIDERS.map((provider) => (
                <th key={provider} scope="col">
                  {DASHBOARD_TEXT.providers[provider]}
                </th>
              ))}
              <th scope="col">{t.total}</th>
            </tr>
          </thead>
          <tbody>
            {daily
              .filter((day) => day.revenue > 0)
              .map((day) => (
                <tr key={day.date}>
                  <th scope="row">{day.date}</th>
                  {PROVIDERS.map((provider) => (
                    <td key={provider}>{formatFcfa(day.by_provider[provider])}</td>
                  ))}
                  <td>{formatFcfa(day.revenue)}</td>
                </tr>
              ))}
          </tbody>
        </table>
      }
    />
  );
}
