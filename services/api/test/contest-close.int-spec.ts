import type { INestApplicationContext } from '@nestjs/common';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { QueueName } from '@app/jobs';
import { ContestStatusProcessor } from '@app/contests/contests/contest-status.processor';
import { insertHeld, insertReversal, ledgerRow, ledgerRows } from '@app/testing';
import { makeBaby, makeParticipant } from './support/contest-factories';
import { makeAdmin, type MadeUser } from './support/factories';
import {
  creditedVotes,
  eventVerdicts,
  makePack,
  makePurchase,
  paymentStatus,
  startCheckout,
} from './support/payment-fixtures';
import { type PaymentStack, startPaymentStack } from './support/payment-stack';

/** Ends the contest now, as its end date passing would, and lets the worker close it and record its winners. */
async function close(stack: PaymentStack, worker: INestApplicationContext, contestId: number): Promise<void> {
  await stack.api.db.query(
    `UPDATE contests SET end_date = now(), start_date = now() - interval '2 days' WHERE id = $1`,
    [contestId],
  );
  const { closed } = await worker.get(ContestStatusProcessor).sync();
  expect(closed).toContain(contestId);
}

const winners = async (stack: PaymentStack, contestId: number) =>
  (
    await stack.api.db.query(
      'SELECT rank, participant_id FROM winners WHERE contest_id = $1 AND revoked_at IS NULL ORDER BY rank',
      [contestId],
    )
  ).map((row: { rank: number; participant_id: number }) => [row.rank, row.participant_id]);

describe('close means closed', () => {
  let stack: PaymentStack;
  let worker: INestApplicationContext;
  let admin: MadeUser;

  beforeAll(async () => {
    stack = await startPaymentStack({ PAYMENTS_CLOSE_BEFORE_END_MINUTES: '5' });
    worker = await stack.api.startWorker();
    admin = await makeAdmin(stack.api);
  });
  afterAll(() => stack.close());
  afterEach(() => stack.sandbox.reset());

  /** Another child of the contest, with `votes` free votes: the podium's first place while the buyer has none. */
  async function rivalWith(contestId: number, name: string, votes: number): Promise<number> {
    const baby = await makeBaby(stack.api, admin.user.id, { name });
    const { id: rival } = await makeParticipant(stack.api, contestId, baby, admin.user.id);
    await ledgerRows(
      stack.api.db,
      Array.from({ length: votes }, (_, index) => ({
        kind: 'free' as const,
        contestId,
        participantId: rival,
        ipHash: 'b'.repeat(32),
        idempotencyKey: `rival-${rival}-${index + 1}`,
      })),
    );
    return rival;
  }

  it('never credits a payment confirmed after the end: settled late, the buyer told, listed for refund, refunded once', async () => {
    const purchase = await makePurchase(stack.api);
    const rival = await rivalWith(purchase.contestId, 'Binta', 3);
    await stack.api.db.query('UPDATE users SET contact_number = $2 WHERE id = $1', [
      purchase.buyer.user.id,
      '+225 07 01 23 45 67',
    ]);
    const pack = await makePack(stack.api, { price: 5000, votes: 150 });
    const checkout = await startCheckout(stack, 'cinetpay', purchase, pack.id);

    await close(stack, worker, purchase.contestId);
    expect(await winners(stack, purchase.contestId)).toEqual([[1, rival]]);

    // The buyer pays after the close, with the final standings in view.
    await stack.sandbox.decide('cinetpay', checkout.transaction_id, 'pay');
    expect(await paymentStatus(stack.api, checkout.id)).toBe('late');
    expect(await creditedVotes(stack.api, checkout.id)).toEqual({ rows: 0, votes: 0 });
    expect(await eventVerdicts(stack.api, checkout.id)).toContain('late');

    const status = await stack.api.http.get(`/api/payments/payments/${checkout.transaction_id}/status/`).expect(200);
    expect(status.body).toMatchObject({
      status: 'late',
      status_label: 'Paiement reçu après la clôture',
      success: false,
      receipt: null,
      amount_paid: 5000,
      message:
        "Votre paiement est arrivé après la fin du concours : aucun vote n'a été crédité. Il vous sera remboursé.",
      refund: { status: 'to_refund', refunded_at: null, reference: null },
    });

    // Told by e-mail and by notification, once each.
    const mail = await stack.api.app
      .get<Queue>(getQueueToken(QueueName.Mail))
      .getJob(`payment-late-mail-${checkout.id}`);
    expect(mail?.data).toMatchObject({ to: purchase.buyer.user.email });
    expect((mail?.data as { text: string }).text).toContain(checkout.transaction_id);
    const notice = await stack.api.app
      .get<Queue>(getQueueToken(QueueName.NotifyPayment))
      .getJob(`payment-late-${checkout.id}`);
    expect(notice?.data).toMatchObject({ user_id: purchase.buyer.user.id, title: 'Paiement reçu après la clôture' });

    // The ranking, the winners and a recompute stay as the close left them.
    const ranking = await stack.api.http.get(`/api/contests/contests/${purchase.contestId}/ranking/`).expect(200);
    expect(JSON.stringify(ranking.body)).not.toContain('"vote_count":150');
    const recompute = await stack.api.http
      .post(`/api/contests/admin/contests/${purchase.contestId}/winners/recompute/`)
      .set(admin.auth)
      .send({ reason: 'Contrôle après la clôture' })
      .expect(200);
    expect(recompute.body.changed).toBe(false);
    expect(await winners(stack, purchase.contestId)).toEqual([[1, rival]]);

    // The refund list of the back office, then the refund recorded once, audited.
    const list = await stack.api.http.get('/api/payments/admin/payments/?to_refund=true').set(admin.auth).expect(200);
    expect(list.body.results).toEqual([
      expect.objectContaining({
        id: checkout.id,
        status: 'late',
        amount: 5000,
        transaction_id: checkout.transaction_id,
        payer_phone: '+225 •••••• 45 67',
        refund: { refunded_at: null, reference: null },
      }),
    ]);
    await stack.api.http
      .post(`/api/payments/admin/payments/${checkout.id}/refund/`)
      .set(admin.auth)
      .send({ reference: '' })
      .expect(400);
    const refunded = await stack.api.http
      .post(`/api/payments/admin/payments/${checkout.id}/refund/`)
      .set(admin.auth)
      .send({ reference: 'RB-2026-000123' })
      .expect(200);
    expect(refunded.body).toMatchObject({
      detail: 'Remboursement enregistré.',
      payment: { refund: { reference: 'RB-2026-000123', refunded_at: expect.any(String) } },
    });
    const again = await stack.api.http
      .post(`/api/payments/admin/payments/${checkout.id}/refund/`)
      .set(admin.auth)
      .send({ reference: 'RB-AUTRE' })
      .expect(409);
    expect(again.body.detail).toBe('Ce paiement a déjà été remboursé (référence RB-2026-000123).');
    expect(
      (await stack.api.http.get('/api/payments/admin/payments/?to_refund=true').set(admin.auth).expect(200)).body.count,
    ).toBe(0);
    const audit = await stack.api.http.get('/api/admin/audit-log/?action=refund_payment').set(admin.auth).expect(200);
    expect(audit.body.results).toEqual([
      expect.objectContaining({ action: 'refund_payment', subject_id: checkout.id }),
    ]);

    // "Mes paiements" says it was refunded.
    const mine = await stack.api.http.get('/api/payments/mine/').set(purchase.buyer.auth).expect(200);
    expect(mine.body.results).toEqual([
      expect.objectContaining({
        id: checkout.id,
        status: 'late',
        refund: expect.objectContaining({ status: 'refunded', reference: 'RB-2026-000123' }),
        message: expect.stringContaining('(référence RB-2026-000123)'),
      }),
    ]);
    await stack.api.http.get('/api/payments/mine/').expect(401);
  });

  it('opens no checkout in the last minutes of a contest', async () => {
    const purchase = await makePurchase(stack.api);
    const pack = await makePack(stack.api);
    await stack.api.db.query(`UPDATE contests SET end_date = now() + interval '4 minutes' WHERE id = $1`, [
      purchase.contestId,
    ]);
    const refused = await stack.api.http
      .post('/api/payments/cinetpay/init/')
      .set(purchase.buyer.auth)
      .send({ participant: purchase.participantId, pack: pack.id })
      .expect(409);
    expect(refused.body).toEqual({ detail: 'Les achats de votes ferment 5 minutes avant la fin du concours.' });
    const settings = await stack.api.http.get('/api/settings/').expect(200);
    expect(settings.body.purchases_close_minutes).toBe(5);

    await stack.api.db.query(`UPDATE contests SET end_date = now() + interval '6 minutes' WHERE id = $1`, [
      purchase.contestId,
    ]);
    await startCheckout(stack, 'cinetpay', purchase, pack.id);
  });

  it('takes no purchase through a provider withdrawn in the settings', async () => {
    const purchase = await makePurchase(stack.api);
    const pack = await makePack(stack.api);
    await stack.api.http
      .patch('/api/admin/settings/')
      .set(admin.auth)
      .send({ gateways: ['paydunya'] })
      .expect(200);
    try {
      const refused = await stack.api.http
        .post('/api/payments/cinetpay/init/')
        .set(purchase.buyer.auth)
        .send({ participant: purchase.participantId, pack: pack.id })
        .expect(409);
      expect(refused.body.detail).toBe(
        "CinetPay n'est plus proposé pour le moment. Veuillez choisir un autre moyen de paiement.",
      );
      await startCheckout(stack, 'paydunya', purchase, pack.id);
    } finally {
      await stack.api.http
        .patch('/api/admin/settings/')
        .set(admin.auth)
        .send({ gateways: ['cinetpay', 'paydunya'] })
        .expect(200);
    }
  });

  it('refuses, whoever writes, a vote row of a contest that has ended, and still takes its reversals', async () => {
    const purchase = await makePurchase(stack.api);
    const row = { contestId: purchase.contestId, participantId: purchase.participantId, ipHash: 'c'.repeat(32) };
    const vote = await ledgerRow(stack.api.db, { ...row, kind: 'free', idempotencyKey: 'close-before-end' });
    await stack.api.db.query(`UPDATE contests SET end_date = now() WHERE id = $1`, [purchase.contestId]);
    const ended = { driverError: expect.objectContaining({ code: 'BS001' }) };
    await expect(
      ledgerRow(stack.api.db, { ...row, kind: 'free', idempotencyKey: 'close-after-end-free' }),
    ).rejects.toMatchObject(ended);
    await expect(insertHeld(stack.api.db, { ...row, idempotencyKey: 'close-after-end-held' })).rejects.toMatchObject(
      ended,
    );
    await insertReversal(stack.api.db, vote, {
      ipHash: row.ipHash,
      actorId: admin.user.id,
      idempotencyKey: 'close-reversal',
    });
    // The vote route answers the contest's end, not an error.
    const voted = await stack.api.http
      .post(`/api/contests/participants/${purchase.participantId}/vote/`)
      .set(purchase.buyer.auth)
      .set('Idempotency-Key', 'close-vote-after-end');
    expect(voted.status).toBe(400);
    expect(voted.body.detail).toBe('Le concours est terminé');
  });

  it('counts at a recompute no vote dated after the end, even one written before the ledger refused them', async () => {
    const purchase = await makePurchase(stack.api);
    const rival = await rivalWith(purchase.contestId, 'Coumba', 2);
    await close(stack, worker, purchase.contestId);
    // Rows of the kind an older version wrote: votes dated after the end.
    await stack.api.db.query('ALTER TABLE vote_ledger DISABLE TRIGGER vote_ledger_before_close');
    try {
      const late = new Date(Date.now() + 1000);
      await ledgerRows(
        stack.api.db,
        Array.from({ length: 5 }, (_, index) => ({
          kind: 'free' as const,
          contestId: purchase.contestId,
          participantId: purchase.participantId,
          ipHash: 'd'.repeat(32),
          idempotencyKey: `recompute-late-${index + 1}`,
          createdAt: late,
        })),
      );
    } finally {
      await stack.api.db.query('ALTER TABLE vote_ledger ENABLE TRIGGER vote_ledger_before_close');
    }
    const recompute = await stack.api.http
      .post(`/api/contests/admin/contests/${purchase.contestId}/winners/recompute/`)
      .set(admin.auth)
      .send({ reason: 'Contrôle après la clôture' })
      .expect(200);
    expect(recompute.body.changed).toBe(false);
    expect(await winners(stack, purchase.contestId)).toEqual([[1, rival]]);
  });
});
