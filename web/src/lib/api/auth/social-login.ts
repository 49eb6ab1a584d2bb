import { unwrap } from '@bebe-star/web-common/api-errors';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { authStore } from '@/lib/auth-store';
import { account as ACCOUNT_TEXT } from '@/messages/account';

export type SocialProvider = 'google' | 'facebook';

/** What POST /api/auth/{google,facebook} answers (not typed in the OpenAPI document). */
interface SocialLoginResponse {
  access_token: string;
  refresh_token: string;
}

export interface SocialLoginInput {
  provider: SocialProvider;
  /** Google's ID token (credential) or Facebook's access token. */
  token: string;
  remember: boolean;
}

/** Exchanges a Google or Facebook token, verified by the API, for a session of this site. */
export async function socialLogin({ provider, token, remember }: SocialLoginInput): Promise<void> {
  const t = ACCOUNT_TEXT.login;
  const result =
    provider === 'google'
      ? await api.POST('/api/auth/google', { body: { credential: token } })
      : await api.POST('/api/auth/facebook', { body: { access_token: token } });
  const tokens = unwrap<SocialLoginResponse>(result, provider === 'google' ? t.googleFailed : t.facebookFailed);
  authStore.save(tokens.access_token, tokens.refresh_token, { remember });
}

export function useSocialLogin() {
  return useMutation({ mutationFn: socialLogin });
}
