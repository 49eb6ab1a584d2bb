import { unwrap } from '@bebe-star/web-common/api-errors';
import type { components } from '@contracts/api-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { userKeys } from '@/lib/api/users/user-keys';
import { authStore } from '@/lib/auth-store';
import { account as ACCOUNT_TEXT } from '@/messages/account';

export type PhoneCodeSent = components['schemas']['PhoneCodeSentResponse'];
export type PhoneCodeBody = components['schemas']['PhoneCodeDto'];
export type PhoneSignInBody = components['schemas']['PhoneSignInDto'];

const t = ACCOUNT_TEXT.phone;

/**
 * Who the code is for: a visitor signing in (`/api/auth/phone/*`: the number's account, or a new one)
 * or a signed-in account confirming a number (`/api/user/phone/*`).
 */
export type PhoneFlow = 'sign-in' | 'confirm';

/** POST /api/auth/phone/code or /api/user/phone/code: a 6-digit code by SMS to the number. */
export async function sendPhoneCode(flow: PhoneFlow, body: PhoneCodeBody): Promise<PhoneCodeSent> {
  const path = flow === 'sign-in' ? '/api/auth/phone/code' : '/api/user/phone/code';
  return unwrap(await api.POST(path, { body }), t.sendFailed);
}

/**
 * POST /api/auth/phone/sign-in or /api/user/phone/confirm: the new token pair is stored (a
 * confirmed number's access token carries it, which the free vote reads), so the site is signed in.
 */
export async function checkPhoneCode(flow: PhoneFlow, body: PhoneSignInBody): Promise<void> {
  const path = flow === 'sign-in' ? '/api/auth/phone/sign-in' : '/api/user/phone/confirm';
  const answer = unwrap(await api.POST(path, { body }), t.checkFailed);
  if (flow === 'sign-in') authStore.save(answer.access_token, answer.refresh_token, { remember: true });
  else authStore.save(answer.access_token, answer.refresh_token);
}

export function useSendPhoneCode(flow: PhoneFlow) {
  return useMutation({ mutationFn: (body: PhoneCodeBody) => sendPhoneCode(flow, body) });
}

/** The code checked; the account's profile is read again (its number changed). */
export function useCheckPhoneCode(flow: PhoneFlow) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PhoneSignInBody) => checkPhoneCode(flow, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
