import { NavLink } from 'react-router-dom';
import { common as COMMON_TEXT } from '@/messages/common';
import type { AdminTab } from '../tabs';

/** The tabs of the signed-in administrator, the open one marked (aria-current). */
export function AdminNav({ tabs, onNavigate }: { tabs: AdminTab[]; onNavigate?: () => void }) {
  return (
    <nav className="admin-nav" aria-label={COMMON_TEXT.nav.label}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.path}>
            <NavLink to={`/${tab.path}`} className="admin-nav__link" onClick={onNavigate}>
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
