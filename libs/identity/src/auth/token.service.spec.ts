import { JwtService } from '@nestjs/jwt';
import type { AppConfig } from '@app/config';
import type { RefreshTokenRepository } from './refresh-token.repository';
import { TokenService } from './token.service';

describe('TokenService.verifyAccess', () => {
  const secret = 'a-test-secret-of-enough-length-for-hs256';
  const config = { auth: { accessTokenTtlSeconds: 300, refreshTokenTtlSeconds: 3600 } } as AppConfig;
  const tokens = () => new TokenService(new JwtService({ secret }), config, {} as RefreshTokenRepository);

  afterEach(() => jest.useRealTimers());

  it('accepts a valid access token, again and again, with the same payload', () => {
    const service = tokens();
    const token = service.accessToken(42);
    const first = service.verifyAccess(token);
    expect(first).toMatchObject({ token_type: 'access', user_id: 42 });
    expect(service.verifyAccess(token)).toEqual(first);
  });

  it('refuses a token once it expired, even one it accepted before', () => {
    jest.useFakeTimers({ now: new Date('2026-11-24T12:00:00Z') });
    const service = tokens();
    const token = service.accessToken(7);
    expect(service.verifyAccess(token)).not.toBeNull();
    jest.setSystemTime(new Date('2026-11-24T12:05:01Z'));
    expect(service.verifyAccess(token)).toBeNull();
    expect(service.verifyAccess(token)).toBeNull();
  });

  it('refuses a token signed with another secret, or that is not an access token', () => {
    const service = tokens();
    const forged = new JwtService({ secret: 'another-secret-of-enough-length-too' }).sign(
      { token_type: 'access', user_id: 1, jti: 'x' },
      { expiresIn: 300 },
    );
    expect(service.verifyAccess(forged)).toBeNull();
    const refresh = new JwtService({ secret }).sign({ token_type: 'refresh', user_id: 1 }, { expiresIn: 300 });
    expect(service.verifyAccess(refresh)).toBeNull();
    expect(service.verifyAccess(`${service.accessToken(1)}x`)).toBeNull();
  });
});
