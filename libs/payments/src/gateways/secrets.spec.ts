import { createHmac } from 'node:crypto';
import { basicAuthorization, CINETPAY_SIGNED_FIELDS, cinetpayToken, paydunyaHash, sameSecret } from './secrets';

describe('provider secrets', () => {
  it("computes CinetPay's x-token over the sixteen fields in their documented order", () => {
    const fields = Object.fromEntries(CINETPAY_SIGNED_FIELDS.map((name, index) => [name, `v${index}`]));
    const expected = createHmac('sha256', 'secret')
      .update(CINETPAY_SIGNED_FIELDS.map((_, index) => `v${index}`).join(''))
      .digest('hex');
    expect(cinetpayToken({ ...fields, extra: 'ignored' }, 'secret')).toBe(expected);
    expect(cinetpayToken({ cpm_site_id: '1' }, 'secret')).toBe(
      createHmac('sha256', 'secret').update('1').digest('hex'),
    );
  });

  it("hashes PayDunya's master key with SHA-512", () => {
    expect(paydunyaHash('master')).toMatch(/^[0-9a-f]{128}$/);
  });

  it('compares secrets of any length without throwing', () => {
    expect(sameSecret('abc', 'abc')).toBe(true);
    expect(sameSecret('abc', 'abd')).toBe(false);
    expect(sameSecret('abc', 'abcd')).toBe(false);
  });

  it('builds a Basic authorization header', () => {
    expect(basicAuthorization('user', 'pass')).toBe('Basic dXNlcjpwYXNz');
  });
});
