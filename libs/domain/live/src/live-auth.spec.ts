import { handshakeToken, LiveConnectionError, liveAuthMiddleware } from './live-auth';
import type { LiveSocket } from './live-protocol';

function handshake(parts: { auth?: object; query?: Record<string, string | string[]>; authorization?: string }) {
  return {
    auth: parts.auth ?? {},
    query: parts.query ?? {},
    headers: parts.authorization ? { authorization: parts.authorization } : {},
  };
}

describe('handshakeToken', () => {
  it('reads auth.token first, then the token query parameter, then the Authorization header', () => {
    const all = { auth: { token: 'a' }, query: { token: 'q' }, authorization: 'Bearer h' };
    expect(handshakeToken(handshake(all))).toBe('a');
    expect(handshakeToken(handshake({ ...all, auth: {} }))).toBe('q');
    expect(handshakeToken(handshake({ authorization: 'Bearer h' }))).toBe('h');
  });

  it('accepts a "Bearer " prefix in auth.token and the first of repeated query parameters', () => {
    expect(handshakeToken(handshake({ auth: { token: 'Bearer abc' } }))).toBe('abc');
    expect(handshakeToken(handshake({ query: { token: ['x', 'y'] } }))).toBe('x');
  });

  it('treats empty, "null" and "undefined" tokens as no token', () => {
    expect(handshakeToken(handshake({ auth: { token: '' }, query: { token: 'null' } }))).toBeUndefined();
    expect(handshakeToken(handshake({ auth: { token: 'undefined' } }))).toBeUndefined();
    expect(handshakeToken(handshake({ auth: { token: 42 } }))).toBeUndefined();
  });
});

describe('liveAuthMiddleware', () => {
  const tokens = {
    verifyAccess: (token: string) =>
      Promise.resolve(token === 'good' ? { token_type: 'access' as const, user_id: 12, jti: 'j', issued_ms: 0 } : null),
  };

  async function run(parts: Parameters<typeof handshake>[0]) {
    const socket = { handshake: handshake(parts), data: {} } as unknown as LiveSocket;
    const outcome = await new Promise<unknown>((resolve) => liveAuthMiddleware(tokens)(socket, resolve));
    return { socket, outcome };
  }

  it('lets a visitor in without a user', async () => {
    const { socket, outcome } = await run({});
    expect(outcome).toBeUndefined();
    expect(socket.data.auth).toBeNull();
  });

  it('lets a valid token in with its user', async () => {
    const { socket, outcome } = await run({ query: { token: 'good' } });
    expect(outcome).toBeUndefined();
    expect(socket.data.auth).toEqual({ userId: 12 });
  });

  it('refuses an invalid token with code 4001 and a French message', async () => {
    const { outcome } = await run({ authorization: 'Bearer forged' });
    expect(outcome).toBeInstanceOf(LiveConnectionError);
    expect((outcome as LiveConnectionError).data).toEqual({
      code: 4001,
      message: 'Le jeton est invalide ou expiré. Veuillez vous reconnecter.',
    });
  });
});
