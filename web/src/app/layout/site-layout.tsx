import { ProofOfWorkStatus } from '@bebe-star/web-common/proof-of-work-status';
import { useState } from 'react';
import { Link, NavLink, Outlet, ScrollRestoration, useNavigate } from 'react-router-dom';
import { FlashNotice } from '@/components/flash-notice';
import { NoticeBanner } from '@/components/notice-banner';
import { SessionExpiredNotice } from '@/components/session-expired-notice';
import { useSiteSettings } from '@/lib/api/settings/site-settings';
import { logout, useCurrentUser } from '@/lib/current-user';
import { useInstallPrompt } from '@/lib/install-prompt';
import { common as COMMON_TEXT } from '@/messages/common';
import { FloatingButtons } from './floating-buttons';
import { SiteFooter } from './site-footer';
import { WhatsAppLink } from './whatsapp-link';
import './layout.css';

const t = COMMON_TEXT;

/** Clears the browser's caches (service worker, Cache Storage) and reloads the app. */
async function refreshApp(): Promise<void> {
  if ('caches' in window) await Promise.all((await caches.keys()).map((key) => caches.delete(key)));
  const registrations = (await navigator.serviceWorker?.getRegistrations?.()) ?? [];
  await Promise.all(registrations.map((registration) => registration.update()));
  window.location.reload();
}

function UserMenu() {
  const { session, user } = useCurrentUser();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  if (!session) {
    return (
      <div className="header__auth">
        <Link to="/login" className="header__link">
          {t.nav.login}
        </Link>
        <Link to="/register" className="button button--primary button--small">
          {t.nav.register}
        </Link>
      </div>
    );
  }
  const firstName = (user as { first_name?: string } | null)?.first_name ?? '';
  return (
    <div className="user-menu">
      <button type="button" className="user-menu__toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
        <span className="avatar" aria-hidden="true">
          {(firstName[0] ?? '?').toUpperCase()}
        </span>
        <span className="user-menu__name">{firstName}</span>
      </button>
      {open && (
        <div className="user-menu__panel" role="menu">
          <Link role="menuitem" to="/participer" onClick={() => setOpen(false)}>
            {t.nav.participate}
          </Link>
          <Link role="menuitem" to="/account" onClick={() => setOpen(false)}>
            {t.nav.account}
          </Link>
          <hr />
          <button
            role="menuitem"
            type="button"
            onClick={() => {
              setOpen(false);
              void logout().then(() => navigate('/'));
            }}
          >
            {t.nav.logout}
          </button>
        </div>
      )}
    </div>
  );
}

function RefreshButton() {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="header__refresh"
      disabled={busy}
      onClick={() => {
        setBusy(true);
        void refreshApp();
      }}
    >
      <svg className="header__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path
          d="M20 12a8 8 0 1 1-2.3-5.7M20 4v4.5h-4.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="header__label">{busy ? t.refreshing : t.refresh}</span>
    </button>
  );
}

function InstallButton() {
  const install = useInstallPrompt();
  if (!install) return null;
  return (
    <button
      type="button"
      className="header__refresh header__install"
      title={t.installTitle}
      onClick={() => void install()}
    >
      <svg className="header__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path
          d="M12 4v11m-5-5 5 5 5-5M5 20h14"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="header__label">{t.install}</span>
    </button>
  );
}

function BottomNavigation() {
  const { session } = useCurrentUser();
  const items = [
    { to: '/', label: t.nav.home, end: true },
    { to: '/concours', label: t.nav.contests },
    { to: '/participer', label: t.nav.participate },
    { to: '/gagnants', label: t.nav.winners },
    session ? { to: '/account', label: t.nav.account } : { to: '/login', label: t.nav.login },
  ];
  return (
    <nav className="bottom-nav" aria-label={t.nav.mainNavigation}>
      {items.map((item) => (
        <NavLink key={item.to} to={item.to} end={item.end} className="bottom-nav__item">
          {item.label}
        </NavLink>
      ))}
    </nav>
  );
}

/**
 * Header (brand, navigation, refresh, account), the page (after the site's notice and any one handed over to it), the
 * footer, the floating contact buttons and the mobile bottom navigation.
 */
export function SiteLayout() {
  const siteNotice = useSiteSettings().notices.site;
  return (
    <div className="site">
      <a className="skip-link" href="#main">
        {t.skipToContent}
      </a>
      <header className="header">
        <Link to="/" className="header__brand">
          {t.brand}
        </Link>
        <nav className="header__nav" aria-label={t.nav.mainNavigation}>
          <NavLink to="/concours">{t.nav.contests}</NavLink>
          <NavLink to="/gagnants">{t.nav.winners}</NavLink>
          <NavLink to="/temoignages-publics">{t.nav.testimonials}</NavLink>
          <NavLink to="/participer">{t.nav.participate}</NavLink>
        </nav>
        <InstallButton />
        <WhatsAppLink />
        <RefreshButton />
        <UserMenu />
      </header>
      <main id="main" className="main" tabIndex={-1}>
        {siteNotice && <NoticeBanner text={siteNotice} label={t.siteNotice} />}
        <FlashNotice />
        <SessionExpiredNotice />
        <Outlet />
      </main>
      <SiteFooter />
      <FloatingButtons />
      <ProofOfWorkStatus text={COMMON_TEXT.checkingBrowser} />
      <BottomNavigation />
      {/* Every new page opens at its top; "back" and "forward" return to where the visitor was. */}
      <ScrollRestoration />
    </div>
  );
}
