import { messageOf } from '@bebe-star/web-common/api-errors';
import { LoadingState } from '@/components/status-views';
import { type SentNotification, useMyNotifications } from '@/lib/api/notifications/get-my-notifications';
import { useDateFormats } from '@/lib/use-date-formats';
import { notifications as NOTIFICATIONS_TEXT } from '@/messages/notifications';

const t = NOTIFICATIONS_TEXT.history;

function NotificationItem({ notification }: { notification: SentNotification }) {
  const { formatDateTime } = useDateFormats();
  return (
    <li className="my-notification">
      <p className="my-notification__head">
        <time dateTime={notification.created_at}>{formatDateTime(notification.created_at)}</time>
        <span className={`my-notification__outcome my-notification__outcome--${notification.outcome}`}>
          {t.outcomes[notification.outcome]}
        </span>
      </p>
      <p className="my-notification__title">{notification.title}</p>
      <p className="my-notification__body">{notification.body}</p>
    </li>
  );
}

/** "Mes notifications": each one sent (or not) to the account, newest first, a page at a time, with what became of it. */
export function NotificationHistory({ userId }: { userId: number }) {
  const list = useMyNotifications(userId);
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section className="card account-section" aria-labelledby="my-notifications-title">
      <h2 id="my-notifications-title">{t.title}</h2>
      {list.isPending && <LoadingState />}
      {list.isError && (
        <div className="account-section__error" role="alert">
          <p>{messageOf(list.error, NOTIFICATIONS_TEXT.errors.load)}</p>
          <button type="button" className="button button--small" onClick={() => void list.refetch()}>
            {NOTIFICATIONS_TEXT.settings.retry}
          </button>
        </div>
      )}
      {list.isSuccess && items.length === 0 && <p className="account-section__empty">{t.empty}</p>}
      {items.length > 0 && (
        <ol className="my-notifications" aria-label={t.caption}>
          {items.map((notification) => (
            <NotificationItem key={notification.id} notification={notification} />
          ))}
        </ol>
      )}
      {list.hasNextPage && (
        <button
          type="button"
          className="button button--small my-notifications__more"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {list.isFetchingNextPage ? t.loadingMore : t.more}
        </button>
      )}
    </section>
  );
}
