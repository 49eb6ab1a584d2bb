import { createHmac } from 'node:crypto';
import { secureId, secureIdKey } from './secure-id';

describe('secureId', () => {
  const key = secureIdKey('un-secret-de-test-assez-long-pour-jwt');

  it('is 12 lowercase hex characters', () => {
    expect(secureId(key, 3, 17)).toMatch(/^[0-9a-f]{12}$/);
  });

  it('is the first 12 hex characters of HMAC-SHA256("contestId:participantId")', () => {
    const expected = createHmac('sha256', key).update('3:17').digest('hex').slice(0, 12);
    expect(secureId(key, 3, 17)).toBe(expected);
  });

  it('is stable for a pair and differs between pairs', () => {
    expect(secureId(key, 3, 17)).toBe(secureId(key, 3, 17));
    const ids = new Set([secureId(key, 3, 17), secureId(key, 17, 3), secureId(key, 3, 18), secureId(key, 31, 7)]);
    expect(ids.size).toBe(4);
  });

  it('uses a key derived from the server secret, not the secret itself, and changes with it', () => {
    const secret = 'un-secret-de-test-assez-long-pour-jwt';
    const underRawSecret = createHmac('sha256', secret).update('3:17').digest('hex').slice(0, 12);
    expect(secureId(key, 3, 17)).not.toBe(underRawSecret);
    expect(secureId(secureIdKey('un-autre-secret-tout-aussi-long'), 3, 17)).not.toBe(secureId(key, 3, 17));
  });
});
