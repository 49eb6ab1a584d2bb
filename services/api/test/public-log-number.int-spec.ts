import { receiptProblems, type ReceiptProof } from '@app/contracts';
import { TokenService } from '@app/identity';
import { TransparencyLog } from '@app/transparency';
import { type ApiHarness, startApi } from './support/api-harness';
import { makeBaby, makeContest, makeParticipant } from './support/contest-factories';
import { makeUser, type MadeUser } from './support/factories';
import { rowLogged } from './support/log-fixtures';

/** What a phone's browser sends: the fraud score's automation signal stays quiet. */
const BROWSER = {
  'User-Agent': 'Mozilla/5.0 (Linux; Android 10; TECNO KE5) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36',
  'Accept-Language': 'fr-FR,fr;q=0.9',
};

interface VoteAnswer {
  id: number;
  receipt: { ledger_id: number; leaf_hash: string };
}

describe('the public log names the voter by their phone number', () => {
  let api: ApiHarness;

  beforeAll(async () => {
    api = await startApi({ TRUSTED_PROXIES: '127.0.0.1', FREE_VOTE_WITHOUT_PHONE: 'true' });
  });
  afterAll(() => api.close());

  async function contestWith(count: number): Promise<number[]> {
    const owner = await makeUser(api);
    const contest = await makeContest(api, { status: 'open' });
    const ids: number[] = [];
    for (let i = 0; i < count; i += 1) {
      ids.push((await makeParticipant(api, contest.id, await makeBaby(api, owner.user.id), owner.user.id)).id);
    }
    return ids;
  }

  const vote = async (auth: MadeUser['auth'], participantId: number): Promise<VoteAnswer> => {
    const response = await api.http
      .post(`/api/contests/participants/${participantId}/vote/`)
      .set(auth)
      .set(BROWSER)
      .set('X-Forwarded-For', '198.51.100.23');
    expect([201, 202]).toContain(response.status);
    return response.body as VoteAnswer;
  };

  const numberOf = async (userId: number): Promise<{ id: number; createdAt: Date }> =>
    (
      await api.db.query<{ id: number; createdAt: Date }[]>(
        'SELECT id, created_at AS "createdAt" FROM phone_numbers WHERE user_id = $1',
        [userId],
      )
    )[0];

  it('gives the same number hash to two accounts that held one number in turn, another in another contest', async () => {
    const [first, second] = await contestWith(2);
    const [elsewhere] = await contestWith(1);
    const before = await makeUser(api);
    const number = await numberOf(before.user.id);
    const cast = [await vote(before.auth, first)];

    // The number moves to another account (confirmed there): its votes are the same voter's.
    const after = await makeUser(api, { phone: null });
    await api.db.query('UPDATE phone_numbers SET user_id = $2 WHERE id = $1', [number.id, after.user.id]);
    const token = api.app.get(TokenService).accessToken(after.user.id, 'site', undefined, number);
    const afterAuth = { Authorization: `Bearer ${token}` };
    cast.push(await vote(afterAuth, second), await vote(afterAuth, elsewhere));
    const without = await makeUser(api, { phone: null });
    cast.push(await vote(without.auth, first));

    const log = (await api.startWorker()).get(TransparencyLog);
    for (const answer of cast) await rowLogged(api, log, answer.id);
    await log.publishHead();
    const proofs: (ReceiptProof & { leaf_hash: string })[] = [];
    for (const answer of cast) {
      const response = await api.http.get(`/api/transparency/receipts/${answer.id}/`).expect(200);
      proofs.push(response.body);
      // The vote's answer is the hash of the log's leaf of that row.
      expect(response.body.leaf_hash).toBe(answer.receipt.leaf_hash);
      expect(receiptProblems(response.body, answer.receipt.leaf_hash)).toEqual([]);
    }
    const [byBefore, byAfter, byAfterElsewhere, byNobody] = proofs.map((proof) => proof.leaf);
    for (const leaf of [byBefore, byAfter, byAfterElsewhere, byNobody]) {
      expect(leaf).toMatchObject({ v: 3, channel: 'web' });
      expect(leaf).not.toHaveProperty('voter');
      expect(leaf).not.toHaveProperty('device');
    }
    const hashOf = (leaf: (typeof proofs)[number]['leaf']) => (leaf.v === 1 ? undefined : leaf.number);
    expect(hashOf(byBefore)).toMatch(/^[0-9a-f]{32}$/);
    expect(hashOf(byAfter)).toBe(hashOf(byBefore));
    expect(hashOf(byAfterElsewhere)).toMatch(/^[0-9a-f]{32}$/);
    expect(hashOf(byAfterElsewhere)).not.toBe(hashOf(byBefore));
    expect(hashOf(byNobody)).toBeNull();

    const rows = await api.db.query<{ phone_number_id: number | null }[]>(
      'SELECT phone_number_id FROM vote_ledger WHERE id = ANY($1::bigint[]) ORDER BY id',
      [cast.map((answer) => answer.id)],
    );
    expect(rows.map((row) => row.phone_number_id)).toEqual([number.id, number.id, number.id, null]);
  });
});
