import { Modal } from '@bebe-star/web-common/modal';
import { useState } from 'react';
import { Outlet } from 'react-router-dom';
import { useCurrentUser } from '@/lib/api/users/current-user';
import { useHeldCounts } from '@/lib/api/votes/held-votes';
import { common as COMMON_TEXT } from '@/messages/common';
import { tabsFor } from '../tabs';
import { AccountBox } from './account-box';
import { AdminNav, type TabBadge } from './admin-nav';

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
  const tabs = user ? tabsFor(user.permissions) : [];
  const held = useHeldCounts(tabs.some((tab) => tab.path === 'votes'));
  if (!user) return null;
  const badges: Record<string, TabBadge> = held.data
    ? { votes: { count: held.data.total, description: COMMON_TEXT.nav.heldVotes(held.data.total) } }
    : {};

  return (
    <div className="admin">
      <a className="skip-link" href="#main">
        {COMMON_TEXT.skipToContent}
      </a>
      <aside className="admin__sidebar">
        <Brand />
        <AdminNav tabs={tabs} badges={badges} />
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
      {menuOpen && (
        <Modal
          title={COMMON_TEXT.nav.menuTitle}
          onClose={() => setMenuOpen(false)}
          closeOnBackdropClick
          closeButton
          className="modal--drawer"
        >
          <AdminNav tabs={tabs} badges={badges} onNavigate={() => setMenuOpen(false)} />
          <AccountBox user={user} />
        </Modal>
      )}
      <main id="main" className="admin__main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
