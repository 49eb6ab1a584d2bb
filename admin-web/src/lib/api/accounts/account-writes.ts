import { expectOk, unwrap } from '@bebe-star/web-common/api-errors';
import type { components } from '@contracts/api-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accounts as ACCOUNTS_TEXT } from '@/messages/accounts';
import { api } from '../../api-client';
import { accountKeys } from './account-keys';
import type { Account } from './users';

export type AccountChanges = components['schemas']['UpdateUserDto'];
export type NewAdministrator = components['schemas']['CreateAdministratorDto'];

/** PATCH /api/users/{id}: names, e-mail, active flag… of an account. */
export async function updateAccount({ id, ...body }: AccountChanges & { id: number }): Promise<Account> {
  return unwrap(await api.PATCH('/api/users/{id}', { params: { path: { id } }, body }), ACCOUNTS_TEXT.updateFailed);
}

/** DELETE /api/users/{id} (204): the account and its children's data are erased; votes and payments stay anonymous. */
export async function deleteAccount(id: number): Promise<void> {
  expectOk(await api.DELETE('/api/users/{id}', { params: { path: { id } } }), ACCOUNTS_TEXT.remove.failed);
}

/** POST /api/users/{id}/groups with `groups`: the account's groups, replaced. */
export async function setAccountGroups({ id, groups }: { id: number; groups: string[] }): Promise<Account> {
  return unwrap(
    await api.POST('/api/users/{id}/groups', { params: { path: { id } }, body: { groups } }),
    ACCOUNTS_TEXT.groups.failed,
  );
}

/** POST /api/users: an administrator (staff, in the "Administrateurs" group) in one call. */
export async function createAdministrator(body: NewAdministrator): Promise<Account> {
  return unwrap(await api.POST('/api/users', { body }), ACCOUNTS_TEXT.administrators.createFailed);
}

/** The writes of the Utilisateurs and Administrateurs tabs; each reads the accounts again afterwards. */
export function useAccountWrites() {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: accountKeys.all });
  return {
    update: useMutation({ mutationFn: updateAccount, onSettled }),
    remove: useMutation({ mutationFn: deleteAccount, onSettled }),
    groups: useMutation({ mutationFn: setAccountGroups, onSettled }),
    create: useMutation({ mutationFn: createAdministrator, onSettled }),
  };
}
