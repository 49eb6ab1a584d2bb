import { Outlet } from 'react-router-dom';
import { useCurrentUser } from '../lib/api/users/current-user';
import { common as COMMON_TEXT } from '../messages/common';

/** A tab opened (by its address) without its permission: refused here as the server would. */
export function PermissionGuard({ permission }: { permission: string }) {
  const { user } = useCurrentUser();
  if (user?.permissions.includes(permission)) return <Outlet />;
  return (
    <section className="status-view status-view--error" role="alert">
      <h1>{COMMON_TEXT.tabRefused.title}</h1>
      <p>{COMMON_TEXT.tabRefused.text}</p>
    </section>
  );
}
