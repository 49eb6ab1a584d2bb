import { unwrap } from '@bebe-star/web-common/api-errors';
import type { components } from '@contracts/api-schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';
import { account as ACCOUNT_TEXT } from '@/messages/account';

export type RegisterBody = components['schemas']['RegisterDto'];

/** What POST /api/user/register answers (not typed in the OpenAPI document). */
interface RegisterResponse {
  access_token: string;
  refresh_token: string;
}

/** POST /api/user/register: creates the account and starts its session (remembered on this device). */
export async function register(body: RegisterBody): Promise<void> {
  const result = await api.POST('/api/user/register', { body });
  const tokens = unwrap<RegisterResponse>(result, ACCOUNT_TEXT.register.failed);
  authStore.save(tokens.access_token, tokens.refresh_token, { remember: true });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
