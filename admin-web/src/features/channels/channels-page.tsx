import { PageHeader } from '@/components/page-header';
import { QueryView } from '@/components/query-view';
import { type Stat, StatCards } from '@/components/stat-cards';
import { type AdminChannels, useChannels } from '@/lib/api/channels/channels';
import { formatNumber } from '@bebe-star/web-common/format';
import { channels as CHANNELS_TEXT } from '@/messages/channels';
import { ChannelSettingsForm } from './components/channel-settings-form';
import { ContestChannelsPanel } from './components/contest-channels-panel';
import { UssdSessionsChart } from './components/ussd-sessions-chart';
import './channels.css';

const t = CHANNELS_TEXT;

/** The SMS budget alerts at 80 % (libs/platform/sms): the cards turn amber there, red once it is spent. */
function statsOf({ sms, ussd_sessions_per_hour: hours }: AdminChannels): Stat[] {
  const used = sms.budget > 0 ? sms.spent_today / sms.budget : 1;
  const tone = sms.left_today === 0 ? 'danger' : used >= 0.8 ? 'warning' : 'neutral';
  const sessions = hours.reduce((sum, line) => sum + line.sessions, 0);
  const peak = Math.max(0, ...hours.map((line) => line.sessions));
  return [
    {
      label: t.stats.spent,
      value: formatNumber(sms.spent_today),
      detail: t.stats.spentDetail(formatNumber(sms.budget)),
      tone,
    },
    { label: t.stats.left, value: formatNumber(sms.left_today), detail: t.stats.leftDetail, tone },
    { label: t.stats.sessions, value: formatNumber(sessions), detail: t.stats.sessionsDetail(formatNumber(peak)) },
  ];
}

/**
 * /admin/canaux: voting by phone. The USSD and SMS settings, each contest's channels, today's SMS
 * against the budget and the last day's USSD sessions.
 */
export function ChannelsPage() {
  const channels = useChannels();
  return (
    <div className="page">
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <QueryView query={channels} failed={t.loadFailed} empty="" isEmpty={() => false}>
        {(data) => (
          <>
            <StatCards stats={statsOf(data)} label={t.stats.label} />
            <div className="channels-layout">
              <ChannelSettingsForm settings={data.settings} />
              <ContestChannelsPanel contests={data.contests} />
              <UssdSessionsChart hours={data.ussd_sessions_per_hour} />
            </div>
          </>
        )}
      </QueryView>
    </div>
  );
}
