import { LedgerWriter } from '@app/ledger';
import { TransparencyLog } from '@app/transparency';
import { type ApiHarness, startApi } from './support/api-harness';
import { makeBaby, makeContest, makeParticipant } from './support/contest-factories';
import { makeAdmin, makeUser, type MadeUser } from './support/factories';
import { rowLogged } from './support/log-fixtures';

describe('a receipt as /verifier reads it: the child named, and what became of the vote', () => {
  let api: ApiHarness;
  let admin: MadeUser;
  let log: TransparencyLog;

  beforeAll(async () => {
    api = await startApi();
    admin = await makeAdmin(api);
    log = (await api.startWorker()).get(TransparencyLog);
  });
  afterAll(() => api.close());

  async function entry(name: string) {
    const parent = await makeUser(api);
    const contest = await makeContest(api, { status: 'open' });
    const baby = await makeBaby(api, parent.user.id, { name });
    const participant = (await makeParticipant(api, contest.id, baby, parent.user.id)).id;
    return { parent, contestId: contest.id, participant };
  }

  /** A free vote held for verification, as the vote path appends it. */
  async function heldVote(contestId: number, participantId: number): Promise<number> {
    const voter = await makeUser(api);
    const appended = await api.app.get(LedgerWriter).appendFreeVote({
      contestId,
      participantId,
      voterId: voter.user.id,
      phoneNumberId: null,
      channel: 'web',
      ipHash: 'a'.repeat(32),
      deviceHash: null,
      idempotencyKey: `held-${participantId}-${voter.user.id}`,
      hold: { signals: ['young_account'], reason: 'Compte récent' },
    });
    expect(appended.kind).toBe('held');
    return appended.id;
  }

  const decide = (contestId: number, body: Record<string, unknown>) =>
    api.http
      .post(`/api/contests/admin/contests/${contestId}/held-votes/decide/`)
      .set(admin.auth)
      .send(body)
      .expect(201);

  async function receipt(id: number) {
    await rowLogged(api, log, id);
    await log.publishHead();
    return (await api.http.get(`/api/transparency/receipts/${id}/`).expect(200)).body;
  }

  it('counts a held vote an administrator released as 1 vote, as the ranking does', async () => {
    const { contestId, participant } = await entry('Awa');
    const held = await heldVote(contestId, participant);

    const waiting = await receipt(held);
    expect(waiting).toMatchObject({
      participant_name: 'Awa',
      leaf: { kind: 'held', weight: 0, participant },
      standing: { status: 'held', votes: 0, decided_by: null, decided_at: null },
    });

    await decide(contestId, { decision: 'release', vote_id: held, reason: 'Famille vérifiée' });
    const released = await receipt(held);
    // The signed leaf stays what it was (a held vote of weight 0); its standing says it counts now.
    expect(released.leaf).toEqual(waiting.leaf);
    expect(released.standing).toMatchObject({ status: 'released', votes: 1, decided_by: expect.any(Number) });
    const [{ sum }] = await api.db.query(
      'SELECT coalesce(sum(weight), 0)::int AS sum FROM vote_ledger WHERE participant_id = $1',
      [participant],
    );
    expect(sum).toBe(released.standing.votes);
    // The release's own receipt is a decision: it names the child, and stands for no vote of its own.
    expect(await receipt(released.standing.decided_by)).toMatchObject({
      participant_name: 'Awa',
      leaf: { kind: 'release', weight: 1, ref: held },
      standing: null,
    });
  });

  it('counts a rejected held vote as none, and names a withdrawn child by number only', async () => {
    const { contestId, participant } = await entry('Kofi');
    const held = await heldVote(contestId, participant);
    await decide(contestId, { decision: 'reject', vote_id: held, reason: 'Comptes multiples' });
    expect((await receipt(held)).standing).toMatchObject({ status: 'rejected', votes: 0 });

    await api.db.query('UPDATE participants SET deleted_at = now() WHERE id = $1', [participant]);
    expect((await receipt(held)).participant_name).toBeNull();
  });
});
