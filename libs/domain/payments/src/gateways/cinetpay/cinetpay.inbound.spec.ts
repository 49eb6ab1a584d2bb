import { createHmac } from 'node:crypto';
import { loadConfig } from '@app/config';
import { CINETPAY_SIGNED_FIELDS, cinetpayToken } from './cinetpay-token';
import { CinetpayInbound } from './cinetpay.inbound';

const SECRET = 'cinetpay-secret';
const inbound = new CinetpayInbound(
  loadConfig({ CINETPAY_SECRET_KEY: SECRET, CINETPAY_SITE_ID: '5001', CINETPAY_SITE_ID_XAF: '5002' }),
);

function notification(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    cpm_site_id: '5001',
    cpm_trans_id: 'BS1U2P3RABC',
    cpm_trans_date: '2026-11-22 10:00:00',
    cpm_amount: '1000',
    cpm_currency: 'XOF',
    signature: 'f00d',
    payment_method: 'OM',
    cpm_error_message: 'SUCCES',
    ...overrides,
  };
}

describe('CinetPay notifications and returns', () => {
  it("computes the x-token over the sixteen fields in CinetPay's order, absent ones empty", () => {
    const fields = Object.fromEntries(CINETPAY_SIGNED_FIELDS.map((name, index) => [name, `v${index}`]));
    const expected = createHmac('sha256', 'secret')
      .update(CINETPAY_SIGNED_FIELDS.map((_, index) => `v${index}`).join(''))
      .digest('hex');
    expect(cinetpayToken({ ...fields, extra: 'ignored' }, 'secret')).toBe(expected);
    expect(cinetpayToken({ cpm_site_id: '1' }, 'secret')).toBe(
      createHmac('sha256', 'secret').update('1').digest('hex'),
    );
  });

  it('accepts a notification signed with our secret key for either of our sites', () => {
    for (const site of ['5001', '5002']) {
      const fields = notification({ cpm_site_id: site });
      const xToken = cinetpayToken(fields, SECRET);
      expect(inbound.readNotification({ fields, headers: { 'x-token': xToken } })).toEqual({
        reference: 'BS1U2P3RABC',
        referenceKind: 'transaction_id',
        payload: { ...fields, x_token: xToken },
        refusal: null,
        providerToken: null,
      });
    }
  });

  it('refuses a forged, missing or foreign-site notification and keeps what was received', () => {
    const fields = notification();
    const xToken = cinetpayToken(fields, SECRET);
    const refused = { verdict: 'rejected_signature', message: 'Signature de notification invalide.' };
    const forged = xToken.replace(/^./, (char) => (char === 'a' ? 'b' : 'a'));
    expect(inbound.readNotification({ fields, headers: { 'x-token': forged } })).toMatchObject({
      reference: 'BS1U2P3RABC',
      refusal: refused,
      payload: { x_token: forged },
    });
    expect(
      inbound.readNotification({ fields: { ...fields, cpm_amount: '5' }, headers: { 'x-token': xToken } }).refusal,
    ).toEqual(refused);
    expect(inbound.readNotification({ fields, headers: {} })).toMatchObject({
      refusal: refused,
      payload: { x_token: null },
    });
    const foreign = notification({ cpm_site_id: '9999' });
    expect(
      inbound.readNotification({ fields: foreign, headers: { 'x-token': cinetpayToken(foreign, SECRET) } }).refusal,
    ).toEqual(refused);
  });

  it('refuses every notification when no secret key is configured', () => {
    const unconfigured = new CinetpayInbound(loadConfig({ PAYMENTS_MODE: 'live', CINETPAY_SITE_ID: '5001' }));
    const fields = notification();
    expect(
      unconfigured.readNotification({ fields, headers: { 'x-token': cinetpayToken(fields, '') } }).refusal,
    ).not.toBeNull();
  });

  it('reads the return by transaction id, or by payment token when that is all there is', () => {
    expect(inbound.readReturn({ fields: { transaction_id: 'BS1', token: 'tok' }, headers: {} })).toEqual({
      reference: 'BS1',
      cancelled: false,
      payload: { transaction_id: 'BS1', token: 'tok' },
    });
    expect(inbound.readReturn({ fields: { token: 'tok' }, headers: {} }).reference).toBe('tok');
  });
});
