import type { CurrentUser } from '@/lib/api/users/current-user';
import { useLogout } from '@/lib/api/auth/logout';
import { common as COMMON_TEXT } from '@/messages/common';

/** Who is signed in, the way out, and the public site. */
export function AccountBox({ user }: { user: CurrentUser }) {
  const logout = useLogout();
  const name = `${user.first_name} ${user.last_name}`.trim() || user.username;
  return (
    <div className="account-box">
      <p className="account-box__who">
        <span className="account-box__label">{COMMON_TEXT.signedInAs}</span>
        <strong>{name}</strong>
        <span className="account-box__email">{user.email}</span>
      </p>
      <button
        type="button"
        className="button button--ghost"
        onClick={() => logout.mutate()}
        disabled={logout.isPending}
      >
        {COMMON_TEXT.logout}
      </button>
      <a className="account-box__site" href="/">
        {COMMON_TEXT.publicSite}
      </a>
    </div>
  );
}
