import { MESSAGES } from '@app/common';
import { type AccessTokenPayload, bearerToken } from '@app/identity';
import type { ExtendedError, Socket } from 'socket.io';
import { LIVE_ERROR, type LiveErrorCode, type LiveSocket } from './live-protocol';

type Handshake = Socket['handshake'];

/** What a refused connection carries to the client's `connect_error` handler as `err.data`. */
export class LiveConnectionError extends Error implements ExtendedError {
  readonly data: { code: LiveErrorCode; message: string };

  constructor(code: LiveErrorCode, message: string) {
    super(message);
    this.data = { code, message };
  }
}

/** Browser clients often send a missing token as the text "null" or "undefined": that is no token. */
function present(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const token = value.replace(/^Bearer\s+/i, '').trim();
  return token === '' || token === 'null' || token === 'undefined' ? undefined : token;
}

/** The bearer token of a handshake: `auth.token`, else the `token` query parameter, else the Authorization header. */
export function handshakeToken(handshake: Pick<Handshake, 'auth' | 'query' | 'headers'>): string | undefined {
  const auth = handshake.auth as Record<string, unknown> | undefined;
  const query = handshake.query.token;
  return (
    present(auth?.token) ??
    present(Array.isArray(query) ? query[0] : query) ??
    bearerToken(handshake.headers.authorization)
  );
}

/**
 * Namespace middleware: visitors (no token) may watch; a token that does not verify refuses the
 * connection with code 4001, so the client asks for a new token instead of retrying.
 */
export function liveAuthMiddleware(tokens: { verifyAccess(token: string): Promise<AccessTokenPayload | null> }) {
  return (socket: LiveSocket, next: (error?: ExtendedError) => void): void => {
    const token = handshakeToken(socket.handshake);
    if (token === undefined) {
      socket.data.auth = null;
      return next();
    }
    tokens.verifyAccess(token).then(
      (payload) => {
        if (!payload) return next(new LiveConnectionError(LIVE_ERROR.tokenInvalid, MESSAGES.live.tokenInvalid));
        socket.data.auth = { userId: payload.user_id };
        next();
      },
      (error: Error) => next(error),
    );
  };
}
