import { randomBytes } from 'node:crypto';
import { loadConfig } from '@app/config';
import { PasswordResetTokens } from './password-reset-token';
import { uidOf, userIdOf } from './signed-link';

const TTL_SECONDS = 3600;

const makeTokens = (overrides: Record<string, string> = {}) =>
  new PasswordResetTokens(
    loadConfig({ NODE_ENV: 'test', PASSWORD_RESET_TTL_SECONDS: String(TTL_SECONDS), ...overrides }),
  );

const makeSubject = () => ({
  id: 4242,
  email: 'aminata.diallo@example.com',
  passwordHash: `$argon2id$v=19$m=19456,t=2,p=1$${randomBytes(16).toString('base64')}`,
  lastLogin: new Date('2026-01-15T10:00:00.000Z') as Date | null,
});

/** Flips one hexadecimal digit of the signature, keeping the token well-formed. */
const tamper = (token: string, index: number) => {
  const chars = token.split('');
  chars[index] = chars[index] === '0' ? '1' : '0';
  return chars.join('');
};

describe('PasswordResetTokens', () => {
  const tokens = makeTokens();
  const now = Date.UTC(2026, 1, 1, 12, 0, 0);

  it('accepts the token it made for the same user', () => {
    const user = makeSubject();
    const token = tokens.make(user, now);
    expect(token).toMatch(/^[0-9a-z]+-[0-9a-f]{40}$/);
    expect(tokens.check(user, token, now)).toBe(true);
    expect(tokens.check({ ...user }, token, now + 60_000)).toBe(true);
  });

  it('works with the current time by default', () => {
    const user = makeSubject();
    expect(tokens.check(user, tokens.make(user))).toBe(true);
  });

  it('accepts a token up to the TTL and refuses it afterwards', () => {
    const user = makeSubject();
    const token = tokens.make(user, now);
    expect(tokens.check(user, token, now + TTL_SECONDS * 1000)).toBe(true);
    expect(tokens.check(user, token, now + (TTL_SECONDS + 1) * 1000)).toBe(false);
    expect(tokens.check(user, token, now + 7 * 24 * 3600 * 1000)).toBe(false);
  });

  it('honours a shorter configured TTL', () => {
    const short = makeTokens({ PASSWORD_RESET_TTL_SECONDS: '60' });
    const user = makeSubject();
    const token = short.make(user, now);
    expect(short.check(user, token, now + 60_000)).toBe(true);
    expect(short.check(user, token, now + 61_000)).toBe(false);
  });

  it('refuses a token issued in the future', () => {
    const user = makeSubject();
    const token = tokens.make(user, now + 120_000);
    expect(tokens.check(user, token, now)).toBe(false);
  });

  it('dies when the password hash changes', () => {
    const user = makeSubject();
    const token = tokens.make(user, now);
    const changed = { ...user, passwordHash: `${user.passwordHash}${randomBytes(4).toString('hex')}` };
    expect(tokens.check(changed, token, now)).toBe(false);
    expect(tokens.check({ ...user, passwordHash: null }, token, now)).toBe(false);
  });

  it('dies when the user signs in (lastLogin changes)', () => {
    const user = makeSubject();
    const token = tokens.make(user, now);
    expect(tokens.check({ ...user, lastLogin: new Date(now) }, token, now)).toBe(false);

    const neverSignedIn = { ...user, lastLogin: null };
    const firstToken = tokens.make(neverSignedIn, now);
    expect(tokens.check(neverSignedIn, firstToken, now)).toBe(true);
    expect(tokens.check({ ...neverSignedIn, lastLogin: new Date(now) }, firstToken, now)).toBe(false);
  });

  it('is bound to the user id and e-mail', () => {
    const user = makeSubject();
    const token = tokens.make(user, now);
    expect(tokens.check({ ...user, id: user.id + 1 }, token, now)).toBe(false);
    expect(tokens.check({ ...user, email: 'autre@example.com' }, token, now)).toBe(false);
  });

  it('is bound to the JWT secret', () => {
    const user = makeSubject();
    const other = makeTokens({ JWT_SECRET: randomBytes(32).toString('hex') });
    expect(other.check(user, tokens.make(user, now), now)).toBe(false);
  });

  it('refuses tampered tokens', () => {
    const user = makeSubject();
    const token = tokens.make(user, now);
    const [issued, signature] = token.split('-');
    expect(tokens.check(user, tamper(token, token.length - 1), now)).toBe(false);
    expect(tokens.check(user, tamper(token, issued.length + 1), now)).toBe(false);
    // An older timestamp with the original signature (extending the link's life) is refused.
    const older = (parseInt(issued, 36) - 10).toString(36);
    expect(tokens.check(user, `${older}-${signature}`, now)).toBe(false);
  });

  it('refuses malformed strings without throwing', () => {
    const user = makeSubject();
    const token = tokens.make(user, now);
    const [issued, signature] = token.split('-');
    const malformed = [
      '',
      'abc',
      issued,
      signature,
      `${issued}${signature}`,
      `${issued}-${signature.slice(0, 39)}`,
      `${issued}-${signature}0`,
      `${issued}-${signature.toUpperCase()}`,
      `${issued.toUpperCase()}-${signature}`,
      ` ${token}`,
      `${token}\n`,
      `${issued}-${signature}-${signature}`,
      `${'z'.repeat(11)}-${signature}`,
      `${issued}-${'g'.repeat(40)}`,
    ];
    for (const candidate of malformed) {
      expect(() => tokens.check(user, candidate, now)).not.toThrow();
      expect(tokens.check(user, candidate, now)).toBe(false);
    }
  });

  describe('uid (signed-link.ts)', () => {
    it('round-trips a user id through base64url', () => {
      for (const id of [1, 7, 42, 4242, 123_456_789, 2_147_483_647]) {
        const uid = uidOf(id);
        expect(uid).toMatch(/^[A-Za-z0-9_-]+$/);
        expect(userIdOf(uid)).toBe(id);
      }
    });

    it('answers null for garbage', () => {
      const encode = (text: string) => Buffer.from(text).toString('base64url');
      const garbage = [
        '',
        '!!!!',
        'not a uid',
        encode('abc'),
        encode('-1'),
        encode('1.5'),
        encode('1e3'),
        encode(' 42'),
        encode('42 '),
        encode('12345678901'),
        encode(randomBytes(8).toString('hex')),
      ];
      for (const uid of garbage) expect(userIdOf(uid)).toBeNull();
    });
  });
});
