import { StatCards } from '@/components/stat-cards';
import type { DashboardFigures } from '@/lib/api/dashboard/dashboard';
import { formatNumber } from '@bebe-star/web-common/format';
import { dashboard as DASHBOARD_TEXT } from '@/messages/dashboard';

const t = DASHBOARD_TEXT.notifications;

/**
 * The notifications of the last 24 hours by outcome (sent, failed, not sent and why), those still
 * waiting whenever recorded, and the devices subscribed now.
 */
export function NotificationCards({ notifications }: { notifications: DashboardFigures['notifications'] }) {
  const { last_24h: lastDay, total } = notifications;
  return (
    <section className="dashboard-section" aria-labelledby="dashboard-notifications-title">
      <h2 id="dashboard-notifications-title" className="dashboard-section__title">
        {t.title}
      </h2>
      <StatCards
        label={t.label}
        stats={[
          {
            label: t.sent,
            value: formatNumber(lastDay.sent),
            detail: t.sinceStart(total.sent),
            tone: 'success',
          },
          {
            label: t.failed,
            value: formatNumber(lastDay.failed),
            detail: t.sinceStart(total.failed),
            tone: lastDay.failed > 0 ? 'danger' : 'neutral',
          },
          { label: t.pending, value: formatNumber(total.pending), detail: t.pendingHint },
          {
            label: t.notSent,
            value: formatNumber(lastDay.quiet + lastDay.opted_out + lastDay.no_device),
            detail: t.notSentSplit(lastDay.quiet, lastDay.opted_out, lastDay.no_device),
          },
          { label: t.devices, value: formatNumber(notifications.devices) },
        ]}
      />
    </section>
  );
}
