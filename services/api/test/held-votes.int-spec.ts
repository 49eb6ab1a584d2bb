import { addressKeys, addressWindow, DEVICE_COOKIE, DeviceIds } from '@app/identity';
import { REDIS } from '@app/redis';
import { voteKeys } from '@app/voting';
import type Redis from 'ioredis';
import { type ApiHarness, startApi } from './support/api-harness';
import { makeBaby, makeContest, makeParticipant } from './support/contest-factories';
import { makeAdmin, makeUser, type MadeUser } from './support/factories';
import { withProofOfWork } from './support/proof-of-work';

/** What a phone's browser sends: the fraud score's automation signal stays quiet. */
const BROWSER = {
  'User-Agent': 'Mozilla/5.0 (Linux; Android 10; TECNO KE5) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36',
  'Accept-Language': 'fr-FR,fr;q=0.9',
};
const HELD =
  "Vote reçu, en vérification : il sera compté dès qu'un administrateur l'aura validé. Le parent le voit dans son relevé.";

// Each test makes a dozen accounts (a password hash each) and their votes.
jest.setTimeout(90_000);

describe('free votes held for verification, their review and the parents’ statement', () => {
  let api: ApiHarness;
  let redis: Redis;
  let devices: DeviceIds;
  let admin: MadeUser;

  beforeAll(async () => {
    api = await startApi({ TRUSTED_PROXIES: '127.0.0.1' });
    redis = api.app.get<Redis>(REDIS);
    devices = api.app.get(DeviceIds);
    admin = await makeAdmin(api);
  });
  afterAll(() => api.close());

  async function entry() {
    const parent = await makeUser(api);
    const contest = await makeContest(api);
    const baby = await makeBaby(api, parent.user.id);
    const participant = (await makeParticipant(api, contest.id, baby, parent.user.id)).id;
    return { parent, contestId: contest.id, participant };
  }

  async function phone(): Promise<string> {
    const response = await api.http.get('/');
    return ([] as string[])
      .concat(response.headers['set-cookie'] ?? [])
      .find((line) => line.startsWith(`${DEVICE_COOKIE}=`))!
      .split(';')[0];
  }

  const deviceHash = (cookie: string) => devices.hash(devices.verify(cookie.split('=')[1])!);

  /** An account made `days` ago (0: now, a young account). */
  function voter(days = 0): Promise<MadeUser> {
    return makeUser(api, { daysOld: days });
  }

  /** A vote as the site sends it: a new phone's first vote solves its challenge. */
  const vote = (who: MadeUser, participant: number, cookie: string, ip = '41.82.1.1', headers = BROWSER) =>
    withProofOfWork((proof) => {
      const request = api.http
        .post(`/api/contests/participants/${participant}/vote/`)
        .set(who.auth)
        .set(headers)
        .set('Cookie', cookie)
        .set('X-Forwarded-For', ip);
      return proof ? request.set('X-Proof-Of-Work', proof) : request;
    });

  const ledgerSum = async (participant: number) =>
    Number(
      (
        await api.db.query('SELECT coalesce(sum(weight), 0) AS n FROM vote_ledger WHERE participant_id = $1', [
          participant,
        ])
      )[0].n,
    );

  it('counts the first accounts of a phone and holds the votes of a phone with many accounts, not refusing them', async () => {
    const { participant } = await entry();
    const device = await phone();
    const answers = [];
    for (let index = 0; index < 7; index += 1) {
      const response = await vote(await voter(), participant, device);
      answers.push({ status: response.status, body: response.body });
    }
    // Young accounts (+1); 3 accounts on the phone (+2): counted; 5 or more (+2 again): held.
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 202, 202, 202]);
    expect(answers[4].body).toMatchObject({ status: 'held', detail: HELD });
    expect(answers[0].body).toMatchObject({ status: 'counted', detail: 'Merci pour votre vote !' });
    const held = await api.db.query(
      `SELECT weight, signals, reason FROM vote_ledger WHERE participant_id = $1 AND kind = 'held' ORDER BY id`,
      [participant],
    );
    expect(held).toHaveLength(3);
    expect(held[0]).toMatchObject({
      weight: 0,
      signals: ['young_account', 'device_accounts', 'device_many_accounts'],
      reason: expect.stringContaining('De nombreux comptes ont voté'),
    });
    // The ranking's projection is the ledger's sum: held votes weigh nothing.
    expect(await ledgerSum(participant)).toBe(4);
  });

  it('holds a burst of young accounts for one child behind an address, never an older account of that address', async () => {
    const { participant } = await entry();
    const { participant: other } = await entry();
    const ip = '41.82.7.7';
    const ipHash = devices.addressHash(ip);
    const window = addressWindow(Date.now());
    await redis.set(addressKeys.signups(ipHash, window), '150', 'EX', 1200);
    await redis.set(addressKeys.newDevices(ipHash, window), '150', 'EX', 1200);
    await redis.set(voteKeys.youngVotes(participant, window), '28', 'EX', 1200);

    // Young (+1), sign-ups (+1), new devices (+1): 3, counted; the 30th young vote for the child: +3, held.
    const first = await vote(await voter(), participant, await phone(), ip);
    expect(first.status).toBe(201);
    const burst = await vote(await voter(), participant, await phone(), ip);
    expect(burst.status).toBe(202);
    const [row] = await api.db.query(`SELECT signals FROM vote_ledger WHERE id = $1`, [burst.body.id]);
    expect(row.signals).toEqual(['young_account', 'address_signups', 'address_new_devices', 'young_concentration']);

    // The same address's honest voters: an older account for the same child, a young one for another.
    expect((await vote(await voter(40), participant, await phone(), ip)).status).toBe(201);
    expect((await vote(await voter(), other, await phone(), ip)).status).toBe(201);
  });

  it('hears a program driving the browser and a phone voting too fast', async () => {
    const { participant } = await entry();
    const scripted = await vote(await voter(), participant, await phone(), '41.82.9.9', {
      'User-Agent': 'python-requests/2.31',
      'Accept-Language': 'fr',
    });
    // Young (+1) and automation (+2): 3, counted, but heard.
    expect(scripted.status).toBe(201);

    const device = await phone();
    const minute = Math.floor(Date.now() / 60_000);
    // This minute's and the next's, whichever the vote lands in.
    for (const at of [minute, minute + 1])
      await redis.set(voteKeys.deviceMinute(deviceHash(device), at), '14', 'EX', 180);
    const fast = await vote(await voter(), participant, device, '41.82.9.9', {
      'User-Agent': 'curl/8.0',
      'Accept-Language': 'fr',
    });
    // Young (+1), automation (+2), the 15th vote of the minute (+2): held.
    expect(fast.status).toBe(202);
    const [row] = await api.db.query(`SELECT signals FROM vote_ledger WHERE id = $1`, [fast.body.id]);
    expect(row.signals).toEqual(['young_account', 'device_rhythm', 'automation']);
  });

  it('lets an administrator review held votes by cluster and release or reject them, each decision in the ledger and the audit log', async () => {
    const { contestId, participant, parent } = await entry();
    const device = await phone();
    for (let index = 0; index < 8; index += 1) await vote(await voter(), participant, device);
    const before = await ledgerSum(participant);

    const clusters = await api.http
      .get(`/api/contests/admin/contests/${contestId}/held-votes/clusters/?by=device`)
      .set(admin.auth)
      .expect(200);
    expect(clusters.body).toEqual([
      expect.objectContaining({
        key: deviceHash(device),
        votes: 4,
        voters: 4,
        participants: 1,
        filter: { device_hash: deviceHash(device) },
        signals: expect.arrayContaining([
          {
            code: 'device_many_accounts',
            label: "De nombreux comptes ont voté aujourd'hui depuis ce téléphone",
            votes: 4,
          },
        ]),
      }),
    ]);

    const decide = (body: Record<string, unknown>) =>
      api.http.post(`/api/contests/admin/contests/${contestId}/held-votes/decide/`).set(admin.auth).send(body);
    expect((await decide({ decision: 'release', device_hash: deviceHash(device) })).body.reason).toBeDefined();
    expect((await decide({ decision: 'release', reason: 'Famille' })).body.non_field_errors).toEqual([
      'Indiquez un vote, une connexion, un appareil, un participant ou une période.',
    ]);

    const list = await api.http
      .get(`/api/contests/admin/contests/${contestId}/held-votes/?device_hash=${deviceHash(device)}`)
      .set(admin.auth)
      .expect(200);
    expect(list.body.count).toBe(4);
    const rejectedId = list.body.results[0].id;
    const rejected = await decide({ decision: 'reject', vote_id: rejectedId, reason: 'Comptes créés en série' }).expect(
      201,
    );
    expect(rejected.body).toMatchObject({ decided: 1, detail: '1 vote rejeté.' });
    const released = await decide({
      decision: 'release',
      device_hash: deviceHash(device),
      reason: 'Famille vérifiée',
    }).expect(201);
    expect(released.body).toMatchObject({ decided: 3, detail: '3 votes validés : comptés dans le classement.' });
    expect((await decide({ decision: 'release', vote_id: rejectedId, reason: 'Encore' })).status).toBe(409);
    expect(await ledgerSum(participant)).toBe(before + 3);

    const audit = await api.db.query(
      `SELECT action, reason, details FROM audit_log WHERE contest_id = $1 AND action LIKE '%held_votes' ORDER BY id`,
      [contestId],
    );
    expect(audit.map((line: { action: string }) => line.action)).toEqual(['reject_held_votes', 'release_held_votes']);

    // The parent's statement: its totals are the public count, each vote says what became of it.
    const summary = await api.http
      .get(`/api/contests/participants/${participant}/statement/`)
      .set(parent.auth)
      .expect(200);
    expect(summary.body).toMatchObject({ free: 7, paid: 0, held: 0, released: 3, rejected: 1, reversed: 0, total: 7 });
    const publicSummary = await api.http.get(`/api/contests/participants/${participant}/votes/summary/`).expect(200);
    expect(publicSummary.body.total).toBe(summary.body.total);
    expect(summary.body.total).toBe(await ledgerSum(participant));

    const lines = await api.http
      .get(`/api/contests/participants/${participant}/statement/votes/`)
      .set(parent.auth)
      .expect(200);
    expect(lines.body.count).toBe(8);
    const rejectedLine = lines.body.results.find((line: { id: number }) => line.id === rejectedId);
    expect(rejectedLine).toMatchObject({
      kind: 'held',
      status: 'rejected',
      status_label: 'Refusé',
      reason: 'Comptes créés en série',
      // The voter is its number: the parent reads it masked, the country code and the last four digits.
      voter: expect.stringMatching(/^\+221 •+ \d{2} \d{2}$/),
      contestable_id: expect.any(Number),
      dispute: null,
    });
    expect(lines.body.results.filter((line: { status: string }) => line.status === 'released')).toHaveLength(3);

    const csv = await api.http
      .get(`/api/contests/participants/${participant}/statement.csv`)
      .set(parent.auth)
      .expect(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain(`releve-votes-participant-${participant}.csv`);
    expect(csv.text.split('\r\n').filter(Boolean)).toHaveLength(9);
    expect(csv.text).toContain('Refusé');
    expect(csv.text).not.toContain('@example.com');

    // Contesting the rejection: once, by the parent only; the back office answers.
    const stranger = await makeUser(api);
    const disputeUrl = `/api/contests/participants/${participant}/statement/disputes/`;
    const body = { ledger_id: rejectedLine.contestable_id, message: 'Mon frère a voté depuis son téléphone.' };
    await api.http.get(`/api/contests/participants/${participant}/statement/`).set(stranger.auth).expect(404);
    await api.http.post(disputeUrl).set(stranger.auth).send(body).expect(404);
    const dispute = await api.http.post(disputeUrl).set(parent.auth).send(body).expect(201);
    expect(dispute.body).toMatchObject({ status: 'open', detail: expect.stringContaining('contestation') });
    await api.http.post(disputeUrl).set(parent.auth).send(body).expect(409);
    const counted = lines.body.results.find((line: { status: string }) => line.status === 'counted');
    expect(
      (
        await api.http
          .post(disputeUrl)
          .set(parent.auth)
          .send({ ...body, ledger_id: counted.id })
          .expect(400)
      ).body.ledger_id,
    ).toEqual(['Seul un vote annulé ou refusé peut être contesté.']);

    const open = await api.http.get('/api/contests/admin/vote-disputes/?status=open').set(admin.auth).expect(200);
    expect(open.body.results.find((line: { id: number }) => line.id === dispute.body.id)).toMatchObject({
      participant_id: participant,
      user_email: parent.user.email,
      vote: expect.objectContaining({ id: rejectedId, status: 'rejected' }),
    });
    const answerUrl = `/api/contests/admin/vote-disputes/${dispute.body.id}/answer/`;
    await api.http.post(answerUrl).set(admin.auth).send({ answer: 'Vérifié : le vote reste refusé.' }).expect(200);
    await api.http.post(answerUrl).set(admin.auth).send({ answer: 'Encore' }).expect(409);
    const after = await api.http
      .get(`/api/contests/participants/${participant}/statement/votes/`)
      .set(parent.auth)
      .expect(200);
    expect(after.body.results.find((line: { id: number }) => line.id === rejectedId).dispute).toMatchObject({
      status: 'answered',
      answer: 'Vérifié : le vote reste refusé.',
    });

    const dashboard = await api.http.get('/api/admin/dashboard/').set(admin.auth).expect(200);
    expect(dashboard.body).toMatchObject({ held_votes: expect.any(Number), open_disputes: expect.any(Number) });
  });

  it('keeps held votes out of reversals and the review for administrators only', async () => {
    const { contestId, participant } = await entry();
    const device = await phone();
    let heldId = 0;
    for (let index = 0; index < 5; index += 1) heldId = (await vote(await voter(), participant, device)).body.id;
    const reversal = await api.http
      .post(`/api/contests/admin/votes/${heldId}/reverse/`)
      .set(admin.auth)
      .send({ reason: 'Test' })
      .expect(400);
    expect(reversal.body.detail).toContain('en vérification');
    const citizen = await makeUser(api);
    await api.http.get(`/api/contests/admin/contests/${contestId}/held-votes/clusters/`).set(citizen.auth).expect(403);
    await api.http.get(`/api/contests/admin/contests/${contestId}/held-votes/clusters/`).expect(401);
  });
});
