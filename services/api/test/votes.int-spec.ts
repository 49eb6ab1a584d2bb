import { TokenService } from '@app/identity';
import { REDIS } from '@app/redis';
import { VoteLeaves } from '@app/transparency';
import { dailyCounterTtlMs, FREE_VOTES_PER_DAY, VoteLimits, type VoteSubject, voteDay, voteKeys } from '@app/voting';
import type Redis from 'ioredis';
import { type ApiHarness, startApi } from './support/api-harness';
import { makeBaby, makeContest, makeParticipant } from './support/contest-factories';
import { makeUser, type MadeUser } from './support/factories';
import { withProofOfWork } from './support/proof-of-work';

type FreeVote = { id: number; participant: number; next_vote_at: string };

const COOLDOWN = 'Veuillez attendre 10 mn pour voter à nouveau ou acheter un pack de votes';
/** What a phone's browser sends: the fraud score's automation signal stays quiet. */
const BROWSER = {
  'User-Agent': 'Mozilla/5.0 (Linux; Android 10; TECNO KE5) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36',
  'Accept-Language': 'fr-FR,fr;q=0.9',
};
/** A free vote taken: counted (201) or held for verification (202); both count against the limits. */
const accepted = (status: number) => status === 201 || status === 202;

describe('free votes', () => {
  let api: ApiHarness;
  let redis: Redis;

  beforeAll(async () => {
    api = await startApi({ TRUSTED_PROXIES: '127.0.0.1' });
    redis = api.app.get<Redis>(REDIS);
  });
  afterAll(() => api.close());

  async function participant(status: 'open' | 'closed' | 'pre_registration' | 'draft' = 'open'): Promise<number> {
    const owner = await makeUser(api);
    const contest = await makeContest(api, { status });
    const baby = await makeBaby(api, owner.user.id);
    return (await makeParticipant(api, contest.id, baby, owner.user.id)).id;
  }

  const ledgerRows = async (participantId: number) =>
    Number(
      (await api.db.query('SELECT count(*) FROM vote_ledger WHERE participant_id = $1', [participantId]))[0].count,
    );

  const vote = (voter: MadeUser, participantId: number, ip = '198.51.100.7') =>
    api.http.post(`/api/contests/participants/${participantId}/vote/`).set(voter.auth).set('X-Forwarded-For', ip);

  /** A vote from a phone (its device cookie), as the site sends it: a new phone's first vote solves its challenge. */
  const voteFrom = (voter: MadeUser, participantId: number, ip: string, device: string, headers = {}) =>
    withProofOfWork((proof) => {
      const request = vote(voter, participantId, ip).set('Cookie', device).set(headers);
      return proof ? request.set('X-Proof-Of-Work', proof) : request;
    });

  it('records a vote in the ledger and answers 201 with the vote id, count and next_vote_at', async () => {
    const voter = await makeUser(api);
    const target = await participant();
    const before = Date.now();
    const response = await vote(voter, target).expect(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      receipt: { ledger_id: response.body.id, leaf_hash: expect.stringMatching(/^[0-9a-f]{64}$/) },
      participant: target,
      contest: expect.any(Number),
      vote_count: expect.any(Number),
      next_vote_at: expect.any(String),
      status: 'counted',
      detail: 'Merci pour votre vote !',
    });
    const nextAt = Date.parse(response.body.next_vote_at);
    expect(nextAt - before).toBeGreaterThanOrEqual(600_000 - 1000);
    expect(nextAt - before).toBeLessThanOrEqual(600_000 + 5000);
    const rows = await api.db.query('SELECT kind, weight, voter_id, ip_hash, channel FROM vote_ledger WHERE id = $1', [
      response.body.id,
    ]);
    expect(rows).toEqual([
      {
        kind: 'free',
        weight: 1,
        voter_id: voter.user.id,
        ip_hash: expect.stringMatching(/^[0-9a-f]{32}$/),
        channel: 'web',
      },
    ]);
    // The address is kept only as its keyed hash.
    expect(rows[0].ip_hash).not.toContain('198.51.100.7');

    // The receipt is the hash of the public log's leaf of this very row, as the worker will append it.
    const [row] = await api.db.query(
      `SELECT id::int, kind, weight, contest_id AS "contestId", participant_id AS "participantId", voter_id AS "voterId",
              device_hash AS "deviceHash", phone_number_id AS "phoneNumberId", payment_id AS "paymentId",
              NULL AS "refId", created_at AS "createdAt", channel, leaf_version AS "leafVersion"
         FROM vote_ledger WHERE id = $1`,
      [response.body.id],
    );
    const leaf = api.app.get(VoteLeaves).leafOf(row);
    expect(leaf).toMatchObject({
      v: 3,
      id: response.body.id,
      kind: 'free',
      weight: 1,
      participant: target,
      channel: 'web',
    });
    expect(VoteLeaves.hashOf(leaf).toString('hex')).toBe(response.body.receipt.leaf_hash);
  });

  it('refuses a second vote for the same participant within 10 minutes with 429, Retry-After and next_vote_at', async () => {
    const voter = await makeUser(api);
    const target = await participant();
    await vote(voter, target).expect(201);
    const refused = await vote(voter, target).expect(429);
    expect(refused.body).toEqual({
      detail: COOLDOWN,
      next_vote_at: expect.any(String),
      retry_after: expect.any(Number),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(590);
    expect(await ledgerRows(target)).toBe(1);
    // Another participant is not under that cooldown.
    await vote(voter, await participant()).expect(201);
  });

  /** A browser's device cookie, as the API gives it with the site's first page (`bs_device=…`). */
  async function phone(): Promise<string> {
    const response = await api.http.get('/');
    const cookie = ([] as string[])
      .concat(response.headers['set-cookie'] ?? [])
      .find((line) => line.startsWith('bs_device='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    return cookie!.split(';')[0];
  }

  it('gives each browser a signed device id once, and a new one for a made-up or altered id', async () => {
    const device = await phone();
    const again = await api.http.get('/').set('Cookie', device);
    expect(again.headers['set-cookie']).toBeUndefined();
    for (const forged of [
      'bs_device=made-up',
      `${device.slice(0, -2)}xx`,
      `bs_device=${'a'.repeat(22)}.${'b'.repeat(22)}`,
    ]) {
      const answer = await api.http.get('/').set('Cookie', forged);
      expect(String(answer.headers['set-cookie'])).toMatch(/^bs_device=/);
    }
    // A vote without one gets one with its answer; anonymous API reads and files, shared by caches, never do.
    const voter = await makeUser(api);
    const first = await vote(voter, await participant()).expect(201);
    expect(String(first.headers['set-cookie'])).toMatch(/^bs_device=/);
    const read = await api.http.get('/api/contests/contests/').expect(200);
    expect(read.headers['set-cookie']).toBeUndefined();
    expect(read.headers['cache-control'] ?? '').not.toContain('no-store');
    const file = await api.http.get('/media/none.webp');
    expect(file.headers['set-cookie']).toBeUndefined();
  });

  it('lets sixty phones behind one carrier address each vote, where a per-address cap refused ten', async () => {
    const target = await participant();
    const answers: number[] = [];
    for (let index = 0; index < 60; index += 1) {
      // Everyday voters: accounts and numbers a month old, on their phones' browsers.
      const [voter, device] = await Promise.all([makeUser(api, { daysOld: 30 }), phone()]);
      answers.push((await voteFrom(voter, target, '41.82.1.1', device, BROWSER)).status);
    }
    expect(answers.filter((status) => status === 201)).toHaveLength(60);
    const [row] = await api.db.query<{ devices: number }[]>(
      'SELECT count(DISTINCT device_hash)::int AS devices FROM vote_ledger WHERE participant_id = $1',
      [target],
    );
    expect(row.devices).toBe(60);
    // Sixty accounts and sixty first votes, each solving its challenge.
  }, 120_000);

  it('caps free votes at 50 a day per account and per phone, each refusal naming its limit', async () => {
    const voter = await makeUser(api);
    const day = voteDay(new Date());
    await redis.set(voteKeys.dailyVoter(voter.user.id, day), '49');
    expect((await voteFrom(voter, await participant(), '203.0.113.50', await phone())).status).toBe(201);
    const capped = await vote(voter, await participant(), '203.0.113.51')
      .set('Cookie', await phone())
      .expect(429);
    expect(capped.body.detail).toBe(
      'Votre compte a atteint la limite de 50 votes gratuits par jour. Revenez demain ou achetez un pack de votes.',
    );

    // Fifty votes from one phone, whatever the accounts, exhaust that phone for the day.
    const target = await participant();
    const device = await phone();
    const voters = await Promise.all(Array.from({ length: 51 }, () => makeUser(api)));
    const answers = [];
    for (const [index, each] of voters.entries()) {
      answers.push(await voteFrom(each, target, `203.0.113.${100 + index}`, device));
    }
    expect(answers.filter((answer) => accepted(answer.status))).toHaveLength(50);
    expect(answers[50].status).toBe(429);
    expect(answers[50].body.detail).toContain('Ce téléphone a atteint la limite de 50 votes gratuits par jour');
    expect(await ledgerRows(target)).toBe(50);
  });

  it('counts votes sent without a device id on one shared cap per address', async () => {
    const target = await participant();
    const voters = await Promise.all(Array.from({ length: 51 }, () => makeUser(api)));
    const answers = [];
    for (const each of voters) answers.push(await vote(each, target, '203.0.113.99'));
    expect(answers.filter((answer) => accepted(answer.status))).toHaveLength(50);
    expect(answers[50].status).toBe(429);
    expect(answers[50].body.detail).toContain("Votre navigateur n'a pas été reconnu");
    // A phone with its device id still votes from that address.
    const withDevice = await voteFrom(voters[50], target, '203.0.113.99', await phone());
    expect(accepted(withDevice.status)).toBe(true);
  });

  it('stops an address at its configured ceiling, all phones together', async () => {
    const capped = await startApi({ TRUSTED_PROXIES: '127.0.0.1', VOTE_ADDRESS_DAILY_CEILING: '3' });
    try {
      const owner = await makeUser(capped);
      const contest = await makeContest(capped);
      const target = (await makeParticipant(capped, contest.id, await makeBaby(capped, owner.user.id), owner.user.id))
        .id;
      const answers = [];
      for (let index = 0; index < 4; index += 1) {
        const device = String((await capped.http.get('/api/health/')).headers['set-cookie']).split(';')[0];
        const voter = await makeUser(capped);
        answers.push(
          await withProofOfWork((proof) => {
            const request = capped.http
              .post(`/api/contests/participants/${target}/vote/`)
              .set(voter.auth)
              .set('X-Forwarded-For', '41.82.1.2')
              .set('Cookie', device);
            return proof ? request.set('X-Proof-Of-Work', proof) : request;
          }),
        );
      }
      expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 429]);
      expect(answers[3].body.detail).toContain(
        'Votre connexion internet a atteint le plafond de votes gratuits du jour',
      );
    } finally {
      await capped.close();
    }
  });

  it('reads the client IP from X-Forwarded-For only through a trusted proxy', async () => {
    const direct = await startApi();
    try {
      const voter = await makeUser(direct);
      const owner = await makeUser(direct);
      const contest = await makeContest(direct);
      const baby = await makeBaby(direct, owner.user.id);
      const target = (await makeParticipant(direct, contest.id, baby, owner.user.id)).id;
      await direct.http
        .post(`/api/contests/participants/${target}/vote/`)
        .set(voter.auth)
        .set('X-Forwarded-For', '192.0.2.1')
        .expect(201);
      const other = await makeUser(direct);
      await direct.http
        .post(`/api/contests/participants/${target}/vote/`)
        .set(other.auth)
        .set('X-Forwarded-For', '192.0.2.2')
        .expect(201);
      const hashes = await direct.db.query('SELECT DISTINCT ip_hash FROM vote_ledger WHERE participant_id = $1', [
        target,
      ]);
      expect(hashes).toHaveLength(1);
    } finally {
      await direct.close();
    }
  });

  it('refuses closed, finished and not yet open contests', async () => {
    const voter = await makeUser(api);
    const closed = await vote(voter, await participant('closed')).expect(400);
    expect(closed.body).toEqual({ detail: 'Le concours est terminé' });
    const ended = await participant();
    await api.db.query(
      "UPDATE contests SET end_date = now() - interval '1 second', start_date = now() - interval '2 days' WHERE id = (SELECT contest_id FROM participants WHERE id = $1)",
      [ended],
    );
    await vote(voter, ended).expect(400);
    const early = await vote(voter, await participant('pre_registration')).expect(400);
    expect(early.body).toEqual({ detail: "Le concours n'est pas encore ouvert aux votes." });
    expect(await redis.exists(voteKeys.cooldown(voter.user.id, ended))).toBe(0);
    // A pre-registration contest whose end date has passed never opened and never will: it is over.
    const neverOpened = await participant('pre_registration');
    await api.db.query(
      "UPDATE contests SET end_date = now() - interval '1 second', start_date = now() - interval '2 days' WHERE id = (SELECT contest_id FROM participants WHERE id = $1)",
      [neverOpened],
    );
    expect((await vote(voter, neverOpened).expect(400)).body).toEqual({ detail: 'Le concours est terminé' });
  });

  it('refuses a signed-out token in the reservation itself, taking nothing', async () => {
    const voter = await makeUser(api);
    const target = await participant();
    await api.app.get(TokenService).revokeAllForUser(voter.user.id);
    const refused = await vote(voter, target).expect(401);
    expect(refused.body).toEqual({ detail: 'Vous devez être connecté pour voter' });
    expect(await redis.exists(voteKeys.cooldown(voter.user.id, target))).toBe(0);
    expect(await redis.get(voteKeys.dailyVoter(voter.user.id, voteDay(new Date())))).toBeNull();
    expect(await ledgerRows(target)).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const { access: fresh } = await api.app.get(TokenService).issue(voter.user.id);
    await api.http
      .post(`/api/contests/participants/${target}/vote/`)
      .set('Authorization', `Bearer ${fresh}`)
      .expect(201);
  });

  it('answers 401 without a valid token and 404 for unknown, deleted or draft participants', async () => {
    const target = await participant();
    const anonymous = await api.http.post(`/api/contests/participants/${target}/vote/`).expect(401);
    expect(anonymous.body).toEqual({ detail: 'Vous devez être connecté pour voter' });
    await api.http.post(`/api/contests/participants/${target}/vote/`).set('Authorization', 'Bearer nope').expect(401);
    const voter = await makeUser(api);
    for (const id of [999999, 'abc']) {
      const missing = await api.http.post(`/api/contests/participants/${id}/vote/`).set(voter.auth).expect(404);
      expect(missing.body).toEqual({ detail: 'Participant non trouvé' });
    }
    await vote(voter, await participant('draft')).expect(404);
    const deleted = await participant();
    await api.db.query('UPDATE participants SET deleted_at = now() WHERE id = $1', [deleted]);
    await vote(voter, deleted).expect(404);
  });

  it('returns the first answer for a retried Idempotency-Key, even concurrently, with one ledger row', async () => {
    const voter = await makeUser(api);
    const target = await participant();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => vote(voter, target).set('Idempotency-Key', 'retry-abc-123')),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    const later = await vote(voter, target).set('Idempotency-Key', 'retry-abc-123').expect(201);
    expect(later.body).toEqual(answers[0].body);
    expect(await ledgerRows(target)).toBe(1);
    const bad = await vote(voter, target).set('Idempotency-Key', 'espaces interdits').expect(400);
    expect(bad.body.detail).toContain('Idempotency-Key');
  });

  it('refuses an Idempotency-Key sent again for another participant (422), even once Redis forgot it', async () => {
    const voter = await makeUser(api);
    const [first, second] = [await participant(), await participant()];
    await vote(voter, first).set('Idempotency-Key', 'one-vote-only').expect(201);
    const reused = await vote(voter, second).set('Idempotency-Key', 'one-vote-only').expect(422);
    expect(reused.body).toEqual({
      detail:
        'Cette clé Idempotency-Key a déjà servi pour un vote pour un autre participant : utilisez une nouvelle clé pour chaque vote.',
    });
    await redis.del(voteKeys.idempotency(voter.user.id, 'one-vote-only'));
    await vote(voter, second).set('Idempotency-Key', 'one-vote-only').expect(422);
    expect([await ledgerRows(first), await ledgerRows(second)]).toEqual([1, 0]);
    await vote(voter, second).set('Idempotency-Key', 'another-vote').expect(201);
  });

  /** The same ledger row, cast at the same moment (the API's clock then, the row's commit time now). */
  const sameVote = (answer: FreeVote, first: FreeVote): boolean =>
    answer.id === first.id &&
    answer.participant === first.participant &&
    Math.abs(Date.parse(answer.next_vote_at) - Date.parse(first.next_vote_at)) < 1000;

  it('answers a retry with its committed vote when the first answer was lost, not with the cooldown', async () => {
    const voter = await makeUser(api);
    const target = await participant();
    const first = await vote(voter, target).set('Idempotency-Key', 'lost-answer-1').expect(201);
    // Redis forgot the answer while the cooldown stayed: the retry finds its row in the ledger.
    await redis.del(voteKeys.idempotency(voter.user.id, 'lost-answer-1'));
    const forgotten = await vote(voter, target).set('Idempotency-Key', 'lost-answer-1').expect(201);
    expect(sameVote(forgotten.body, first.body)).toBe(true);
    // The process that appended the vote died before answering: the key is still pending.
    await redis.set(voteKeys.idempotency(voter.user.id, 'lost-answer-1'), `${target}|`, 'EX', 60);
    const orphaned = await vote(voter, target).set('Idempotency-Key', 'lost-answer-1').expect(201);
    expect(sameVote(orphaned.body, first.body)).toBe(true);
    expect(await ledgerRows(target)).toBe(1);
    // A new key within the cooldown is still refused.
    await vote(voter, target).set('Idempotency-Key', 'lost-answer-2').expect(429);
  });

  it('keeps the cooldown running across midnight UTC while the daily counters start again', async () => {
    const limits = api.app.get(VoteLimits);
    const voter = await makeUser(api);
    const [target, other] = [await participant(), await participant()];
    const subject = (participantId: number, now: string) => ({
      voterId: voter.user.id,
      participantId,
      ipHash: `midnight-${voter.user.id}`,
      deviceHash: `midnight-${voter.user.id}`,
      tokenIssuedMs: Date.now(),
      dailyCap: FREE_VOTES_PER_DAY,
      youngAccount: false,
      proven: true,
      now: new Date(now),
    });
    const beforeMidnight = '2026-11-24T23:55:00.000Z';
    const afterMidnight = '2026-11-25T00:01:00.000Z';
    await redis.set(voteKeys.dailyVoter(voter.user.id, voteDay(new Date(beforeMidnight))), '49');
    expect(await limits.reserve(subject(target, beforeMidnight))).toMatchObject({ outcome: 'reserved' });
    expect(await limits.reserve(subject(other, beforeMidnight))).toMatchObject({ outcome: 'account_cap' });
    expect(await limits.reserve(subject(target, afterMidnight))).toMatchObject({ outcome: 'cooldown' });
    expect(await limits.reserve(subject(other, afterMidnight))).toMatchObject({ outcome: 'reserved' });
    expect(await redis.get(voteKeys.dailyVoter(voter.user.id, voteDay(new Date(afterMidnight))))).toBe('1');
  });

  it('gives each counter a vote creates the end of its day (with the grace) as its expiry', async () => {
    const limits = api.app.get(VoteLimits);
    const voter = await makeUser(api);
    const [target, other] = [await participant(), await participant()];
    const now = new Date();
    const day = voteDay(now);
    const subject = (participantId: number, deviceHash: string | null): VoteSubject => ({
      voterId: voter.user.id,
      participantId,
      ipHash: `expiry-${voter.user.id}`,
      deviceHash,
      tokenIssuedMs: Date.now(),
      dailyCap: FREE_VOTES_PER_DAY,
      youngAccount: false,
      proven: deviceHash !== null,
      now,
    });
    const device = `expiry-${voter.user.id}`;
    expect(await limits.reserve(subject(target, device))).toMatchObject({ outcome: 'reserved' });
    expect(await limits.reserve(subject(other, null))).toMatchObject({ outcome: 'reserved' });
    const counters = {
      voter: voteKeys.dailyVoter(voter.user.id, day),
      newDevices: voteKeys.accountNewDevices(voter.user.id, day),
      address: voteKeys.dailyIp(`expiry-${voter.user.id}`, day),
      withoutDevice: voteKeys.dailyIpWithoutDevice(`expiry-${voter.user.id}`, day),
      device: voteKeys.dailyDevice(device, day),
      deviceAccounts: voteKeys.deviceAccounts(device, day),
    };
    const values = await redis.mget(...Object.values(counters));
    expect(Object.fromEntries(Object.keys(counters).map((name, index) => [name, values[index]]))).toEqual({
      voter: '2',
      newDevices: '1',
      address: '2',
      withoutDevice: '1',
      device: '1',
      deviceAccounts: null,
    });
    expect(await redis.smembers(counters.deviceAccounts)).toEqual([String(voter.user.id)]);
    const endOfDay = dailyCounterTtlMs(now);
    for (const key of Object.values(counters)) {
      const ttl = await redis.pttl(key);
      expect({ key, expires: ttl > endOfDay - 10_000 && ttl <= endOfDay + 1000 }).toEqual({ key, expires: true });
    }
  });

  it('gives the reservation back and answers 503 when the ledger refuses the append', async () => {
    const voter = await makeUser(api);
    const target = await participant();
    await api.db.query(`
      CREATE FUNCTION refuse_vote() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.participant_id = ${target} THEN RAISE EXCEPTION 'disk full'; END IF; RETURN NEW; END $$`);
    await api.db.query(
      'CREATE TRIGGER refuse_vote BEFORE INSERT ON vote_ledger FOR EACH ROW EXECUTE FUNCTION refuse_vote()',
    );
    const day = voteDay(new Date());
    try {
      const other = await participant();
      const [failed, succeeded] = await Promise.all([vote(voter, target), vote(await makeUser(api), other)]);
      expect(failed.status).toBe(503);
      expect(failed.body).toEqual({
        detail: "Votre vote n'a pas pu être enregistré. Veuillez réessayer dans un instant.",
      });
      expect(succeeded.status).toBe(201);
      expect(await redis.exists(voteKeys.cooldown(voter.user.id, target))).toBe(0);
      expect(await redis.get(voteKeys.dailyVoter(voter.user.id, day))).toBe('0');
      expect(await ledgerRows(target)).toBe(0);
    } finally {
      await api.db.query('DROP TRIGGER refuse_vote ON vote_ledger');
      await api.db.query('DROP FUNCTION refuse_vote()');
    }
    await vote(voter, target).expect(201);
  });

  it('keeps the ledger append-only', async () => {
    const voter = await makeUser(api);
    const response = await vote(voter, await participant()).expect(201);
    await expect(api.db.query('UPDATE vote_ledger SET weight = 5 WHERE id = $1', [response.body.id])).rejects.toThrow(
      /append-only/,
    );
    await expect(api.db.query('DELETE FROM vote_ledger WHERE id = $1', [response.body.id])).rejects.toThrow(
      /append-only/,
    );
  });

  it('acknowledges exactly the votes it stored under a burst of concurrent voters', async () => {
    const target = await participant();
    const voters = await Promise.all(Array.from({ length: 40 }, () => makeUser(api)));
    const answers = await Promise.all(voters.map((each, index) => vote(each, target, `10.9.0.${index}`)));
    // Forty new accounts pushing one child: the later ones are held, acknowledged all the same.
    const acknowledged = answers.filter((answer) => accepted(answer.status));
    expect(acknowledged).toHaveLength(40);
    expect(await ledgerRows(target)).toBe(40);
    expect(new Set(acknowledged.map((answer) => answer.body.id)).size).toBe(40);
  });

  it('lists a voter\'s votes with their receipts under "Mes votes", newest first, and to them only', async () => {
    const voter = await makeUser(api);
    const [first, second] = [await participant(), await participant()];
    const answers = [(await vote(voter, first).expect(201)).body, (await vote(voter, second).expect(201)).body];
    await vote(await makeUser(api), first).expect(201);

    const mine = await api.http.get('/api/votes/receipts/').set(voter.auth).expect(200);
    expect(mine.body.next_before).toBeNull();
    expect(mine.body.results).toEqual(
      [...answers].reverse().map((answer) => ({
        ledger_id: answer.id,
        leaf_hash: answer.receipt.leaf_hash,
        kind: 'free',
        votes: 1,
        status: 'counted',
        at: expect.any(String),
        contest_id: answer.contest,
        contest_title: expect.any(String),
        participant_id: answer.participant,
        baby_name: expect.any(String),
      })),
    );
    const paged = await api.http.get('/api/votes/receipts/?limit=1').set(voter.auth).expect(200);
    expect(paged.body.results.map((line: { ledger_id: number }) => line.ledger_id)).toEqual([answers[1].id]);
    expect(paged.body.next_before).toBe(answers[1].id);
    const older = await api.http.get(`/api/votes/receipts/?before=${answers[1].id}`).set(voter.auth).expect(200);
    expect(older.body.results.map((line: { ledger_id: number }) => line.ledger_id)).toEqual([answers[0].id]);

    await api.http.get('/api/votes/receipts/').expect(401);
    await api.http.get('/api/votes/receipts/?limit=500').set(voter.auth).expect(400);
  });
});
