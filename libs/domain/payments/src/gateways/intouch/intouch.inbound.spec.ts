import { loadConfig } from '@app/config';
import { basicAuthorization } from '../secrets';
import { IntouchInbound } from './intouch.inbound';

const inbound = new IntouchInbound(
  loadConfig({ INTOUCH_CALLBACK_USERNAME: 'intouch-callback', INTOUCH_CALLBACK_PASSWORD: 'the-password' }),
);

const callback = {
  payment_mode: 'OM',
  paid_amount: '1000.0',
  payment_token: '1565251468191',
  payment_status: '200',
  command_number: 'BS1U2P3RABC',
};

describe('InTouch callbacks and returns', () => {
  it('accepts a callback with our Basic credentials and learns InTouch’s own id for the payment', () => {
    const authorization = basicAuthorization('intouch-callback', 'the-password');
    expect(inbound.readNotification({ fields: callback, headers: { authorization } })).toEqual({
      reference: 'BS1U2P3RABC',
      referenceKind: 'transaction_id',
      payload: callback,
      refusal: null,
      providerToken: '1565251468191',
    });
  });

  it('reads the callback of a payment pushed to the phone by its idFromClient, the number kept masked', () => {
    const authorization = basicAuthorization('intouch-callback', 'the-password');
    const pushed = {
      idFromClient: 'BS1U2P3RPUSH',
      idFromGU: '1765432100123',
      amount: 500,
      fees: 0,
      serviceCode: 'PAIEMENTMARCHAND_MTN_CI',
      recipientNumber: '0505050505',
      dateTime: 1765432100999,
      status: 'SUCCESSFUL',
    };
    expect(inbound.readNotification({ fields: pushed, headers: { authorization } })).toEqual({
      reference: 'BS1U2P3RPUSH',
      referenceKind: 'transaction_id',
      payload: { ...pushed, recipientNumber: '••••••••05' },
      refusal: null,
      providerToken: '1765432100123',
    });
    const guStyle = { partner_transaction_id: 'BS1U2P3RGU', gu_transaction_id: '42', status: 'FAILED' };
    expect(inbound.readNotification({ fields: guStyle, headers: { authorization } })).toMatchObject({
      reference: 'BS1U2P3RGU',
      providerToken: '42',
    });
  });

  it('refuses a callback with wrong or missing credentials', () => {
    const refused = { verdict: 'rejected_credentials', message: 'Identifiants de notification invalides.' };
    const wrong = basicAuthorization('intouch-callback', 'devine');
    expect(inbound.readNotification({ fields: callback, headers: { authorization: wrong } })).toMatchObject({
      reference: 'BS1U2P3RABC',
      refusal: refused,
    });
    expect(inbound.readNotification({ fields: callback, headers: {} }).refusal).toEqual(refused);
  });

  it('refuses every callback when no callback credentials are configured', () => {
    const unconfigured = new IntouchInbound(loadConfig({ PAYMENTS_MODE: 'live' }));
    const authorization = basicAuthorization('', '');
    expect(unconfigured.readNotification({ fields: callback, headers: { authorization } }).refusal).not.toBeNull();
  });

  it('reads the return, a failed outcome meaning the buyer gave up', () => {
    const fields = { transaction_id: 'BS1U2P3RABC', outcome: 'success' };
    expect(inbound.readReturn({ fields, headers: {} })).toEqual({
      reference: 'BS1U2P3RABC',
      cancelled: false,
      payload: fields,
    });
    expect(inbound.readReturn({ fields: { ...fields, outcome: 'failed' }, headers: {} }).cancelled).toBe(true);
  });
});
