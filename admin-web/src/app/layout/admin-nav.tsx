import { useId } from 'react';
import { NavLink } from 'react-router-dom';
import { formatNumber } from '@bebe-star/web-common/format';
import { common as COMMON_TEXT } from '@/messages/common';
import type { AdminTab } from '../tabs';

/** What waits on a tab, shown beside its name: the count, and the sentence a screen reader hears with it. */
export interface TabBadge {
  count: number;
  description: string;
}

function NavItem({ tab, badge, onNavigate }: { tab: AdminTab; badge?: TabBadge; onNavigate?: () => void }) {
  const badgeId = useId();
  const shown = badge !== undefined && badge.count > 0;
  return (
    <li className={shown ? 'admin-nav__item admin-nav__item--badged' : 'admin-nav__item'}>
      <NavLink
        to={`/${tab.path}`}
        className="admin-nav__link"
        onClick={onNavigate}
        aria-describedby={shown ? badgeId : undefined}
      >
        {tab.label}
      </NavLink>
      {shown && (
        <span className="admin-nav__badge" id={badgeId}>
          <span aria-hidden="true">{formatNumber(badge.count)}</span>
          <span className="visually-hidden">{badge.description}</span>
        </span>
      )}
    </li>
  );
}

/** The tabs of the signed-in administrator, the open one marked (aria-current), with what waits on them. */
export function AdminNav({
  tabs,
  badges = {},
  onNavigate,
}: {
  tabs: AdminTab[];
  /** By tab path. */
  badges?: Partial<Record<string, TabBadge>>;
  onNavigate?: () => void;
}) {
  return (
    <nav className="admin-nav" aria-label={COMMON_TEXT.nav.label}>
      <ul>
        {tabs.map((tab) => (
          <NavItem key={tab.path} tab={tab} badge={badges[tab.path]} onNavigate={onNavigate} />
        ))}
      </ul>
    </nav>
  );
}
