import { unwrap } from '@bebe-star/web-common/api-errors';
import type { components } from '@contracts/api-schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accounts as ACCOUNTS_TEXT } from '@/messages/accounts';
import { api } from '../../api-client';
import { groupKeys } from './account-keys';

export type Group = components['schemas']['GroupResponse'];
export type Permission = components['schemas']['PermissionResponse'];

/** GET /api/groups: every group with its permission codes. */
export async function getGroups(): Promise<Group[]> {
  return unwrap(await api.GET('/api/groups'), ACCOUNTS_TEXT.groups.loadFailed);
}

export const useGroups = (enabled = true) => useQuery({ queryKey: groupKeys.list(), queryFn: getGroups, enabled });

/** GET /api/permissions: the permission codes and their French names. */
export async function getPermissions(): Promise<Permission[]> {
  return unwrap(await api.GET('/api/permissions'), ACCOUNTS_TEXT.groups.loadFailed);
}

export const usePermissions = () =>
  useQuery({ queryKey: groupKeys.permissions(), queryFn: getPermissions, staleTime: Infinity });

/** POST /api/group/{id}/update_permissions: the group's permissions, replaced. */
export async function updateGroupPermissions({
  id,
  permissions,
}: {
  id: number;
  permissions: string[];
}): Promise<Group> {
  return unwrap(
    await api.POST('/api/group/{id}/update_permissions', { params: { path: { id } }, body: { permissions } }),
    ACCOUNTS_TEXT.permissions.failed,
  );
}

export function useUpdateGroupPermissions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGroupPermissions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: groupKeys.all }),
  });
}
