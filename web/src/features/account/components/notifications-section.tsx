import { messageOf } from '@bebe-star/web-common/api-errors';
import { LoadingState } from '@/components/status-views';
import { FormMessage } from '@bebe-star/web-common/form-field';
import {
  subscribeErrorMessage,
  useDeviceSubscription,
  useSubscribeDevice,
  useUnsubscribeDevice,
} from '@/lib/api/notifications/device-subscription';
import {
  type NotificationKind,
  type NotificationSettings,
  useNotificationSettings,
  useSaveNotificationSettings,
} from '@/lib/api/notifications/notification-settings';
import { PushTimeoutError, pushSupport } from '@/lib/push-device';
import { notifications as NOTIFICATIONS_TEXT } from '@/messages/notifications';
import { NotificationHistory } from './notification-history';

const t = NOTIFICATIONS_TEXT;

/** This browser: on (with the way to turn it off), off (with the way to turn it on), or why it cannot be. */
function DeviceState({ userId, settings }: { userId: number; settings: NotificationSettings }) {
  const support = pushSupport();
  const device = useDeviceSubscription();
  const subscribe = useSubscribeDevice(userId);
  const unsubscribe = useUnsubscribeDevice(userId);
  const error = subscribe.isError
    ? subscribeErrorMessage(subscribe.error)
    : unsubscribe.isError
      ? messageOf(unsubscribe.error, t.errors.unsubscribe)
      : null;
  // Turned on from here: the kinds already chosen, or all of them for a first device.
  const kinds = settings.kinds.length > 0 ? undefined : settings.available.map((kind) => kind.kind);

  return (
    <div className="notification-device">
      <h3>{t.device.title}</h3>
      {support === 'unsupported' ? (
        <p className="notification-device__state">{t.device.unsupported}</p>
      ) : support === 'blocked' && !subscribe.isError ? (
        <p className="notification-device__state">{t.device.blocked}</p>
      ) : device.isPending ? (
        <LoadingState />
      ) : device.data ? (
        <div className="notification-device__row">
          <p className="notification-device__state notification-device__state--on">{t.device.on}</p>
          <button
            type="button"
            className="button button--small"
            disabled={unsubscribe.isPending}
            onClick={() => unsubscribe.mutate()}
          >
            {unsubscribe.isPending ? t.device.disabling : t.device.disable}
          </button>
        </div>
      ) : (
        <div className="notification-device__row">
          <p className="notification-device__state">{t.device.off}</p>
          <button
            type="button"
            className="button button--small button--primary"
            disabled={subscribe.isPending}
            onClick={() => subscribe.mutate(kinds)}
          >
            {subscribe.isPending
              ? t.device.enabling
              : subscribe.error instanceof PushTimeoutError
                ? t.device.retry
                : t.device.enable}
          </button>
        </div>
      )}
      {error && <FormMessage kind="error">{error}</FormMessage>}
      <p className="notification-device__count">{t.device.devices(settings.devices)}</p>
    </div>
  );
}

/** One checkbox per kind the API offers (its list, its labels), each change saved at once. */
function KindChoices({ userId, settings }: { userId: number; settings: NotificationSettings }) {
  const save = useSaveNotificationSettings(userId);
  const toggle = (kind: NotificationKind, on: boolean) => {
    const kinds = on ? [...settings.kinds, kind] : settings.kinds.filter((chosen) => chosen !== kind);
    save.mutate({ kinds, time_zone: settings.time_zone });
  };
  return (
    <fieldset className="notification-kinds" disabled={save.isPending}>
      <legend>{t.settings.kinds}</legend>
      {settings.available.map(({ kind, label }) => (
        <label key={kind} className="checkbox">
          <input
            type="checkbox"
            checked={settings.kinds.includes(kind)}
            onChange={(event) => toggle(kind, event.target.checked)}
          />
          {label}
        </label>
      ))}
      {save.isSuccess && <FormMessage kind="success">{t.settings.saved}</FormMessage>}
      {save.isError && <FormMessage kind="error">{messageOf(save.error, t.errors.save)}</FormMessage>}
    </fieldset>
  );
}

/**
 * The Notifications tab of /compte/settings: the kinds wanted, the quiet hours and time zone, this
 * device's state and the account's devices, then "Mes notifications".
 */
export function NotificationsSection({ userId }: { userId: number }) {
  const settings = useNotificationSettings(userId);
  return (
    <>
      <section className="card account-section" aria-labelledby="notifications-title">
        <h2 id="notifications-title">{t.settings.title}</h2>
        {settings.isPending && <LoadingState />}
        {settings.isError && (
          <div className="account-section__error" role="alert">
            <p>{messageOf(settings.error, t.errors.load)}</p>
            <button type="button" className="button button--small" onClick={() => void settings.refetch()}>
              {t.settings.retry}
            </button>
          </div>
        )}
        {settings.data && (
          <>
            <KindChoices userId={userId} settings={settings.data} />
            <p className="account-section__intro">
              {t.settings.quietHours(settings.data.quiet_hours, settings.data.time_zone)}
            </p>
            <DeviceState userId={userId} settings={settings.data} />
          </>
        )}
      </section>
      <NotificationHistory userId={userId} />
    </>
  );
}
