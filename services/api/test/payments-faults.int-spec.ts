import { PaymentReconciliation, PaymentSettlement, PaymentsRepository } from '@app/payments';
import { eventually } from '@app/testing';
import { makeAdmin } from './support/factories';
import {
  type Checkout,
  cinetpayNotification,
  creditedVotes,
  eventVerdicts,
  makePack,
  makePurchase,
  paymentStatus,
  startCheckout,
} from './support/payment-fixtures';
import { type PaymentStack, startPaymentStack } from './support/payment-stack';

describe('payments when things go wrong', () => {
  let stack: PaymentStack;

  beforeAll(async () => {
    stack = await startPaymentStack();
  });
  afterAll(() => stack.close());
  afterEach(() => stack.sandbox.reset());

  async function open(provider: 'cinetpay' | 'paydunya' = 'cinetpay', votes = 25): Promise<Checkout> {
    const purchase = await makePurchase(stack.api);
    const pack = await makePack(stack.api, { votes });
    return startCheckout(stack, provider, purchase, pack.id);
  }

  /** The reconciliation sweep, run here in the test instead of by a worker's schedule. */
  const reconciliation = () =>
    new PaymentReconciliation(
      stack.api.config,
      stack.api.app.get(PaymentsRepository),
      stack.api.app.get(PaymentSettlement),
    );

  const postCinetpay = (fields: Record<string, string>, token: string) =>
    stack.api.http.post('/api/payments/cinetpay/callback/').type('form').set('x-token', token).send(fields);

  it('answers the GET ping of the notification URL', async () => {
    await stack.api.http.get('/api/payments/cinetpay/callback/').expect(200);
  });

  it('rejects a forged CinetPay notification and credits nothing, even for a paid transaction', async () => {
    stack.sandbox.behave({ notification: 'none' });
    const checkout = await open();
    await stack.sandbox.decide('cinetpay', checkout.transaction_id, 'pay');
    const { fields, token } = cinetpayNotification(checkout);
    const forged = await postCinetpay(
      fields,
      token.replace(/^./, (char) => (char === 'a' ? 'b' : 'a')),
    ).expect(401);
    expect(forged.body).toEqual({ detail: 'Signature de notification invalide.' });
    await postCinetpay({ ...fields, cpm_amount: '5' }, token).expect(401);
    await postCinetpay(fields, '').expect(401);
    expect(await paymentStatus(stack.api, checkout.id)).toBe('pending');
    expect(await creditedVotes(stack.api, checkout.id)).toEqual({ rows: 0, votes: 0 });
    expect(await eventVerdicts(stack.api, checkout.id, 'notification')).toEqual([
      'rejected_signature',
      'rejected_signature',
      'rejected_signature',
    ]);
  });

  it('rejects a PayDunya IPN with a forged hash and credits nothing', async () => {
    stack.sandbox.behave({ notification: 'none' });
    const checkout = await open('paydunya');
    await stack.sandbox.decide('paydunya', checkout.token ?? '', 'pay');
    const forged = await stack.api.http
      .post('/api/payments/paydunya/ipn/')
      .type('form')
      .send(`data[hash]=${'0'.repeat(128)}&data[status]=completed&data[invoice][token]=${checkout.token}`)
      .expect(401);
    expect(forged.body).toEqual({ detail: 'Signature de notification invalide.' });
    expect(await creditedVotes(stack.api, checkout.id)).toEqual({ rows: 0, votes: 0 });
    expect(await paymentStatus(stack.api, checkout.id)).toBe('pending');
  });

  it('acknowledges and records a signed notification for an unknown transaction, crediting nothing', async () => {
    const { fields, token } = cinetpayNotification({
      transaction_id: 'BS-INCONNUE-42',
      amount: 1000,
      currency: 'XOF',
      site_id: stack.api.config.payments.cinetpay.siteIdXof ?? '',
    });
    const [{ before }] = await stack.api.db.query(
      "SELECT count(*)::int AS before FROM vote_ledger WHERE kind = 'paid'",
    );
    const response = await postCinetpay(fields, token).expect(200);
    expect(response.body).toEqual({ detail: 'Transaction inconnue : notification enregistrée.' });
    const [{ after }] = await stack.api.db.query("SELECT count(*)::int AS after FROM vote_ledger WHERE kind = 'paid'");
    expect(after).toBe(before);
    const rows = await stack.api.db.query(
      `SELECT verdict, payload->>'cpm_trans_id' AS reference FROM payment_events WHERE payment_id IS NULL AND reference = $1`,
      ['BS-INCONNUE-42'],
    );
    expect(rows).toEqual([{ verdict: 'unknown_transaction', reference: 'BS-INCONNUE-42' }]);
  });

  it('flags a success whose amount differs from ours and never credits it', async () => {
    stack.sandbox.behave({ tamperAmount: true });
    const checkout = await open();
    await stack.sandbox.decide('cinetpay', checkout.transaction_id, 'pay');
    expect(await paymentStatus(stack.api, checkout.id)).toBe('flagged');
    const [{ flag_reason: reason }] = await stack.api.db.query('SELECT flag_reason FROM payments WHERE id = $1', [
      checkout.id,
    ]);
    expect(reason).toBe('Montant reçu 2000 au lieu de 1000 XOF.');
    expect(await creditedVotes(stack.api, checkout.id)).toEqual({ rows: 0, votes: 0 });
    const status = await stack.api.http.get(`/api/payments/details/${checkout.transaction_id}/`).expect(200);
    expect(status.body).toMatchObject({ status: 'flagged', success: false });
  });

  it('credits once when the same notification arrives ten times at once', async () => {
    stack.sandbox.behave({ notification: 'none' });
    const checkout = await open();
    await stack.sandbox.decide('cinetpay', checkout.transaction_id, 'pay');
    const { fields, token } = cinetpayNotification(checkout);
    const answers = await Promise.all(Array.from({ length: 10 }, () => postCinetpay(fields, token)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(await creditedVotes(stack.api, checkout.id)).toEqual({ rows: 1, votes: 25 });
    expect(await eventVerdicts(stack.api, checkout.id, 'check')).toEqual(['credited']);
  });

  it('credits once when ten settlements of the same success run at once, without sharing a provider call', async () => {
    const checkout = await open();
    const settlement = stack.api.app.get(PaymentSettlement);
    const verdict = {
      state: 'succeeded' as const,
      amount: 1000,
      currency: 'XOF',
      rawStatus: 'ACCEPTED (00)',
      payload: {},
    };
    const settled = await Promise.all(
      Array.from({ length: 10 }, () => settlement.apply(checkout.id, verdict, 'check')),
    );
    expect(settled.filter((result) => result.outcome === 'credited')).toHaveLength(1);
    expect(settled.filter((result) => result.outcome === 'already_settled')).toHaveLength(9);
    expect(await creditedVotes(stack.api, checkout.id)).toEqual({ rows: 1, votes: 25 });
  });

  it('credits once when the provider itself sends duplicate notifications', async () => {
    stack.sandbox.behave({ duplicateNotifications: 6 });
    const checkout = await open();
    await stack.sandbox.decide('cinetpay', checkout.transaction_id, 'pay');
    expect(await creditedVotes(stack.api, checkout.id)).toEqual({ rows: 1, votes: 25 });
  });

  it('does not treat a first WAITING_FOR_CUSTOMER as a failure', async () => {
    stack.sandbox.behave({ firstWaiting: true, statusDelayMs: 400 });
    const checkout = await open();
    await stack.sandbox.decide('cinetpay', checkout.transaction_id, 'pay');
    await eventually(async () => (await paymentStatus(stack.api, checkout.id)) === 'succeeded');
    expect(await eventVerdicts(stack.api, checkout.id, 'check')).not.toContain('failed');
    expect(await creditedVotes(stack.api, checkout.id)).toEqual({ rows: 1, votes: 25 });
  });

  it('gives a clear French error and leaves no pending payment when the provider is down at creation', async () => {
    stack.sandbox.behave({ initFailure: 'error' });
    const purchase = await makePurchase(stack.api);
    const pack = await makePack(stack.api);
    const down = await stack.api.http
      .post('/api/payments/cinetpay/init/')
      .set(purchase.buyer.auth)
      .send({ participant: purchase.participantId, pack: pack.id })
      .expect(502);
    expect(down.body).toEqual({
      detail:
        "Erreur de communication avec CinetPay. Aucun montant n'a été débité, veuillez réessayer dans un instant.",
    });
    stack.sandbox.behave({ initFailure: 'timeout' });
    const slow = await stack.api.http
      .post('/api/payments/paydunya/init/')
      .set(purchase.buyer.auth)
      .send({ participant: purchase.participantId, pack: pack.id })
      .expect(502);
    expect(slow.body.detail).toMatch(/^Erreur de communication avec PayDunya/);
    const rows = await stack.api.db.query(
      'SELECT status, provider_status FROM payments WHERE user_id = $1 ORDER BY id',
      [purchase.buyer.user.id],
    );
    expect(rows).toEqual([
      { status: 'failed', provider_status: 'INIT_UNAVAILABLE' },
      { status: 'failed', provider_status: 'INIT_UNAVAILABLE' },
    ]);
  });

  it('credits once through reconciliation when the provider was down at completion and comes back', async () => {
    stack.sandbox.behave({ checkFailure: 'error' });
    const checkout = await open();
    await stack.sandbox.decide('cinetpay', checkout.transaction_id, 'pay');
    expect(await paymentStatus(stack.api, checkout.id)).toBe('pending');
    const makeDue = () =>
      stack.api.db.query(
        `UPDATE payments SET created_at = now() - interval '10 minutes', last_checked_at = now() - interval '1 hour'
         WHERE id = $1`,
        [checkout.id],
      );
    await makeDue();
    const sweep = reconciliation();
    expect((await sweep.run()).unavailable).toBeGreaterThanOrEqual(1);
    expect(await paymentStatus(stack.api, checkout.id)).toBe('pending');

    stack.sandbox.behave({ checkFailure: null });
    await makeDue();
    expect((await sweep.run()).credited).toBe(1);
    await sweep.run();
    expect(await creditedVotes(stack.api, checkout.id)).toEqual({ rows: 1, votes: 25 });
  });

  it('still credits the votes paid for when the pack is deleted while the payment is pending', async () => {
    stack.sandbox.behave({ notification: 'none' });
    const checkout = await open('cinetpay', 40);
    const [{ pack_id: packId }] = await stack.api.db.query('SELECT pack_id FROM payments WHERE id = $1', [checkout.id]);
    await stack.api.db.query('UPDATE vote_packs SET deleted_at = now(), votes_count = 1 WHERE id = $1', [packId]);
    await stack.sandbox.decide('cinetpay', checkout.transaction_id, 'pay');
    await stack.api.app.get(PaymentSettlement).refresh(checkout.id, 'check');
    expect(await creditedVotes(stack.api, checkout.id)).toEqual({ rows: 1, votes: 40 });
  });

  it('expires a payment left pending past its lifetime, and a later verified success still credits it', async () => {
    stack.sandbox.behave({ notification: 'none' });
    const checkout = await open();
    await stack.api.db.query(`UPDATE payments SET created_at = now() - interval '25 hours' WHERE id = $1`, [
      checkout.id,
    ]);
    await reconciliation().run();
    expect(await paymentStatus(stack.api, checkout.id)).toBe('expired');
    expect(await creditedVotes(stack.api, checkout.id)).toEqual({ rows: 0, votes: 0 });

    await stack.sandbox.decide('cinetpay', checkout.transaction_id, 'pay');
    const { fields, token } = cinetpayNotification(checkout);
    await postCinetpay(fields, token).expect(200);
    expect(await paymentStatus(stack.api, checkout.id)).toBe('succeeded');
    expect(await creditedVotes(stack.api, checkout.id)).toEqual({ rows: 1, votes: 25 });
  });

  it('lets an administrator ask the provider again, which credits a payment nobody told us about', async () => {
    stack.sandbox.behave({ notification: 'none' });
    const checkout = await open();
    await stack.sandbox.decide('cinetpay', checkout.transaction_id, 'pay');
    const admin = await makeAdmin(stack.api);
    const recheck = await stack.api.http
      .post(`/api/payments/admin/payments/${checkout.id}/recheck/`)
      .set(admin.auth)
      .expect(200);
    expect(recheck.body).toMatchObject({ outcome: 'credited', payment: { status: 'succeeded' } });
    await stack.api.http.post(`/api/payments/admin/payments/${checkout.id}/recheck/`).set(admin.auth).expect(200);
    expect(await creditedVotes(stack.api, checkout.id)).toEqual({ rows: 1, votes: 25 });
  });

  it('keeps every inbound message as an append-only record', async () => {
    await expect(stack.api.db.query('DELETE FROM payment_events')).rejects.toThrow(/append-only/);
    await expect(stack.api.db.query("UPDATE payment_events SET verdict = 'x'")).rejects.toThrow(/append-only/);
  });

  // With a worker running from here on: its polling and reconciliation take part.
  it('credits through polling alone when no notification ever comes', async () => {
    stack.sandbox.behave({ notification: 'none' });
    await stack.api.startWorker();
    const checkout = await open();
    await stack.sandbox.decide('cinetpay', checkout.transaction_id, 'pay');
    await eventually(async () => (await paymentStatus(stack.api, checkout.id)) === 'succeeded');
    expect(await creditedVotes(stack.api, checkout.id)).toEqual({ rows: 1, votes: 25 });
  });

  it('credits once when notification, polling, reconciliation and the result page race', async () => {
    stack.sandbox.behave({ notification: 'after_return', notificationDelayMs: 300 });
    await stack.api.startWorker();
    const checkouts = await Promise.all(Array.from({ length: 4 }, () => open()));
    await Promise.all(checkouts.map((checkout) => stack.sandbox.decide('cinetpay', checkout.transaction_id, 'pay')));
    await stack.api.db.query(`UPDATE payments SET created_at = now() - interval '10 minutes' WHERE id = ANY($1)`, [
      checkouts.map((checkout) => checkout.id),
    ]);
    const sweep = (await stack.api.startWorker()).get(PaymentReconciliation);
    await Promise.all([
      sweep.run(),
      sweep.run(),
      ...checkouts.map((checkout) =>
        stack.api.http.get('/api/payments/cinetpay/status/').query({ transaction_id: checkout.transaction_id }),
      ),
    ]);
    for (const checkout of checkouts) {
      await eventually(async () => (await eventVerdicts(stack.api, checkout.id, 'notification')).length > 0);
      expect(await creditedVotes(stack.api, checkout.id)).toEqual({ rows: 1, votes: 25 });
    }
  });
});
