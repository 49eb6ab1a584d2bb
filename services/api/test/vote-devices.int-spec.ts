import { REDIS } from '@app/redis';
import { voteKeys } from '@app/voting';
import type Redis from 'ioredis';
import { type ApiHarness, startApi } from './support/api-harness';
import { makeBaby, makeContest, makeParticipant } from './support/contest-factories';
import { makeUser, type MadeUser } from './support/factories';
import { type Challenge, solve, withProofOfWork } from './support/proof-of-work';

/** What a phone's browser sends (a script can send the same): the automation signal stays quiet. */
const BROWSER = {
  'User-Agent': 'Mozilla/5.0 (Linux; Android 10; TECNO KE5) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36',
  'Accept-Language': 'fr-FR,fr;q=0.9',
};
const PROOF_REQUIRED =
  'Premier vote depuis cet appareil : votre navigateur doit d’abord faire une courte vérification automatique. Il la fait seul, puis renvoie votre vote.';

jest.setTimeout(240_000);

/** The daily caps and an account's new devices are counted per UTC day: a run that would cross midnight waits for it. */
async function clearOfMidnight(neededMs: number): Promise<void> {
  const untilMidnight = 86_400_000 - (Date.now() % 86_400_000);
  if (untilMidnight < neededMs) await new Promise((resolve) => setTimeout(resolve, untilMidnight + 1_000));
}

describe('a device id costs a proof of work at its first vote', () => {
  let api: ApiHarness;
  let redis: Redis;

  beforeAll(async () => {
    api = await startApi({ TRUSTED_PROXIES: '127.0.0.1' });
    redis = api.app.get<Redis>(REDIS);
  });
  afterAll(() => api.close());

  async function participants(count: number): Promise<number[]> {
    const owner = await makeUser(api);
    const contest = await makeContest(api);
    const ids = [];
    for (let index = 0; index < count; index += 1) {
      ids.push((await makeParticipant(api, contest.id, await makeBaby(api, owner.user.id), owner.user.id)).id);
    }
    return ids;
  }

  /** A device id fresh from the API, as a script gets one: any answer to a request without the cookie. */
  async function freshDevice(): Promise<string> {
    const response = await api.http.get('/');
    return ([] as string[])
      .concat(response.headers['set-cookie'] ?? [])
      .find((line) => line.startsWith('bs_device='))!
      .split(';')[0];
  }

  const vote = (voter: MadeUser, participant: number, device: string, ip: string, proof?: string) => {
    const request = api.http
      .post(`/api/contests/participants/${participant}/vote/`)
      .set(voter.auth)
      .set(BROWSER)
      .set('Cookie', device)
      .set('X-Forwarded-For', ip);
    return proof ? request.set('X-Proof-Of-Work', proof) : request;
  };

  const ledgerRows = async (participant: number) =>
    Number((await api.db.query('SELECT count(*) FROM vote_ledger WHERE participant_id = $1', [participant]))[0].count);

  it('no longer counts 60 votes of one account that takes a new device id before each, solving every challenge', async () => {
    const targets = await participants(60);
    await clearOfMidnight(120_000);
    // An established account and number: nothing but its devices gives it away.
    const voter = await makeUser(api, { daysOld: 30 });
    const statuses: number[] = [];
    for (const target of targets) {
      const device = await freshDevice();
      const answer = await withProofOfWork((proof) => vote(voter, target, device, '41.82.3.3', proof));
      statuses.push(answer.status);
    }
    const count = (status: number) => statuses.filter((each) => each === status).length;
    // Two new devices in a day stay counted (a new phone, a first vote from the computer); from the
    // third the votes are held for review, until the account's daily cap refuses the last ten.
    expect({ counted: count(201), held: count(202), refused: count(429) }).toEqual({
      counted: 2,
      held: 48,
      refused: 10,
    });
    const held = await api.db.query(`SELECT DISTINCT signals FROM vote_ledger WHERE voter_id = $1 AND kind = 'held'`, [
      voter.user.id,
    ]);
    expect(held).toEqual([{ signals: ['account_new_devices'] }]);
  });

  it('refuses a fresh device id without a solved challenge, in French, and takes the vote with one; the device pays once', async () => {
    const [target, other, third] = await participants(3);
    const voter = await makeUser(api);
    const device = await freshDevice();

    const refused = await vote(voter, target, device, '41.82.4.4').expect(429);
    expect(refused.body).toEqual({
      detail: PROOF_REQUIRED,
      code: 'proof_of_work_required',
      challenge: {
        algorithm: 'SHA-256',
        challenge: expect.stringMatching(/^[0-9a-f]{64}$/),
        maxnumber: 50_000,
        salt: expect.stringContaining('expires='),
        signature: expect.any(String),
      },
    });
    // Nothing was taken: no ledger row, no cooldown.
    expect(await ledgerRows(target)).toBe(0);
    expect(await redis.exists(voteKeys.cooldown(voter.user.id, target))).toBe(0);

    const proof = solve(refused.body.challenge as Challenge);
    const accepted = await vote(voter, target, device, '41.82.4.4', proof).expect(201);
    expect(accepted.body).toMatchObject({ status: 'counted', participant: target });
    // Seen before: its next votes cost no proof.
    await vote(voter, other, device, '41.82.4.4').expect(201);

    // A solution serves once, and one made up serves never.
    const reused = await vote(voter, third, await freshDevice(), '41.82.4.4', proof).expect(400);
    expect(reused.body).toEqual({
      detail: 'Cette vérification automatique a déjà servi. Veuillez réessayer.',
      code: 'proof_of_work_reused',
    });
    const forged = await vote(voter, third, await freshDevice(), '41.82.4.4', 'bm90IGEgcHJvb2Y=').expect(400);
    expect(forged.body.code).toBe('proof_of_work_invalid');
    expect(await ledgerRows(third)).toBe(0);
  });
});
