import { type ApiHarness, startApi } from './support/api-harness';
import { makeBaby, makeContest, makeParticipant } from './support/contest-factories';
import { makeAdmin, makeUser, type MadeUser } from './support/factories';

describe('vote control for administrators', () => {
  let api: ApiHarness;
  let admin: MadeUser;

  beforeAll(async () => {
    api = await startApi({ TRUSTED_PROXIES: '127.0.0.1' });
    admin = await makeAdmin(api);
  });
  afterAll(() => api.close());

  async function setup() {
    const owner = await makeUser(api);
    const contest = await makeContest(api);
    const participants = [];
    for (let index = 0; index < 2; index += 1) {
      const baby = await makeBaby(api, owner.user.id);
      participants.push((await makeParticipant(api, contest.id, baby, owner.user.id)).id);
    }
    return { contestId: contest.id, participants };
  }

  const vote = async (voter: MadeUser, participantId: number, ip: string) =>
    (
      await api.http
        .post(`/api/contests/participants/${participantId}/vote/`)
        .set(voter.auth)
        .set('X-Forwarded-For', ip)
        .expect(201)
    ).body.id as number;

  const sum = async (participantId: number) =>
    Number(
      (
        await api.db.query('SELECT coalesce(sum(weight), 0) AS total FROM vote_ledger WHERE participant_id = $1', [
          participantId,
        ])
      )[0].total,
    );

  it("lists a participant's ledger with kind, time, voter and IP hash", async () => {
    const { participants } = await setup();
    const voter = await makeUser(api);
    await vote(voter, participants[0], '198.51.100.20');
    const response = await api.http
      .get(`/api/contests/admin/participants/${participants[0]}/votes/`)
      .set(admin.auth)
      .expect(200);
    expect(response.body.count).toBe(1);
    expect(response.body.results[0]).toMatchObject({
      kind: 'free',
      weight: 1,
      voter_id: voter.user.id,
      voter_email: voter.user.email,
      ip_hash: expect.stringMatching(/^[0-9a-f]{32}$/),
      reversed_by: null,
    });
  });

  it('reverses one vote with a reason by appending a reversal row, once', async () => {
    const { participants } = await setup();
    const voteId = await vote(await makeUser(api), participants[0], '198.51.100.21');
    const missingReason = await api.http
      .post(`/api/contests/admin/votes/${voteId}/reverse/`)
      .set(admin.auth)
      .send({})
      .expect(400);
    expect(missingReason.body).toEqual({ reason: ['Ce champ est obligatoire.'] });

    const reversed = await api.http
      .post(`/api/contests/admin/votes/${voteId}/reverse/`)
      .set(admin.auth)
      .send({ reason: 'Compte créé pour voter en série' })
      .expect(201);
    expect(reversed.body).toEqual({ detail: '1 vote annulé.', reversed: 1, reversal_ids: [expect.any(Number)] });
    const rows = await api.db.query(
      'SELECT kind, weight, reverses_id::int, actor_id, reason FROM vote_ledger WHERE participant_id = $1 ORDER BY id',
      [participants[0]],
    );
    expect(rows).toEqual([
      { kind: 'free', weight: 1, reverses_id: null, actor_id: null, reason: null },
      {
        kind: 'reversal',
        weight: -1,
        reverses_id: voteId,
        actor_id: admin.user.id,
        reason: 'Compte créé pour voter en série',
      },
    ]);
    expect(await sum(participants[0])).toBe(0);

    const again = await api.http
      .post(`/api/contests/admin/votes/${voteId}/reverse/`)
      .set(admin.auth)
      .send({ reason: 'encore' })
      .expect(409);
    expect(again.body).toEqual({ detail: 'Ce vote a déjà été annulé.' });
    const reversalOfReversal = await api.http
      .post(`/api/contests/admin/votes/${reversed.body.reversal_ids[0]}/reverse/`)
      .set(admin.auth)
      .send({ reason: 'non' })
      .expect(400);
    expect(reversalOfReversal.body).toEqual({ detail: 'Une annulation ne peut pas être annulée.' });
    await api.http
      .post('/api/contests/admin/votes/99999999/reverse/')
      .set(admin.auth)
      .send({ reason: 'x' })
      .expect(404);
  });

  it("reverses all of one voter's or one connection's votes in a contest, and nothing else", async () => {
    const { contestId, participants } = await setup();
    const other = await setup();
    const cheater = await makeUser(api);
    const honest = await makeUser(api);
    await vote(cheater, participants[0], '203.0.113.70');
    await vote(cheater, participants[1], '203.0.113.70');
    await vote(cheater, other.participants[0], '203.0.113.70');
    await vote(honest, participants[0], '203.0.113.71');

    const byVoter = await api.http
      .post(`/api/contests/admin/contests/${contestId}/votes/reverse/`)
      .set(admin.auth)
      .send({ voter_id: cheater.user.id, reason: 'Fraude confirmée' })
      .expect(201);
    expect(byVoter.body.reversed).toBe(2);
    expect(await sum(participants[0])).toBe(1);
    expect(await sum(participants[1])).toBe(0);
    expect(await sum(other.participants[0])).toBe(1);

    const [{ ip_hash: honestIp }] = await api.db.query('SELECT ip_hash FROM vote_ledger WHERE voter_id = $1', [
      honest.user.id,
    ]);
    const byIp = await api.http
      .post(`/api/contests/admin/contests/${contestId}/votes/reverse/`)
      .set(admin.auth)
      .send({ ip_hash: honestIp, reason: 'Ferme à clics' })
      .expect(201);
    expect(byIp.body.reversed).toBe(1);
    expect(await sum(participants[0])).toBe(0);

    const both = await api.http
      .post(`/api/contests/admin/contests/${contestId}/votes/reverse/`)
      .set(admin.auth)
      .send({ voter_id: 1, ip_hash: honestIp, reason: 'x' })
      .expect(400);
    expect(both.body.non_field_errors).toHaveLength(1);
    await api.http
      .post(`/api/contests/admin/contests/${contestId}/votes/reverse/`)
      .set(admin.auth)
      .send({ reason: 'x' })
      .expect(400);
    const badHash = await api.http
      .post(`/api/contests/admin/contests/${contestId}/votes/reverse/`)
      .set(admin.auth)
      .send({ ip_hash: 'pas-une-empreinte', reason: 'x' })
      .expect(400);
    expect(badHash.body).toEqual({ ip_hash: ["L'empreinte de connexion doit comporter 32 caractères hexadécimaux."] });

    const audit = await api.http.get('/api/contests/admin/votes/audit/').set(admin.auth).expect(200);
    expect(audit.body.results.slice(0, 2)).toEqual([
      expect.objectContaining({
        action: 'reverse_ip',
        reason: 'Ferme à clics',
        reversed_count: 1,
        actor_email: admin.user.email,
      }),
      expect.objectContaining({
        action: 'reverse_voter',
        reason: 'Fraude confirmée',
        reversed_count: 2,
        contest_id: contestId,
      }),
    ]);
    const original = await api.db.query(
      "SELECT count(*)::int AS n FROM vote_ledger WHERE kind = 'free' AND voter_id = $1",
      [cheater.user.id],
    );
    expect(original[0].n).toBe(3);
  });

  it('previews what a reversal would remove and the rank it would leave, then logs the reversal', async () => {
    const { contestId, participants } = await setup();
    const fraudster = await makeUser(api);
    const honest = await makeUser(api);
    await vote(fraudster, participants[0], '198.51.100.40');
    await vote(fraudster, participants[1], '198.51.100.40');
    await vote(honest, participants[1], '198.51.100.41');
    const preview = await api.http
      .get(`/api/contests/admin/contests/${contestId}/votes/reversal-preview/?voter_id=${fraudster.user.id}`)
      .set(admin.auth)
      .expect(200);
    expect(preview.body.rows).toBe(2);
    expect(preview.body.votes).toBe(2);
    expect(preview.body.participants).toEqual([
      { participant_id: participants[0], votes_now: 1, votes_after: 0, rank_now: 2, rank_after: null },
      { participant_id: participants[1], votes_now: 2, votes_after: 1, rank_now: 1, rank_after: 1 },
    ]);
    await api.http.get(`/api/contests/admin/contests/${contestId}/votes/reversal-preview/`).set(admin.auth).expect(400);

    await api.http
      .post(`/api/contests/admin/contests/${contestId}/votes/reverse/`)
      .set(admin.auth)
      .send({ voter_id: fraudster.user.id, reason: 'Votes croisés' })
      .expect(201);
    expect(await sum(participants[0])).toBe(0);
    expect(await sum(participants[1])).toBe(1);
    const after = await api.http
      .get(`/api/contests/admin/contests/${contestId}/votes/reversal-preview/?voter_id=${fraudster.user.id}`)
      .set(admin.auth)
      .expect(200);
    expect(after.body).toEqual({ rows: 0, votes: 0, participants: [] });

    const log = await api.http
      .get(`/api/admin/audit-log/?action=reverse_voter&contest=${contestId}`)
      .set(admin.auth)
      .expect(200);
    expect(log.body.count).toBe(1);
    expect(log.body.results[0]).toMatchObject({
      actor_id: admin.user.id,
      actor_email: admin.user.email,
      reason: 'Votes croisés',
      details: { voter_id: fraudster.user.id, reversed_count: 2 },
    });
    await api.http.get('/api/admin/audit-log/?action=nope').set(admin.auth).expect(400);
  });

  it('is for administrators only', async () => {
    const parent = await makeUser(api);
    const { contestId, participants } = await setup();
    const calls = [
      api.http.get(`/api/contests/admin/participants/${participants[0]}/votes/`).set(parent.auth),
      api.http.post('/api/contests/admin/votes/1/reverse/').set(parent.auth).send({ reason: 'x' }),
      api.http
        .post(`/api/contests/admin/contests/${contestId}/votes/reverse/`)
        .set(parent.auth)
        .send({ voter_id: 1, reason: 'x' }),
      api.http.get('/api/contests/admin/votes/audit/').set(parent.auth),
      api.http.get(`/api/contests/admin/contests/${contestId}/votes/reversal-preview/?voter_id=1`).set(parent.auth),
      api.http.get('/api/admin/audit-log/').set(parent.auth),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.status).toBe(403);
    }
  });
});
