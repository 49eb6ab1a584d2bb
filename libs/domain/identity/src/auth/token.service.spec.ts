import { JwtService } from '@nestjs/jwt';
import type { AppConfig } from '@app/config';
import type Redis from 'ioredis';
import type { RefreshTokenRepository } from './refresh-token.repository';
import type { PhoneNumberRepository } from '../phones/phone-number.repository';
import { TokenService } from './token.service';

describe('TokenService.verifyAccess', () => {
  const secret = 'a-test-secret-of-enough-length-for-hs256';
  const config = { auth: { accessTokenTtlSeconds: 300, refreshTokenTtlSeconds: 3600 } } as AppConfig;
  /** Redis as the revocation marks use it: get and set of one value. */
  const redisStub = () => {
    const values = new Map<string, string>();
    return {
      get: (key: string) => Promise.resolve(values.get(key) ?? null),
      set: (key: string, value: string) => Promise.resolve(values.set(key, value) && 'OK'),
    } as unknown as Redis;
  };
  const refreshTokens = { revokeAllForUser: () => Promise.resolve() } as unknown as RefreshTokenRepository;
  const phoneNumbers = { findByUser: () => Promise.resolve(null) } as unknown as PhoneNumberRepository;
  const tokens = () => new TokenService(new JwtService({ secret }), config, refreshTokens, phoneNumbers, redisStub());

  afterEach(() => jest.useRealTimers());

  it('accepts a valid access token, again and again, with the same payload', async () => {
    const service = tokens();
    const token = service.accessToken(42);
    const first = await service.verifyAccess(token);
    expect(first).toMatchObject({ token_type: 'access', user_id: 42 });
    expect(await service.verifyAccess(token)).toEqual(first);
  });

  it("names the account's number and when it was first confirmed, on a site token given one", async () => {
    const service = tokens();
    const since = new Date('2026-03-14T09:26:53Z');
    expect(
      await service.verifyAccess(service.accessToken(42, 'site', undefined, { id: 7, createdAt: since })),
    ).toMatchObject({
      pn: 7,
      pns: since.getTime(),
    });
    const without = await service.verifyAccess(service.accessToken(42));
    expect(without).not.toHaveProperty('pn');
    expect(without).not.toHaveProperty('pns');
  });

  it('refuses a token once it expired, even one it accepted before', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-24T12:00:00Z') });
    const service = tokens();
    const token = service.accessToken(7);
    expect(await service.verifyAccess(token)).not.toBeNull();
    jest.setSystemTime(new Date('2026-11-24T12:05:01Z'));
    expect(await service.verifyAccess(token)).toBeNull();
    expect(await service.verifyAccess(token)).toBeNull();
  });

  it('refuses the tokens a user had when their sessions were revoked, not those issued after', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-24T12:00:00Z') });
    const service = tokens();
    const before = service.accessToken(9);
    const otherUser = service.accessToken(10);
    await service.revokeAllForUser(9);
    expect(await service.verifyAccess(before)).toBeNull();
    expect(await service.verifyAccess(otherUser)).not.toBeNull();
    jest.setSystemTime(new Date('2026-11-24T12:00:00.002Z'));
    expect(await service.verifyAccess(service.accessToken(9))).not.toBeNull();
  });

  it('refuses a token signed with another secret, or that is not an access token', async () => {
    const service = tokens();
    const forged = new JwtService({ secret: 'another-secret-of-enough-length-too' }).sign(
      { token_type: 'access', user_id: 1, jti: 'x', issued_ms: Date.now() },
      { expiresIn: 300 },
    );
    expect(await service.verifyAccess(forged)).toBeNull();
    const refresh = new JwtService({ secret }).sign({ token_type: 'refresh', user_id: 1 }, { expiresIn: 300 });
    expect(await service.verifyAccess(refresh)).toBeNull();
    expect(await service.verifyAccess(`${service.accessToken(1)}x`)).toBeNull();
  });
});
