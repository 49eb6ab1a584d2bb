import { SANDBOX_CREDENTIALS, SMS_SANDBOX_CREDENTIALS } from '@app/config';
import { PhoneVoters } from '@app/identity';
import { PaymentPush, type PushRequest } from '@app/payments';
import { recipientHash } from '@app/sms';
import { eventually } from '@app/testing';
import { type RunningSmsSandbox, startSmsSandbox } from '../../sms-sandbox/src';
import { makeBaby, makeContest, makeParticipant } from './support/contest-factories';
import { makeAdmin, makeUser } from './support/factories';
import { creditedVotes, eventVerdicts, makePack, paymentStatus } from './support/payment-fixtures';
import { type PaymentStack, startPaymentStack } from './support/payment-stack';

interface Target {
  participantId: number;
  contestId: number;
  voteCode: string;
}

interface StoredPayment {
  id: number;
  status: string;
  channel: string;
  provider: string;
  checkout_url: string | null;
  provider_token: string | null;
  user_id: number;
}

describe("a payment pushed to the payer's phone (the USSD menu's purchases)", () => {
  let stack: PaymentStack;
  let sms: RunningSmsSandbox;
  let pack: { id: number; votes: number };
  let admin: Awaited<ReturnType<typeof makeAdmin>>;
  let numbers = 0;

  const offer = (gateways: string[]) =>
    stack.api.http.patch('/api/admin/settings/').set(admin.auth).send({ gateways }).expect(200);

  beforeAll(async () => {
    sms = await startSmsSandbox({ port: 0, credentials: SMS_SANDBOX_CREDENTIALS });
    stack = await startPaymentStack({ SMS_MODE: 'sandbox', SMS_SANDBOX_URL: sms.url, SMS_GATEWAY_TIMEOUT_MS: '1500' });
    admin = await makeAdmin(stack.api);
    // InTouch is offered only once an administrator chooses it, and a provider withdrawn takes no purchase.
    await offer(['cinetpay', 'paydunya', 'intouch']);
    pack = await makePack(stack.api, { name: 'Pack 10 votes', votes: 10, price: 500 });
  });
  afterAll(async () => {
    await stack.close();
    await sms.close();
  });
  afterEach(() => {
    stack.sandbox.reset();
    sms.reset();
  });

  /** A new Orange Money CI number, as the network gives it. */
  const nextNumber = () => `+22507${String(1_000_000 + (numbers += 1)).padStart(8, '0')}`;

  /** The account of a number the network vouched for (a USSD caller's). */
  const voter = async (phoneNumber: string) => (await stack.api.app.get(PhoneVoters).voterFor(phoneNumber)).userId;

  async function target(): Promise<Target> {
    const contest = await makeContest(stack.api);
    const parent = await makeUser(stack.api);
    const baby = await makeBaby(stack.api, parent.user.id, { name: 'Aïcha' });
    const participant = await makeParticipant(stack.api, contest.id, baby, parent.user.id);
    return { participantId: participant.id, contestId: contest.id, voteCode: participant.voteCode };
  }

  const push = (request: Omit<PushRequest, 'channel'>) =>
    stack.api.app.get(PaymentPush).push({ ...request, channel: 'ussd' });

  async function stored(transactionId: string): Promise<StoredPayment> {
    const [row] = await stack.api.db.query<StoredPayment[]>(
      `SELECT id::int, status, channel, provider, checkout_url, provider_token, user_id
         FROM payments WHERE transaction_id = $1`,
      [transactionId],
    );
    return row;
  }

  const texts = (phoneNumber: string) => sms.messages(phoneNumber).map((message) => message.text);
  const textArrived = (phoneNumber: string) => eventually(() => Promise.resolve(texts(phoneNumber).length > 0));

  /** InTouch calling its callback again, exactly as it did. */
  async function replayCallback(body: Record<string, unknown>): Promise<number> {
    const { callbackUsername, callbackPassword } = SANDBOX_CREDENTIALS.intouch;
    const response = await stack.api.http
      .post('/api/payments/intouch/callback/')
      .auth(callbackUsername, callbackPassword)
      .send(body);
    return response.status;
  }

  it('sends the request to the phone, credits the pack once the payer confirms, and texts the numbered receipt once', async () => {
    const phoneNumber = nextNumber();
    const userId = await voter(phoneNumber);
    const { participantId, voteCode } = await target();

    const pushed = await push({ userId, phoneNumber, packId: pack.id, participantId });
    expect(pushed).toEqual({
      transactionId: expect.stringMatching(/^BS\d+U\d+P\d+R[0-9A-F]{12}$/),
      amount: 500,
      currency: 'XOF',
      votes: 10,
      packName: 'Pack 10 votes',
    });
    const [request] = stack.sandbox.pushes(phoneNumber);
    expect(request).toMatchObject({
      id_from_client: pushed.transactionId,
      amount: 500,
      service_code: 'PAIEMENTMARCHANDOMPAYCIDIRECT',
      phone_number: phoneNumber,
      status: 'INITIATED',
    });
    const payment = await stored(pushed.transactionId);
    expect(payment).toMatchObject({
      status: 'pending',
      channel: 'ussd',
      provider: 'intouch',
      checkout_url: null,
      provider_token: request.id_from_gu,
      user_id: userId,
    });
    const phonePage = await fetch(`${stack.sandbox.url}/intouch/telephone/${encodeURIComponent(phoneNumber)}`);
    expect(await phonePage.text()).toContain('Bébé Star demande 500 F CFA. Entrez votre code secret pour confirmer.');

    expect(await stack.sandbox.confirmPush(pushed.transactionId, '4821')).toBe('SUCCESSFUL');
    expect(await paymentStatus(stack.api, payment.id)).toBe('succeeded');
    expect(await creditedVotes(stack.api, payment.id)).toEqual({ rows: 1, votes: 10 });
    const [credit] = await stack.api.db.query<{ id: string; channel: string; voter_id: number }[]>(
      "SELECT id, channel, voter_id FROM vote_ledger WHERE payment_id = $1 AND kind = 'paid'",
      [payment.id],
    );
    expect(credit).toMatchObject({ channel: 'ussd', voter_id: userId });

    const receipt = `Bébé Star : paiement de 500 F CFA reçu. 10 votes pour Aïcha (code ${voteCode}). Reçu n° ${credit.id}.`;
    await textArrived(phoneNumber);
    expect(texts(phoneNumber)).toEqual([receipt]);
    const recorded = await stack.api.db.query<{ purpose: string }[]>(
      'SELECT purpose FROM sms_messages WHERE to_hash = $1',
      [recipientHash(stack.api.config.voting.ipHashSecret, phoneNumber)],
    );
    expect(recorded).toEqual([{ purpose: 'payment_receipt' }]);

    // InTouch calling back again, and the payer's phone answering twice, change nothing.
    expect(
      await replayCallback({
        idFromClient: pushed.transactionId,
        idFromGU: request.id_from_gu,
        amount: 500,
        status: 'SUCCESSFUL',
      }),
    ).toBe(200);
    await expect(stack.sandbox.confirmPush(pushed.transactionId, '4821')).rejects.toThrow('déjà reçu une réponse');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await creditedVotes(stack.api, payment.id)).toEqual({ rows: 1, votes: 10 });
    expect(texts(phoneNumber)).toEqual([receipt]);
    expect(await eventVerdicts(stack.api, payment.id)).toEqual(['created', 'credited', 'accepted', 'accepted']);
  });

  it('credits nothing when the payer refuses or has too little money, and tells them once that nothing was paid', async () => {
    const { participantId } = await target();
    const refusing = nextNumber();
    const refused = await push({
      userId: await voter(refusing),
      phoneNumber: refusing,
      packId: pack.id,
      participantId,
    });
    const page = await fetch(
      `${stack.sandbox.url}/intouch/telephone/${encodeURIComponent(refusing)}/${refused.transactionId}`,
      {
        method: 'POST',
        body: new URLSearchParams({ decision: 'refuse' }),
        redirect: 'manual',
      },
    );
    expect(page.status).toBe(303);
    const poor = nextNumber();
    const unpaid = await push({ userId: await voter(poor), phoneNumber: poor, packId: pack.id, participantId });
    expect(await stack.sandbox.confirmPush(unpaid.transactionId, '0000')).toBe('FAILED');

    for (const [phoneNumber, transactionId] of [
      [refusing, refused.transactionId],
      [poor, unpaid.transactionId],
    ]) {
      const payment = await stored(transactionId);
      expect(payment.status).toBe('failed');
      expect(await creditedVotes(stack.api, payment.id)).toEqual({ rows: 0, votes: 0 });
      await textArrived(phoneNumber);
      expect(await replayCallback({ idFromClient: transactionId, amount: 500, status: 'FAILED' })).toBe(200);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const phoneNumber of [refusing, poor]) {
      expect(texts(phoneNumber)).toEqual(["Bébé Star : paiement de 500 F CFA non abouti, vous n'avez rien payé."]);
    }
  });

  it('never credits a payment confirmed after the contest ended: late, the payer told of the refund', async () => {
    const phoneNumber = nextNumber();
    const { participantId, contestId } = await target();
    const pushed = await push({ userId: await voter(phoneNumber), phoneNumber, packId: pack.id, participantId });
    await stack.api.db.query(
      `UPDATE contests SET status = 'closed', end_date = now() - interval '1 second' WHERE id = $1`,
      [contestId],
    );

    expect(await stack.sandbox.confirmPush(pushed.transactionId)).toBe('SUCCESSFUL');
    const payment = await stored(pushed.transactionId);
    expect(payment.status).toBe('late');
    expect(await creditedVotes(stack.api, payment.id)).toEqual({ rows: 0, votes: 0 });
    await textArrived(phoneNumber);
    expect(texts(phoneNumber)).toEqual([
      `Bébé Star : paiement de 500 F CFA reçu après la fin du concours, aucun vote crédité. Il vous sera remboursé (réf. ${pushed.transactionId}).`,
    ]);
  });

  it('lets the worker find a request the payer never answered: expired, and the payer told', async () => {
    await stack.api.startWorker();
    stack.sandbox.behave({ pushExpiryMs: 300 });
    const phoneNumber = nextNumber();
    const { participantId } = await target();
    const pushed = await push({ userId: await voter(phoneNumber), phoneNumber, packId: pack.id, participantId });
    const payment = await stored(pushed.transactionId);

    await eventually(async () => (await paymentStatus(stack.api, payment.id)) === 'expired');
    expect(await creditedVotes(stack.api, payment.id)).toEqual({ rows: 0, votes: 0 });
    await textArrived(phoneNumber);
    expect(texts(phoneNumber)).toEqual(["Bébé Star : paiement de 500 F CFA non abouti, vous n'avez rien payé."]);
  });

  it('refuses in French, writing nothing, what it cannot push', async () => {
    const phoneNumber = nextNumber();
    const userId = await voter(phoneNumber);
    const { participantId, contestId } = await target();
    const refusal = (request: Partial<Omit<PushRequest, 'channel'>>) =>
      push({ userId, phoneNumber, packId: pack.id, participantId, ...request }).then(
        () => {
          throw new Error('pushed');
        },
        (error: { status: number; body: unknown }) => ({ status: error.status, body: error.body }),
      );

    const noPush = { status: 422, body: { detail: "Le paiement mobile n'est pas proposé pour ce numéro." } };
    expect(await refusal({ phoneNumber: '+237699000000' })).toEqual(noPush);
    expect(await refusal({ phoneNumber: '+221761234567' })).toEqual(noPush);
    const invalid = { status: 400, body: { detail: "Ce numéro de téléphone n'est pas valide." } };
    expect(await refusal({ phoneNumber: '07 07 07 07 07' })).toEqual(invalid);
    expect(await refusal({ phoneNumber: '+22507' })).toEqual(invalid);
    expect(await refusal({ packId: 999_999 })).toEqual({ status: 404, body: { detail: 'Pack de votes non trouvé' } });
    expect(await refusal({ participantId: 999_999 })).toEqual({
      status: 404,
      body: { detail: 'Participant non trouvé' },
    });

    await offer(['cinetpay', 'paydunya']);
    expect(await refusal({})).toEqual(noPush);
    await offer(['cinetpay', 'paydunya', 'intouch']);

    await stack.api.db.query(`UPDATE contests SET end_date = now() + interval '2 minutes' WHERE id = $1`, [contestId]);
    expect(await refusal({})).toEqual({
      status: 409,
      body: { detail: 'Les achats de votes ferment 5 minutes avant la fin du concours.' },
    });
    await stack.api.db.query(`UPDATE contests SET status = 'closed' WHERE id = $1`, [contestId]);
    expect(await refusal({})).toEqual({ status: 400, body: { detail: 'Le concours est terminé' } });

    const [{ count }] = await stack.api.db.query<{ count: number }[]>(
      'SELECT count(*)::int AS count FROM payments WHERE user_id = $1',
      [userId],
    );
    expect(count).toBe(0);
    expect(stack.sandbox.pushes()).toEqual([]);
  });

  it('ends the payment failed when InTouch cannot be reached, and says so', async () => {
    stack.sandbox.behave({ initFailure: 'error' });
    const phoneNumber = nextNumber();
    const userId = await voter(phoneNumber);
    const { participantId } = await target();
    await expect(push({ userId, phoneNumber, packId: pack.id, participantId })).rejects.toMatchObject({
      status: 502,
      body: {
        detail:
          "Erreur de communication avec InTouch. Aucun montant n'a été débité, veuillez réessayer dans un instant.",
      },
    });
    const [payment] = await stack.api.db.query<{ status: string; provider_status: string }[]>(
      'SELECT status, provider_status FROM payments WHERE user_id = $1',
      [userId],
    );
    expect(payment).toEqual({ status: 'failed', provider_status: 'INIT_UNAVAILABLE' });
  });
});
