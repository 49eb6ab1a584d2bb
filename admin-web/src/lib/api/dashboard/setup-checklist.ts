import { unwrap } from '@bebe-star/web-common/api-errors';
import type { components } from '@contracts/api-schema';
import { useQuery } from '@tanstack/react-query';
import { dashboard as DASHBOARD_TEXT } from '@/messages/dashboard';
import { api } from '../../api-client';
import { dashboardKeys } from './dashboard-keys';

export type SetupChecklist = components['schemas']['SetupChecklistResponse'];
export type SetupItem = components['schemas']['SetupItemResponse'];

/** GET /api/admin/setup-checklist: what the deployment still lacks before its contests run for real. */
export async function getSetupChecklist(): Promise<SetupChecklist> {
  return unwrap(await api.GET('/api/admin/setup-checklist'), DASHBOARD_TEXT.setup.failed);
}

/** `enabled` false for an administrator without `manage_settings` (the route answers 403). */
export const useSetupChecklist = (enabled: boolean) =>
  useQuery({ queryKey: dashboardKeys.setupChecklist(), queryFn: getSetupChecklist, enabled });
