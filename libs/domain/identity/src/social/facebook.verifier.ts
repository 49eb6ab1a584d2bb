import { createHmac } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '@app/config';
import { AppError, MESSAGES } from '@app/common';
import type { SocialIdentity } from './social-identity';

interface DebugTokenAnswer {
  data?: { is_valid?: boolean; app_id?: string; user_id?: string };
}

interface ProfileAnswer {
  id?: string;
  email?: string;
  first_name?: string;
  last_name?: string;
}

/**
 * Verifies a Facebook user access token with the Graph API: `debug_token` under our app token
 * proves it was issued to our app, then `/me` (with `appsecret_proof`) gives the profile.
 */
@Injectable()
export class FacebookVerifier {
  constructor(private readonly config: AppConfig) {}

  async verify(token: string): Promise<SocialIdentity> {
    const { appId, appSecret, graphUrl } = this.config.social.facebook;
    if (!appId || !appSecret) throw AppError.unavailable(MESSAGES.social.facebookNotConfigured);

    const debug = await this.get<DebugTokenAnswer>(
      `${graphUrl}/debug_token?${new URLSearchParams({ input_token: token, access_token: `${appId}|${appSecret}` }).toString()}`,
    );
    if (!debug?.data?.is_valid || debug.data.app_id !== appId || !debug.data.user_id) {
      throw AppError.unauthorized(MESSAGES.social.facebookInvalid);
    }
    const proof = createHmac('sha256', appSecret).update(token).digest('hex');
    const profile = await this.get<ProfileAnswer>(
      `${graphUrl}/me?${new URLSearchParams({ fields: 'id,email,first_name,last_name', access_token: token, appsecret_proof: proof }).toString()}`,
    );
    if (!profile?.id || profile.id !== debug.data.user_id) throw AppError.unauthorized(MESSAGES.social.facebookInvalid);
    if (!profile.email) throw AppError.badRequest(MESSAGES.social.facebookEmailMissing);
    return {
      provider: 'facebook',
      subject: profile.id,
      email: profile.email,
      firstName: profile.first_name ?? '',
      lastName: profile.last_name ?? '',
    };
  }

  /** The JSON answer, or null when Facebook refuses the token (4xx). */
  private async get<T>(url: string): Promise<T | null> {
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(5000) });
    } catch {
      throw AppError.unavailable(MESSAGES.social.providerUnavailable('Facebook'));
    }
    if (response.status >= 500) throw AppError.unavailable(MESSAGES.social.providerUnavailable('Facebook'));
    if (!response.ok) return null;
    return (await response.json()) as T;
  }
}
