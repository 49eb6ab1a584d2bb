import { unwrap } from '@bebe-star/web-common/api-errors';
import type { components } from '@contracts/api-schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { account as ACCOUNT_TEXT } from '@/messages/account';

export type DeleteAccountBody = components['schemas']['DeleteAccountDto'];

/**
 * POST /api/users/{id}/delete_account with the password and the word SUPPRIMER; answers the API's
 * confirmation. A refusal carries field errors (`password`, `confirmation`).
 */
export async function deleteAccount(userId: number, body: DeleteAccountBody): Promise<string> {
  const { detail } = unwrap(
    await api.POST('/api/users/{id}/delete_account', { params: { path: { id: userId } }, body }),
    ACCOUNT_TEXT.deleteAccount.failed,
  );
  return detail;
}

export function useDeleteAccount(userId: number) {
  return useMutation({ mutationFn: (body: DeleteAccountBody) => deleteAccount(userId, body) });
}
