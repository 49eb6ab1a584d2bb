import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import { Dialog } from '@/components/dialog';
import { useCurrentUser } from '@/lib/api/current-user';
import { common as COMMON_TEXT } from '@/messages/common';
import { tabsFor } from '../tabs';
import { AccountBox } from './account-box';
import { AdminNav } from './admin-nav';

function Brand() {
  return (
    <p className="brand">
      <span className="brand__name">{COMMON_TEXT.brand}</span>
      <span className="brand__area">{COMMON_TEXT.area}</span>
    </p>
  );
}

/**
 * The frame of every tab: the tabs in a side bar on a desktop, behind a "Menu" button (a drawer) on
 * a phone; the open tab in the main area.
 */
export function AdminLayout() {
  const { user } = useCurrentUser();
  const [menuOpen, setMenuOpen] = useState(false);
  if (!user) return null;
  const tabs = tabsFor(user.permissions);

  return (
    <div className="admin">
      <a className="skip-link" href="#main">
        {COMMON_TEXT.skipToContent}
      </a>
      <aside className="admin__sidebar">
        <Brand />
        <AdminNav tabs={tabs} />
        <AccountBox user={user} />
      </aside>
      <header className="admin__topbar">
        <Brand />
        <button
          type="button"
          className="button admin__menu-button"
          aria-haspopup="dialog"
          onClick={() => setMenuOpen(true)}
        >
          {COMMON_TEXT.nav.openMenu}
        </button>
      </header>
      <Dialog open={menuOpen} onOpenChange={setMenuOpen} title={COMMON_TEXT.nav.menuTitle} variant="drawer">
        <AdminNav tabs={tabs} onNavigate={() => setMenuOpen(false)} />
        <AccountBox user={user} />
      </Dialog>
      <main id="main" className="admin__main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
