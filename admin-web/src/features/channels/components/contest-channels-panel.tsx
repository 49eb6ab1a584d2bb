import { FlashMessage, useFlash } from '@/components/flash-message';
import type { ContestChannels } from '@/lib/api/channels/channels';
import { useSaveContestChannels } from '@/lib/api/channels/save-contest-channels';
import { errorText } from '@/lib/error-text';
import { channels as CHANNELS_TEXT } from '@/messages/channels';
import { contests as CONTESTS_TEXT } from '@/messages/contests';

const t = CHANNELS_TEXT.contests;

/** Each contest's channels: the site always, USSD and SMS switched on or off, each switch saved at once. */
export function ContestChannelsPanel({ contests }: { contests: ContestChannels[] }) {
  const save = useSaveContestChannels();
  const [flash, showFlash] = useFlash();
  const saving = save.isPending ? save.variables.id : null;
  const change = (contest: ContestChannels, channel: 'ussd' | 'sms') =>
    save.mutate(
      { id: contest.id, body: { ussd: contest.ussd, sms: contest.sms, [channel]: !contest[channel] } },
      {
        onSuccess: (saved) => showFlash({ kind: 'success', text: t.saved(saved.title) }),
        onError: (error) => showFlash({ kind: 'error', text: errorText(error, t.failed) }),
      },
    );
  return (
    <section className="panel channels-contests" aria-labelledby="channels-contests-title">
      <h2 id="channels-contests-title">{t.title}</h2>
      <p className="channels-intro">{t.intro}</p>
      <FlashMessage flash={flash} />
      {contests.length === 0 ? (
        <p className="channels-empty">{t.empty}</p>
      ) : (
        <ul className="channel-contests">
          {contests.map((contest) => (
            <li key={contest.id} className="channel-contest">
              <div className="channel-contest__name">
                <strong>{contest.title}</strong>
                <span className={`status-badge status-badge--${contest.status}`}>
                  {CONTESTS_TEXT.statuses[contest.status]}
                </span>
              </div>
              <div
                className="channel-contest__switches"
                role="group"
                aria-label={t.channelLabel(t.channels, contest.title)}
              >
                <label className="checkbox" title={t.webAlways}>
                  <input type="checkbox" checked disabled aria-label={t.channelLabel(t.web, contest.title)} />
                  <span aria-hidden="true">{t.web}</span>
                </label>
                {(['ussd', 'sms'] as const).map((channel) => (
                  <label key={channel} className="checkbox">
                    <input
                      type="checkbox"
                      aria-label={t.channelLabel(t[channel], contest.title)}
                      checked={contest[channel]}
                      disabled={saving === contest.id}
                      onChange={() => change(contest, channel)}
                    />
                    <span aria-hidden="true">{t[channel]}</span>
                  </label>
                ))}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
