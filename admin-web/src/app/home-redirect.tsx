import { Navigate } from 'react-router-dom';
import { EmptyView } from '../components/status-views';
import { useCurrentUser } from '../lib/api/users/current-user';
import { common as COMMON_TEXT } from '../messages/common';
import { tabsFor } from './tabs';

/** /admin/ opens the first tab the administrator may see. */
export function HomeRedirect() {
  const { user } = useCurrentUser();
  const [first] = tabsFor(user?.permissions ?? []);
  return first ? <Navigate to={`/${first.path}`} replace /> : <EmptyView text={COMMON_TEXT.noTab} />;
}
