import { useFlash } from '@/components/flash-message';
import { useCurrentUser } from '@/lib/api/users/current-user';
import { accounts as ACCOUNTS_TEXT } from '@/messages/accounts';
import { AccountsScreen } from './components/accounts-screen';
import { GroupPermissions } from './components/group-permissions';
import './accounts.css';

/** /admin/utilisateurs: every account, its status and groups; the groups' permissions for those who manage them. */
export function UsersPage() {
  const [flash, showFlash] = useFlash();
  const { user } = useCurrentUser();
  return (
    <AccountsScreen
      staffOnly={false}
      title={ACCOUNTS_TEXT.users.title}
      subtitle={ACCOUNTS_TEXT.users.subtitle}
      empty={ACCOUNTS_TEXT.users.empty}
      flash={flash}
      showFlash={showFlash}
    >
      {user?.permissions.includes('manage_administrators') && <GroupPermissions onFlash={showFlash} />}
    </AccountsScreen>
  );
}
