import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { UssdSessionsHour } from '@/lib/api/channels/channels';
import { formatNumber } from '@bebe-star/web-common/format';
import { channels as CHANNELS_TEXT } from '@/messages/channels';

const t = CHANNELS_TEXT.sessions;
const hourLabel = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit' });
const dayAndHour = new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', hour: '2-digit' });
/** The brand's night, as the dashboard's charts. */
const BAR_COLOUR = '#352d4f';

/** The last day's USSD sessions hour by hour: bars, and the same figures in a table for screen readers. */
export function UssdSessionsChart({ hours }: { hours: UssdSessionsHour[] }) {
  const rows = hours.map((line) => ({ ...line, label: hourLabel.format(new Date(line.hour)) }));
  const total = hours.reduce((sum, line) => sum + line.sessions, 0);
  return (
    <section className="panel channels-sessions" aria-labelledby="channels-sessions-title">
      <h2 id="channels-sessions-title">{t.title}</h2>
      <p className="channels-intro">{t.subtitle}</p>
      {total === 0 ? (
        <p className="channels-empty">{t.none}</p>
      ) : (
        <>
          <p className="channels-summary">{t.summary(t.sessions(total))}</p>
          <div className="channels-sessions__drawing" aria-hidden="true">
            <ResponsiveContainer width="100%" height={200}>
              <BarChart data={rows} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="label" tick={{ fontSize: 11 }} minTickGap={16} />
                <YAxis allowDecimals={false} tick={{ fontSize: 11 }} width={40} tickFormatter={formatNumber} />
                <Tooltip
                  itemStyle={{ color: 'var(--ink)' }}
                  formatter={(value) => [formatNumber(Number(value)), t.count]}
                />
                <Bar dataKey="sessions" name={t.count} fill={BAR_COLOUR} />
              </BarChart>
            </ResponsiveContainer>
          </div>
          <table className="visually-hidden">
            <caption>{t.title}</caption>
            <thead>
              <tr>
                <th scope="col">{t.hour}</th>
                <th scope="col">{t.count}</th>
              </tr>
            </thead>
            <tbody>
              {hours
                .filter((line) => line.sessions > 0)
                .map((line) => (
                  <tr key={line.hour}>
                    <th scope="row">{dayAndHour.format(new Date(line.hour))}</th>
                    <td>{formatNumber(line.sessions)}</td>
                  </tr>
                ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
