import { REDIS } from '@app/redis';
import { SmsBudgetExhausted, SmsGatewayFailed, SmsSender, receiptToken } from '@app/sms';
import { SmsMessageRepository } from '@app/sms/sms-message.repository';
import { SmsMetrics } from '@app/sms/sms.metrics';
import { eventually } from '@app/testing';
import type Redis from 'ioredis';
import { type SmsStack, startSmsStack } from './support/sms-stack';

const BUDGET = 10;

describe('SMS through the sandbox speaking Orange’s protocol', () => {
  let stack: SmsStack;
  let sender: SmsSender;
  let rows: SmsMessageRepository;
  const number = (n: number) => `+22507010203${String(n).padStart(2, '0')}`;

  beforeAll(async () => {
    stack = await startSmsStack({ SMS_DAILY_BUDGET: String(BUDGET) });
    sender = stack.api.app.get(SmsSender);
    rows = stack.api.app.get(SmsMessageRepository);
  });
  afterAll(() => stack.close());

  it('sends a code the sandbox receives, with one token for two messages, and records the delivery receipt', async () => {
    const first = await sender.send({
      to: number(1),
      text: 'Bébé Star : votre code est 123456',
      purpose: 'sign_in_code',
    });
    await sender.send({ to: number(2), text: 'Bébé Star : votre code est 654321', purpose: 'sign_in_code' });

    expect(stack.sms.messages(number(1)).map((message) => message.text)).toEqual(['Bébé Star : votre code est 123456']);
    expect(stack.sms.stats().orangeTokens).toBe(1);
    const row = await eventually(
      async () => {
        const found = await rows.find(first.id);
        return found?.status === 'delivered' ? found : undefined;
      },
      { what: 'the delivery receipt' },
    );
    expect(row).toMatchObject({
      status: 'delivered',
      gateway: 'orange',
      purpose: 'sign_in_code',
      toMasked: '+225 07 •• •• •• 01',
      failure: null,
    });
    expect(row?.gatewayId).toBe(stack.sms.messages(number(1))[0].id);
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.deliveredAt).toBeInstanceOf(Date);
    expect(row?.toHash).not.toContain('0701020301');
  });

  it('refuses a malformed receipt and one without our secret, and acknowledges one for an unknown message', async () => {
    const token = receiptToken(stack.api.config.auth.jwtSecret, 'orange');
    const receipt = (callbackData: string, address: string) => ({
      deliveryInfoNotification: { callbackData, deliveryInfo: { address, deliveryStatus: 'DeliveredToTerminal' } },
    });

    const malformed = await stack.api.http.post('/api/sms/orange/receipts/').send({ deliveryInfo: {} });
    expect(malformed.status).toBe(400);
    expect(malformed.body.detail).toMatch(/Accusé de réception illisible/);

    const forged = await stack.api.http.post('/api/sms/orange/receipts/').send(receipt('guess', 'tel:+2250701020301'));
    expect(forged.status).toBe(403);
    expect(forged.body.detail).toMatch(/jeton absent ou invalide/);

    const unknown = await stack.api.http.post('/api/sms/orange/receipts/').send(receipt(token, 'tel:+2250799999999'));
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ applied: false });

    const atForged = await stack.api.http
      .post('/api/sms/africastalking/receipts/guess/')
      .type('form')
      .send({ id: 'ATXid_1', status: 'Success' });
    expect(atForged.status).toBe(403);
    const atToken = receiptToken(stack.api.config.auth.jwtSecret, 'africastalking');
    const atUnknown = await stack.api.http
      .post(`/api/sms/africastalking/receipts/${atToken}/`)
      .type('form')
      .send({ id: 'ATXid_unknown', status: 'Success' });
    expect(atUnknown.status).toBe(200);
    expect(atUnknown.body).toEqual({ applied: false });
  });

  it('marks the row failed when the gateway does not answer in time', async () => {
    stack.sms.behave({ answerDelayMs: 4_000 });
    const sent = stack.sms.stats().sent;
    try {
      const error: unknown = await sender
        .send({ to: number(3), text: 'Bébé Star : votre code est 111111', purpose: 'sign_in_code' })
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(SmsGatewayFailed);
      const row = await rows.find((error as SmsGatewayFailed).messageId);
      expect(row).toMatchObject({ status: 'failed', failure: 'unavailable: timeout', gatewayId: null });
      expect(stack.sms.stats().sent).toBe(sent);
    } finally {
      stack.sms.behave({ answerDelayMs: 0 });
    }
  });

  it('raises the 80 % alert once, recounts from the rows when Redis lost the count, and refuses past the budget', async () => {
    const redis = stack.api.app.get<Redis>(REDIS);
    const alerts = async () => (await stack.api.app.get(SmsMetrics).budgetAlerts.get()).values[0]?.value ?? 0;
    const day = new Date().toISOString().slice(0, 10);
    // Three rows so far (two sent, one failed): Redis loses its count, the rows give it back.
    await redis.del(`sms:budget:${day}`);
    for (let n = 4; n <= BUDGET; n += 1) {
      await sender.send({ to: number(n), text: `Bébé Star : code ${n}`, purpose: 'sign_in_code' });
    }
    expect(await redis.get(`sms:budget:${day}`)).toBe(String(BUDGET));
    expect(await alerts()).toBe(1);

    const sent = stack.sms.stats().sent;
    const recorded = await rows.countSince(new Date(`${day}T00:00:00Z`));
    await expect(
      sender.send({ to: number(BUDGET + 1), text: 'Bébé Star : code refusé', purpose: 'sign_in_code' }),
    ).rejects.toBeInstanceOf(SmsBudgetExhausted);
    expect(stack.sms.stats().sent).toBe(sent);
    expect(await rows.countSince(new Date(`${day}T00:00:00Z`))).toBe(recorded);
    expect(await alerts()).toBe(1);
  });
});
