import { Injectable } from '@nestjs/common';
import { type FastRouteCaller, FastRouteAuthenticator } from '@app/common';
import { bearerToken } from './auth-context';
import { TokenService } from './token.service';

/** The caller of a fast route (libs/platform/common): its bearer token's signature and expiry, as the auth guard reads them. */
@Injectable()
export class BearerAuthenticator extends FastRouteAuthenticator {
  constructor(private readonly tokens: TokenService) {
    super();
  }

  caller(authorization: string | undefined): FastRouteCaller | null {
    const token = bearerToken(authorization);
    const payload = token ? this.tokens.verifySignature(token) : null;
    return payload
      ? {
          userId: payload.user_id,
          tokenIssuedMs: payload.issued_ms,
          phoneNumberId: payload.pn,
          numberSinceMs: payload.pns,
        }
      : null;
  }
}
