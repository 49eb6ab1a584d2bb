import { unwrap } from '@bebe-star/web-common/api-errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userKeys } from '@/lib/api/users/user-keys';
import { account as ACCOUNT_TEXT } from '@/messages/account';

/** Opens the e-mailed confirmation link: the server's French answer. */
export async function confirmEmail({ uid, token }: { uid: string; token: string }): Promise<string> {
  const answer = unwrap(
    await api.POST('/api/user/confirm-email/{uid}/{token}', { params: { path: { uid, token } } }),
    ACCOUNT_TEXT.confirmEmail.failed,
  );
  return answer.detail;
}

export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmail,
    // The profile kept says "not confirmed": dropped, not just marked stale, so the account page waits
    // for the fresh one instead of showing the notice again until it arrives.
    onSuccess: () => queryClient.resetQueries({ queryKey: userKeys.all }),
  });
}

/** Mails the signed-in account's confirmation link again: the server's French answer. */
export async function resendConfirmation(): Promise<string> {
  const answer = unwrap(await api.POST('/api/user/confirm-email/resend'), ACCOUNT_TEXT.confirmEmail.failed);
  return answer.detail;
}

export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
