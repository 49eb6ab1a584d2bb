import { useMutation } from '@tanstack/react-query';
import type { components } from '@contracts/api-schema';
import { api, unwrap } from '../../../lib/api-client';
import { authStore } from '../../../lib/auth-store';
import { participation as PARTICIPATION_TEXT } from '../../../messages/participation';

export type SignUpFields = components['schemas']['RegisterDto'];

/** What POST /api/user/register answers (not described in the OpenAPI document). */
interface SignUpResponse {
  access_token: string;
  refresh_token: string;
}

/** Creates the account and signs the user in with the tokens it returns. */
export async function signUp(fields: SignUpFields): Promise<void> {
  const result = await api.POST('/api/user/register', { body: fields });
  const tokens = unwrap<SignUpResponse>(result, PARTICIPATION_TEXT.auth.signUpError);
  authStore.save(tokens.access_token, tokens.refresh_token);
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
