import { unwrap } from '@bebe-star/web-common/api-errors';
import type { components } from '@contracts/api-schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dashboard as DASHBOARD_TEXT } from '@/messages/dashboard';
import { api } from '../../api-client';
import { dashboardKeys } from './dashboard-keys';

export type DashboardFigures = components['schemas']['DashboardResponse'];
/** What the live feed moves (`dashboard_update` on the `/admin` socket namespace). */
export type DashboardLiveFigures = Pick<DashboardFigures, 'votes' | 'payments' | 'revenue'> & { at: string };

/** GET /api/admin/dashboard: every figure of the dashboard, computed by the server in one call. */
export async function getDashboard(): Promise<DashboardFigures> {
  return unwrap(await api.GET('/api/admin/dashboard'), DASHBOARD_TEXT.loadFailed);
}

export const dashboardQuery = () => queryOptions({ queryKey: dashboardKeys.figures(), queryFn: getDashboard });

/** The dashboard's figures; `enabled` false for an administrator without `view_statistics`. */
export const useDashboard = (enabled = true) => useQuery({ ...dashboardQuery(), enabled });
