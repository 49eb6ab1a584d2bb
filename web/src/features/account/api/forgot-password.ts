import { unwrap } from '@bebe-star/web-common/api-errors';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { account as ACCOUNT_TEXT } from '@/messages/account';

/** Asks for a reset link by e-mail; the answer is the same whether or not the address exists. */
export async function forgotPassword(email: string): Promise<string> {
  const answer = unwrap(await api.POST('/api/forgot-password', { body: { email } }), ACCOUNT_TEXT.forgot.failed);
  return answer.detail;
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
