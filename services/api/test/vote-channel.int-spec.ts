import { receiptProblems, type ReceiptProof, toHex, voteLeafHash } from '@app/contracts';
import { TransparencyLog } from '@app/transparency';
import { VoteService } from '@app/voting';
import { makeAdmin, makeUser, type MadeUser } from './support/factories';
import { rowLogged } from './support/log-fixtures';
import { makePack, makePurchase, paymentStatus, startCheckout } from './support/payment-fixtures';
import { type PaymentStack, startPaymentStack } from './support/payment-stack';

interface LedgerRow {
  id: number;
  kind: string;
  channel: string;
  leaf_version: number;
}

interface StatementLine {
  id: number;
  kind: string;
  channel: string;
}

/**
 * Every ledger row records the channel its vote came through, and the public leaf v3 carries it: a
 * free vote cast by SMS and a pack paid through a USSD session's mobile-money push are the same rows
 * and leaves as the site's, with their channel; the parent's statement and the back office show it.
 */
describe('the channel of a vote, from the ledger to the public log', () => {
  let stack: PaymentStack;

  beforeAll(async () => {
    stack = await startPaymentStack();
  });
  afterAll(() => stack.close());
  afterEach(() => stack.sandbox.reset());

  const numberOf = async (voter: MadeUser): Promise<number> =>
    (await stack.api.db.query<{ id: number }[]>('SELECT id FROM phone_numbers WHERE user_id = $1', [voter.user.id]))[0]
      .id;

  const rowsOf = (ids: number[]): Promise<LedgerRow[]> =>
    stack.api.db.query(
      'SELECT id::int, kind, channel, leaf_version FROM vote_ledger WHERE id = ANY($1::bigint[]) ORDER BY id',
      [ids],
    );

  async function proofOf(ledgerId: number): Promise<ReceiptProof & { leaf_hash: string }> {
    const log = (await stack.api.startWorker()).get(TransparencyLog);
    await rowLogged(stack.api, log, ledgerId);
    await log.publishHead();
    const response = await stack.api.http.get(`/api/transparency/receipts/${ledgerId}/`).expect(200);
    return response.body as ReceiptProof & { leaf_hash: string };
  }

  it('writes an SMS vote and a USSD pack with their channel, in their rows, their v3 leaves and the statement', async () => {
    const purchase = await makePurchase(stack.api);
    const voter = await makeUser(stack.api, { daysOld: 30 });

    // A free vote by SMS: the same vote service as the site's, the channel its caller's.
    const vote = await stack.api.app.get(VoteService).vote({
      voterId: voter.user.id,
      tokenIssuedMs: Date.now(),
      phoneNumberId: await numberOf(voter),
      numberSinceMs: undefined,
      participantId: purchase.participantId,
      ip: '198.51.100.47',
      deviceId: null,
      idempotencyKey: undefined,
      proof: undefined,
      automated: false,
      channel: 'sms',
    });
    expect(vote.status).toBe('counted');

    // A pack paid through a USSD session: the payment's channel is the credit's.
    const pack = await makePack(stack.api, { price: 500, votes: 10 });
    const checkout = await startCheckout(stack, 'cinetpay', purchase, pack.id);
    await stack.api.db.query(`UPDATE payments SET channel = 'ussd' WHERE id = $1`, [checkout.id]);
    await stack.sandbox.decide('cinetpay', checkout.transaction_id, 'pay');
    expect(await paymentStatus(stack.api, checkout.id)).toBe('succeeded');
    const [{ id: creditId }] = await stack.api.db.query<{ id: number }[]>(
      `SELECT id::int FROM vote_ledger WHERE payment_id = $1 AND kind = 'paid'`,
      [checkout.id],
    );

    expect(await rowsOf([vote.id, creditId])).toEqual([
      { id: vote.id, kind: 'free', channel: 'sms', leaf_version: 3 },
      { id: creditId, kind: 'paid', channel: 'ussd', leaf_version: 3 },
    ]);

    // The public log's leaves say where each vote came from, and hash to the receipts already given.
    const status = await stack.api.http
      .get('/api/payments/cinetpay/status/')
      .query({ transaction_id: checkout.transaction_id })
      .expect(200);
    for (const [ledgerId, channel, leafHash] of [
      [vote.id, 'sms', vote.receipt.leaf_hash],
      [creditId, 'ussd', (status.body as { receipt: { leaf_hash: string } }).receipt.leaf_hash],
    ] as const) {
      const proof = await proofOf(ledgerId);
      expect(proof.leaf).toMatchObject({ v: 3, id: ledgerId, channel });
      expect(toHex(voteLeafHash(proof.leaf))).toBe(leafHash);
      expect(proof.leaf_hash).toBe(leafHash);
      expect(receiptProblems(proof, leafHash)).toEqual([]);
    }

    // The statement (the parent's, as the back office reads it) and its CSV name each line's channel.
    const admin = await makeAdmin(stack.api);
    const lines = await stack.api.http
      .get(`/api/contests/admin/participants/${purchase.participantId}/statement/votes/`)
      .set(admin.auth)
      .expect(200);
    expect(
      (lines.body as { results: StatementLine[] }).results.map(({ id, kind, channel }) => ({ id, kind, channel })),
    ).toEqual([
      { id: creditId, kind: 'paid', channel: 'ussd' },
      { id: vote.id, kind: 'free', channel: 'sms' },
    ]);
    const csv = await stack.api.http
      .get(`/api/contests/admin/participants/${purchase.participantId}/statement.csv`)
      .set(admin.auth)
      .expect(200);
    const [header, ...rows] = csv.text.split('\r\n').filter(Boolean);
    expect(header.split(',')[3]).toBe('Canal');
    expect(rows.map((row) => row.split(',')[3])).toEqual(['USSD', 'SMS']);
  });

  it('gives a reversal the channel of the vote it cancels, and filters the back office’s ledger by channel', async () => {
    const purchase = await makePurchase(stack.api);
    const cast = [];
    for (const [index, channel] of (['sms', 'web'] as const).entries()) {
      const voter = await makeUser(stack.api, { daysOld: 30 });
      cast.push(
        await stack.api.app.get(VoteService).vote({
          voterId: voter.user.id,
          tokenIssuedMs: Date.now(),
          phoneNumberId: await numberOf(voter),
          numberSinceMs: undefined,
          participantId: purchase.participantId,
          ip: `198.51.100.${60 + index}`,
          deviceId: null,
          idempotencyKey: undefined,
          proof: undefined,
          automated: false,
          channel,
        }),
      );
    }
    const admin = await makeAdmin(stack.api);
    const reversal = await stack.api.http
      .post(`/api/contests/admin/votes/${cast[0].id}/reverse/`)
      .set(admin.auth)
      .send({ reason: 'Votes en série depuis un même numéro' })
      .expect(201);
    const [reversalId] = (reversal.body as { reversal_ids: number[] }).reversal_ids;
    expect(await rowsOf([reversalId])).toEqual([{ id: reversalId, kind: 'reversal', channel: 'sms', leaf_version: 3 }]);
    expect((await proofOf(reversalId)).leaf).toMatchObject({ v: 3, kind: 'reversal', ref: cast[0].id, channel: 'sms' });

    const ledger = (query: Record<string, string>) =>
      stack.api.http
        .get(`/api/contests/admin/participants/${purchase.participantId}/votes/`)
        .query(query)
        .set(admin.auth);
    const idsOf = (body: unknown) => (body as { results: { id: number; channel: string }[] }).results;
    expect(idsOf((await ledger({}).expect(200)).body).map(({ id, channel }) => [id, channel])).toEqual([
      [reversalId, 'sms'],
      [cast[1].id, 'web'],
      [cast[0].id, 'sms'],
    ]);
    const sms = await ledger({ channel: 'sms' }).expect(200);
    expect(sms.body).toMatchObject({ count: 2 });
    expect(idsOf(sms.body).map(({ id }) => id)).toEqual([reversalId, cast[0].id]);
    expect((await ledger({ channel: 'ussd' }).expect(200)).body).toMatchObject({ count: 0, results: [] });

    const refused = await ledger({ channel: 'fax' }).expect(400);
    expect(refused.body).toEqual({ channel: ['Valeur invalide. Choix possibles : web, ussd, sms.'] });
  });
});
