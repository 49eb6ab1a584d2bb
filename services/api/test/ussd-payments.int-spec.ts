import { SANDBOX_CREDENTIALS } from '@app/config';
import { eventually, freePort } from '@app/testing';
import { type RunningSandbox, startSandbox } from '../../payment-sandbox/src';
import { makeBaby, makeContest, makeParticipant } from './support/contest-factories';
import { makeAdmin, makeUser } from './support/factories';
import { makePack } from './support/payment-fixtures';
import { startSmsStack, type SmsStack } from './support/sms-stack';

describe('buying votes by USSD: a whole session, the payment pushed to the phone and confirmed with its PIN', () => {
  let payments: RunningSandbox;
  let stack: SmsStack;
  let participant: { id: number; voteCode: string };
  let pack: { id: number; votes: number };

  beforeAll(async () => {
    const port = await freePort();
    payments = await startSandbox({
      port: 0,
      credentials: SANDBOX_CREDENTIALS,
      intouchCallbackUrl: `http://127.0.0.1:${port}/api/payments/intouch/callback/`,
    });
    stack = await startSmsStack(
      {
        PAYMENTS_MODE: 'sandbox',
        PAYMENT_SANDBOX_URL: payments.url,
        PAYMENT_PROVIDER_TIMEOUT_MS: '1500',
        PAYMENT_POLL_INTERVAL_MS: '150',
      },
      { port },
    );
    // InTouch, the provider that pushes to the phone, is offered once an administrator chooses it.
    const admin = await makeAdmin(stack.api);
    await stack.api.http
      .patch('/api/admin/settings/')
      .set(admin.auth)
      .send({ gateways: ['cinetpay', 'paydunya', 'intouch'] })
      .expect(200);
    const contest = await makeContest(stack.api);
    const parent = await makeUser(stack.api);
    participant = await makeParticipant(
      stack.api,
      contest.id,
      await makeBaby(stack.api, parent.user.id, { name: 'Awa' }),
      parent.user.id,
    );
    pack = await makePack(stack.api, { votes: 10, price: 500 });
  });
  afterAll(async () => {
    await stack.close();
    await payments.close();
  });

  const credits = async (participantId: number) =>
    stack.api.db.query<{ weight: number; channel: string; payment_id: string }[]>(
      "SELECT weight, channel, payment_id FROM vote_ledger WHERE participant_id = $1 AND kind = 'paid'",
      [participantId],
    );

  /** The screens of a session that buys the pack for the participant, up to its end. */
  async function buy(caller: string): Promise<string[]> {
    let step = await stack.sms.phone.dial(caller);
    const screens = [step.screen];
    const packs = (await stack.sms.phone.reply(step.sessionId, '2')).screen;
    screens.push(packs);
    step = await stack.sms.phone.reply(step.sessionId, participant.voteCode);
    screens.push(step.screen);
    const line = step.screen.split('\n').find((text) => text.includes('10 votes : 500 F'))!;
    step = await stack.sms.phone.reply(step.sessionId, line.split('.')[0]);
    screens.push(step.screen);
    step = await stack.sms.phone.reply(step.sessionId, '1');
    expect(step.ended).toBe(true);
    screens.push(step.screen);
    return screens;
  }

  it('credits the pack once when the payer confirms, with an SMS receipt carrying the receipt number', async () => {
    const caller = '+2250707123456';
    const screens = await buy(caller);
    expect(screens[3]).toBe(
      `10 votes pour Awa (${participant.voteCode}) : 500 F par Mobile Money.\n1. Payer\n0. Retour\n00. Accueil`,
    );
    expect(screens[4]).toBe(
      'Demande de paiement de 500 F envoyée sur votre téléphone. Confirmez avec votre code secret Mobile Money. Un SMS vous confirmera vos votes.',
    );

    const [push] = payments.pushes(caller);
    expect(push).toMatchObject({ amount: 500, status: 'INITIATED' });
    const [payment] = await stack.api.db.query<{ status: string; channel: string; user_id: number }[]>(
      'SELECT status, channel, user_id FROM payments WHERE transaction_id = $1',
      [push.id_from_client],
    );
    expect(payment).toMatchObject({ status: 'pending', channel: 'ussd' });
    const [holder] = await stack.api.db.query<{ user_id: number }[]>(
      'SELECT user_id FROM phone_numbers WHERE e164 = $1',
      [caller],
    );
    expect(payment.user_id).toBe(holder.user_id);

    await payments.confirmPush(push.id_from_client, '1234');
    await eventually(async () => (await credits(participant.id)).length > 0);
    await eventually(() => Promise.resolve(stack.sms.messages(caller).length > 0));
    const [credit] = await credits(participant.id);
    expect(credit).toMatchObject({ weight: pack.votes, channel: 'ussd' });
    const [receipt] = stack.sms.messages(caller);
    expect(receipt.text).toContain('500 F CFA');
    expect(receipt.text).toContain(`(code ${participant.voteCode})`);
    const [row] = await stack.api.db.query<{ id: string }[]>(
      "SELECT id FROM vote_ledger WHERE payment_id = $1 AND kind = 'paid'",
      [credit.payment_id],
    );
    expect(receipt.text).toContain(`n° ${row.id}`);

    // The statement of the same number, in a new session, lists the pack.
    let step = await stack.sms.phone.dial(caller);
    step = await stack.sms.phone.reply(step.sessionId, '4');
    expect(step.screen).toContain(`Awa (${participant.voteCode}) : 10 votes, reçu ${row.id}`);

    // The provider calls back again: nothing more is credited or sent.
    await payments.confirmPush(push.id_from_client, '1234').catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await credits(participant.id)).toHaveLength(1);
    expect(stack.sms.messages(caller).filter((message) => message.text.includes('reçu'))).toHaveLength(1);
  });

  it('credits nothing when the payer refuses, and says so by SMS: nothing was paid', async () => {
    const caller = '+2250707654321';
    const before = (await credits(participant.id)).length;
    await buy(caller);
    const [push] = payments.pushes(caller);
    await payments.confirmPush(push.id_from_client, '0000');
    await eventually(() => Promise.resolve(stack.sms.messages(caller).length > 0));
    expect(stack.sms.messages(caller)[0].text).toContain("vous n'avez rien payé");
    const [payment] = await stack.api.db.query<{ status: string }[]>(
      'SELECT status FROM payments WHERE transaction_id = $1',
      [push.id_from_client],
    );
    expect(payment.status).toBe('failed');
    expect(await credits(participant.id)).toHaveLength(before);
  });
});
