import type { AppConfig } from '@app/config';
import { SmsGatewayError } from '../sms-gateway';
import { OrangeSmsGateway } from './orange-sms.gateway';

const config = {
  auth: { jwtSecret: 'a-test-secret-of-enough-length-0123456789' },
  sms: {
    timeoutMs: 1_000,
    publicApiUrl: 'https://bebestar.example',
    orange: {
      apiUrl: 'https://api.orange.test',
      clientId: 'client',
      clientSecret: 'secret',
      sender: '2250000000000',
      senderName: 'BebeStar',
      subscribeReceipts: false,
    },
  },
} as unknown as AppConfig;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('OrangeSmsGateway', () => {
  let fetchMock: jest.SpyInstance;
  beforeEach(() => {
    fetchMock = jest.spyOn(globalThis, 'fetch');
  });
  afterEach(() => fetchMock.mockRestore());

  const calls = () =>
    fetchMock.mock.calls.map(([url, init]: [string, RequestInit]) => ({
      url,
      headers: init.headers as Record<string, string>,
      body: init.body as string,
    }));

  it('gets a client-credentials token, then sends from the registered sender and reads the id in resourceURL', async () => {
    fetchMock
      .mockResolvedValueOnce(json(200, { token_type: 'Bearer', access_token: 'tok-1', expires_in: '3600' }))
      .mockResolvedValueOnce(
        json(201, {
          outboundSMSMessageRequest: {
            resourceURL: 'https://api.orange.test/smsmessaging/v1/outbound/tel%3A%2B2250000000000/requests/abc-123',
          },
        }),
      )
      .mockResolvedValueOnce(json(201, { outboundSMSMessageRequest: { resourceURL: 'https://x/requests/def-456' } }));
    const gateway = new OrangeSmsGateway(config);

    await expect(gateway.send('+2250701020304', 'Code 123456')).resolves.toEqual({ gatewayId: 'abc-123' });
    await expect(gateway.send('+2250701020305', 'Code 654321')).resolves.toEqual({ gatewayId: 'def-456' });

    const [token, send, second] = calls();
    expect(token.url).toBe('https://api.orange.test/oauth/v3/token');
    expect(token.headers.Authorization).toBe(`Basic ${Buffer.from('client:secret').toString('base64')}`);
    expect(token.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(token.body).toBe('grant_type=client_credentials');
    expect(send.url).toBe('https://api.orange.test/smsmessaging/v1/outbound/tel%3A%2B2250000000000/requests');
    expect(send.headers.Authorization).toBe('Bearer tok-1');
    expect(JSON.parse(send.body)).toEqual({
      outboundSMSMessageRequest: {
        address: 'tel:+2250701020304',
        senderAddress: 'tel:+2250000000000',
        senderName: 'BebeStar',
        outboundSMSTextMessage: { message: 'Code 123456' },
      },
    });
    expect(second.headers.Authorization).toBe('Bearer tok-1');
  });

  it('fetches a new token once on a 401, then gives up', async () => {
    fetchMock
      .mockResolvedValueOnce(json(200, { access_token: 'old', expires_in: 3600 }))
      .mockResolvedValueOnce(json(401, { code: 42, message: 'Expired credentials' }))
      .mockResolvedValueOnce(json(200, { access_token: 'new', expires_in: 3600 }))
      .mockResolvedValueOnce(json(201, { outboundSMSMessageRequest: { resourceURL: 'https://x/requests/id-1' } }))
      .mockResolvedValueOnce(json(401, { code: 42, message: 'Expired credentials' }))
      .mockResolvedValueOnce(json(200, { access_token: 'newer', expires_in: 3600 }))
      .mockResolvedValueOnce(json(401, { code: 42, message: 'Expired credentials' }));
    const gateway = new OrangeSmsGateway(config);

    await expect(gateway.send('+2250701020304', 'Code')).resolves.toEqual({ gatewayId: 'id-1' });
    expect(calls()[3].headers.Authorization).toBe('Bearer new');
    const error: unknown = await gateway.send('+2250701020304', 'Code').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SmsGatewayError);
    expect(error).toMatchObject({ kind: 'refused', status: 401, reason: '42 Expired credentials' });
  });

  it('reports a OneAPI refusal and a server error apart', async () => {
    fetchMock
      .mockResolvedValueOnce(json(200, { access_token: 'tok', expires_in: 3600 }))
      .mockResolvedValueOnce(
        json(400, { requestError: { serviceException: { messageId: 'SVC0004', text: 'No valid addresses' } } }),
      )
      .mockResolvedValueOnce(new Response('oops', { status: 503 }));
    const gateway = new OrangeSmsGateway(config);

    await expect(gateway.send('+2250701020304', 'Code')).rejects.toMatchObject({
      kind: 'refused',
      reason: 'SVC0004 No valid addresses',
    });
    await expect(gateway.send('+2250701020304', 'Code')).rejects.toMatchObject({ kind: 'unavailable' });
  });

  it('reads a deliveryInfoNotification, and nothing else', () => {
    const gateway = new OrangeSmsGateway(config);
    const notification = (deliveryStatus: string) => ({
      fields: {
        deliveryInfoNotification: {
          callbackData: 'secret',
          deliveryInfo: { address: 'tel:+2250701020304', deliveryStatus },
        },
      },
      headers: {},
    });

    expect(gateway.parseReceipt(notification('DeliveredToTerminal'))).toEqual({
      gatewayId: null,
      to: '+2250701020304',
      status: 'delivered',
      gatewayStatus: 'DeliveredToTerminal',
      token: 'secret',
    });
    expect(gateway.parseReceipt(notification('DeliveryImpossible'))?.status).toBe('failed');
    expect(gateway.parseReceipt(notification('DeliveredToNetwork'))?.status).toBe('pending');
    expect(gateway.parseReceipt({ fields: { deliveryInfo: {} }, headers: {} })).toBeNull();
    expect(
      gateway.parseReceipt({ fields: { deliveryInfoNotification: { deliveryInfo: { address: 'x' } } }, headers: {} }),
    ).toBeNull();
  });

  it('subscribes its receipt address with the secret in callbackData', async () => {
    fetchMock
      .mockResolvedValueOnce(json(200, { access_token: 'tok', expires_in: 3600 }))
      .mockResolvedValueOnce(json(201, { deliveryReceiptSubscription: { resourceURL: 'https://x/subscriptions/1' } }));
    const gateway = new OrangeSmsGateway(config);

    await gateway.ensureSubscribed();

    const [, subscription] = calls();
    expect(subscription.url).toBe(
      'https://api.orange.test/smsmessaging/v1/outbound/tel%3A%2B2250000000000/subscriptions',
    );
    expect(JSON.parse(subscription.body)).toEqual({
      deliveryReceiptSubscription: {
        callbackReference: {
          notifyURL: 'https://bebestar.example/api/sms/orange/receipts/',
          callbackData: gateway.receiptSubscription.callbackData,
        },
      },
    });
  });
});
