import type { AppConfig } from '@app/config';
import { AfricasTalkingSmsGateway } from './africastalking-sms.gateway';

const config = {
  sms: {
    timeoutMs: 1_000,
    africastalking: { apiUrl: 'https://api.at.test', username: 'bebestar', apiKey: 'key-1', sender: 'BebeStar' },
  },
} as unknown as AppConfig;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('AfricasTalkingSmsGateway', () => {
  let fetchMock: jest.SpyInstance;
  beforeEach(() => {
    fetchMock = jest.spyOn(globalThis, 'fetch');
  });
  afterEach(() => fetchMock.mockRestore());

  it('posts the form with the apiKey header and reads the recipient’s messageId', async () => {
    fetchMock.mockResolvedValueOnce(
      json(201, {
        SMSMessageData: {
          Message: 'Sent to 1/1 Total Cost: XOF 20',
          Recipients: [
            { statusCode: 101, number: '+2250701020304', status: 'Success', cost: 'XOF 20', messageId: 'ATXid_1' },
          ],
        },
      }),
    );
    const gateway = new AfricasTalkingSmsGateway(config);

    await expect(gateway.send('+2250701020304', 'Code 123456')).resolves.toEqual({ gatewayId: 'ATXid_1' });

    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    const headers = init.headers as Record<string, string>;
    expect(url).toBe('https://api.at.test/version1/messaging');
    expect(headers.apiKey).toBe('key-1');
    expect(headers.Accept).toBe('application/json');
    expect(headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(init.body as string))).toEqual({
      username: 'bebestar',
      to: '+2250701020304',
      message: 'Code 123456',
      from: 'BebeStar',
    });
  });

  it('reports a recipient refused, bad credentials and a server error', async () => {
    fetchMock
      .mockResolvedValueOnce(
        json(201, {
          SMSMessageData: {
            Message: 'Sent to 0/1',
            Recipients: [
              { statusCode: 403, number: '+2250701020304', status: 'InvalidPhoneNumber', messageId: 'None' },
            ],
          },
        }),
      )
      .mockResolvedValueOnce(new Response('The supplied authentication is invalid', { status: 401 }))
      .mockResolvedValueOnce(new Response('', { status: 500 }));
    const gateway = new AfricasTalkingSmsGateway(config);

    await expect(gateway.send('+2250701020304', 'Code')).rejects.toMatchObject({
      kind: 'refused',
      reason: '403 InvalidPhoneNumber',
    });
    await expect(gateway.send('+2250701020304', 'Code')).rejects.toMatchObject({ kind: 'refused', status: 401 });
    await expect(gateway.send('+2250701020304', 'Code')).rejects.toMatchObject({ kind: 'unavailable' });
  });

  it('reads delivery reports', () => {
    const gateway = new AfricasTalkingSmsGateway(config);
    const report = (fields: Record<string, string>) => gateway.parseReceipt({ fields, headers: {} });

    expect(report({ id: 'ATXid_1', status: 'Success', phoneNumber: '+2250701020304' })).toEqual({
      gatewayId: 'ATXid_1',
      to: '+2250701020304',
      status: 'delivered',
      gatewayStatus: 'Success',
      token: null,
    });
    expect(report({ id: 'ATXid_1', status: 'Failed', failureReason: 'AbsentSubscriber' })).toMatchObject({
      status: 'failed',
      gatewayStatus: 'Failed AbsentSubscriber',
    });
    expect(report({ id: 'ATXid_1', status: 'Buffered' })?.status).toBe('pending');
    expect(report({ status: 'Success' })).toBeNull();
  });
});
