import { useState } from 'react';
import {
  subscribeErrorMessage,
  useDeviceSubscription,
  useSubscribeDevice,
} from '@/lib/api/notifications/device-subscription';
import { useNotificationSettings } from '@/lib/api/notifications/notification-settings';
import { useSession } from '@/lib/auth-store';
import { inQuietHours, pushSupport, PushTimeoutError } from '@/lib/push-device';
import { notifications as NOTIFICATIONS_TEXT } from '@/messages/notifications';

const t = NOTIFICATIONS_TEXT.reminder;

/**
 * After a free vote, the offer to be told when the next one is back (a web push at the end of the
 * cooldown): for a signed-in voter whose browser can receive pushes and who has not yet chosen it on
 * this device. Asked for only then, so the vote page's first visit costs nothing more.
 */
export function FreeVoteReminder({ secondsLeft }: { secondsLeft: number }) {
  const userId = useSession()?.userId ?? null;
  const supported = pushSupport() === 'supported';
  const settings = useNotificationSettings(supported ? userId : null);
  const device = useDeviceSubscription(supported && userId !== null);
  const subscribe = useSubscribeDevice(userId ?? 0);
  const [done, setDone] = useState<string | null>(null);

  const chosen = settings.data?.kinds.includes('free_vote') && Boolean(device.data);
  const offered = userId !== null && supported && settings.isSuccess && device.isSuccess && !chosen;
  if (!done && !offered && subscribe.isIdle) return null;

  const remind = () =>
    subscribe.mutate(['free_vote'], {
      onSuccess: (answer) => {
        const back = new Date(Date.now() + secondsLeft * 1000);
        setDone(
          inQuietHours(back, answer.quiet_hours, answer.time_zone)
            ? t.doneQuiet(answer.quiet_hours)
            : t.done(Math.max(1, Math.ceil(secondsLeft / 60))),
        );
      },
    });
  const error = subscribe.isError ? subscribeErrorMessage(subscribe.error) : null;

  return (
    <aside className="card vote-reminder" aria-label={t.title}>
      {!done && (
        <>
          <p className="vote-reminder__title">{t.title}</p>
          <button
            type="button"
            className="button button--small vote-reminder__button"
            disabled={subscribe.isPending}
            onClick={remind}
          >
            {subscribe.isPending ? t.subscribing : subscribe.error instanceof PushTimeoutError ? t.retry : t.subscribe}
          </button>
        </>
      )}
      <p className="vote-reminder__status" role="status">
        {done}
      </p>
      {error && (
        <p className="vote-reminder__error" role="alert">
          {error}
        </p>
      )}
    </aside>
  );
}
