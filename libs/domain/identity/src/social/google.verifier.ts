import { Injectable } from '@nestjs/common';
import { AppConfig } from '@app/config';
import { AppError, MESSAGES } from '@app/common';
import { createRemoteJWKSet, errors as joseErrors, type JWTPayload, jwtVerify } from 'jose';
import type { SocialIdentity } from './social-identity';

/** Failures of the token itself; any other failure (key server down, bad answer, timeout) is Google's. */
const TOKEN_ERRORS = new Set([
  'ERR_JWT_EXPIRED',
  'ERR_JWT_CLAIM_VALIDATION_FAILED',
  'ERR_JWT_INVALID',
  'ERR_JWS_INVALID',
  'ERR_JWS_SIGNATURE_VERIFICATION_FAILED',
  'ERR_JWKS_NO_MATCHING_KEY',
  'ERR_JWKS_MULTIPLE_MATCHING_KEYS',
  'ERR_JOSE_ALG_NOT_ALLOWED',
  'ERR_JOSE_NOT_SUPPORTED',
]);

/** Verifies a Google ID token (the Sign-In credential) against Google's published signing keys. */
@Injectable()
export class GoogleVerifier {
  private readonly keys: ReturnType<typeof createRemoteJWKSet>;

  constructor(private readonly config: AppConfig) {
    this.keys = createRemoteJWKSet(new URL(config.social.google.jwksUrl), { timeoutDuration: 5000 });
  }

  async verify(token: string): Promise<SocialIdentity> {
    const { clientId, issuers } = this.config.social.google;
    if (!clientId) throw AppError.unavailable(MESSAGES.social.googleNotConfigured);
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, this.keys, { audience: clientId, issuer: issuers }));
    } catch (error) {
      if (error instanceof joseErrors.JOSEError && TOKEN_ERRORS.has(error.code)) {
        throw AppError.unauthorized(MESSAGES.social.googleInvalid);
      }
      throw AppError.unavailable(MESSAGES.social.providerUnavailable('Google'));
    }
    const email = typeof payload.email === 'string' ? payload.email : '';
    if (!payload.sub || !email) throw AppError.unauthorized(MESSAGES.social.googleInvalid);
    if (payload.email_verified !== true && payload.email_verified !== 'true') {
      throw AppError.unauthorized(MESSAGES.social.googleEmailUnverified);
    }
    return {
      provider: 'google',
      subject: payload.sub,
      email,
      firstName: typeof payload.given_name === 'string' ? payload.given_name : '',
      lastName: typeof payload.family_name === 'string' ? payload.family_name : '',
    };
  }
}
