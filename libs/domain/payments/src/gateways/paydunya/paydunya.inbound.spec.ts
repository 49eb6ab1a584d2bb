import { createHash } from 'node:crypto';
import { loadConfig } from '@app/config';
import { PaydunyaInbound } from './paydunya.inbound';

const MASTER_KEY = 'paydunya-master-key';
const HASH = createHash('sha512').update(MASTER_KEY).digest('hex');
const inbound = new PaydunyaInbound(loadConfig({ PAYDUNYA_MASTER_KEY: MASTER_KEY }));

/** The IPN as the API's form parser gives it (PHP-style nested form under `data`). */
const ipn = (hash: string) => ({
  data: { hash, status: 'completed', invoice: { token: 'test_abc', total_amount: '500' } },
});

describe('PayDunya notifications and returns', () => {
  it('accepts an IPN whose hash is the SHA-512 of our master key, names the invoice and masks the hash', () => {
    expect(inbound.readNotification({ fields: ipn(HASH), headers: {} })).toEqual({
      reference: 'test_abc',
      referenceKind: 'provider_token',
      payload: { data: { hash: '[masqué]', status: 'completed', invoice: { token: 'test_abc', total_amount: '500' } } },
      refusal: null,
      providerToken: null,
    });
    expect(inbound.readNotification({ fields: ipn(HASH.toUpperCase()), headers: {} }).refusal).toBeNull();
  });

  it('refuses an IPN with a forged or missing hash', () => {
    const refused = { verdict: 'rejected_signature', message: 'Signature de notification invalide.' };
    expect(inbound.readNotification({ fields: ipn('0'.repeat(128)), headers: {} })).toMatchObject({
      reference: 'test_abc',
      refusal: refused,
    });
    expect(inbound.readNotification({ fields: ipn(''), headers: {} })).toMatchObject({
      refusal: refused,
      payload: { data: { hash: '' } },
    });
    expect(inbound.readNotification({ fields: {}, headers: {} })).toMatchObject({ reference: '', refusal: refused });
  });

  it('refuses every IPN when no master key is configured', () => {
    const unconfigured = new PaydunyaInbound(loadConfig({ PAYMENTS_MODE: 'live' }));
    const emptyKeyHash = createHash('sha512').update('').digest('hex');
    expect(unconfigured.readNotification({ fields: ipn(emptyKeyHash), headers: {} }).refusal).not.toBeNull();
  });

  it('reads the invoice token of a return, and a cancellation from the cancel URL', () => {
    const request = { fields: { token: 'test_abc' }, headers: {} };
    expect(inbound.readReturn(request, 'return')).toEqual({
      reference: 'test_abc',
      cancelled: false,
      payload: { token: 'test_abc' },
    });
    expect(inbound.readReturn(request, 'cancel').cancelled).toBe(true);
  });
});
