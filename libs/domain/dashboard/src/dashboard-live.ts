import type { DashboardPayments, DashboardRevenue, DashboardVotes } from './dashboard.response';

/** The administrators' live namespace (socket.io path `/socket.io`, like the public feed). */
export const ADMIN_LIVE_NAMESPACE = '/admin';
/** Every administrator watching the dashboard joins this room on connection. */
export const DASHBOARD_ROOM = 'dashboard';
/** How often the figures are read again while someone watches; an unchanged reading sends nothing. */
export const DASHBOARD_PULSE_MS = 2000;

/** `dashboard_update`: the counters that move during a contest, sent on connection and when they change. */
export interface DashboardLiveFigures {
  votes: DashboardVotes;
  payments: DashboardPayments;
  revenue: DashboardRevenue;
  /** When the figures were read (ISO 8601). */
  at: string;
}
