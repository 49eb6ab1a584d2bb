import { ledgerRows } from '@app/testing';
import { type ApiHarness, startApi } from './support/api-harness';
import { makeBaby, makeContest, makeParticipant } from './support/contest-factories';
import { makeAdmin, makeUser, type MadeUser } from './support/factories';

const QUEUE = '/api/contests/admin/held-votes';

interface QueueVote {
  id: number;
  contest_id: number;
  contest_title: string;
  participant_name: string;
  created_at: string;
}

describe('the queue of held votes across contests', () => {
  let api: ApiHarness;
  let admin: MadeUser;

  beforeAll(async () => {
    api = await startApi();
    admin = await makeAdmin(api);
  });
  afterAll(() => api.close());

  async function contestWithParticipant(title: string) {
    const parent = await makeUser(api);
    const contest = await makeContest(api, { title });
    const baby = await makeBaby(api, parent.user.id);
    const participant = (await makeParticipant(api, contest.id, baby, parent.user.id)).id;
    return { contestId: contest.id, participant };
  }

  /** Held votes as the free vote appends them (in arrival order), cast `minutesAgo` minutes ago. */
  function hold(contestId: number, participant: number, minutesAgo: number[]): Promise<number[]> {
    const now = Date.now();
    return ledgerRows(
      api.db,
      minutesAgo.map((minutes) => ({
        kind: 'held' as const,
        contestId,
        participantId: participant,
        ipHash: 'b'.repeat(32),
        signals: ['device_accounts'],
        reason: "Plusieurs comptes ont voté aujourd'hui depuis ce téléphone",
        createdAt: new Date(now - minutes * 60_000),
      })),
    );
  }

  const ofContests = (votes: QueueVote[], ids: number[]) => votes.filter((vote) => ids.includes(vote.contest_id));

  it('lists the held votes of every contest oldest first, each with its contest, and narrows to one contest', async () => {
    const noel = await contestWithParticipant('Bébé Star de Noël');
    const paques = await contestWithParticipant('Bébé Star de Pâques');
    // Appended as votes arrive: one contest's votes interleaved with another's.
    const [noelOld] = await hold(noel.contestId, noel.participant, [50]);
    const [paquesMid] = await hold(paques.contestId, paques.participant, [30]);
    const [noelNew] = await hold(noel.contestId, noel.participant, [10]);
    const ids = [noel.contestId, paques.contestId];

    const all = await api.http.get(`${QUEUE}/`).query({ page_size: 1000 }).set(admin.auth).expect(200);
    const mine = ofContests(all.body.results, ids);
    expect(mine.map((vote) => vote.id)).toEqual([noelOld, paquesMid, noelNew]);
    expect(mine[1]).toMatchObject({ contest_id: paques.contestId, contest_title: 'Bébé Star de Pâques' });
    expect(mine[0].participant_name).not.toBe('');
    const times = (all.body.results as QueueVote[]).map((vote) => Date.parse(vote.created_at));
    expect(times).toEqual([...times].sort((a, b) => a - b));

    const one = await api.http.get(`${QUEUE}/`).query({ contest: noel.contestId }).set(admin.auth).expect(200);
    expect(one.body.count).toBe(2);
    expect(one.body.results.map((vote: QueueVote) => vote.id)).toEqual([noelOld, noelNew]);

    const paged = await api.http
      .get(`${QUEUE}/`)
      .query({ contest: noel.contestId, page: 2, page_size: 1 })
      .set(admin.auth)
      .expect(200);
    expect(paged.body.results.map((vote: QueueVote) => vote.id)).toEqual([noelNew]);
  });

  it('counts the waiting votes per contest and in all, decided votes no longer', async () => {
    const busy = await contestWithParticipant('Concours chargé');
    const quiet = await contestWithParticipant('Concours calme');
    const busyVotes = await hold(busy.contestId, busy.participant, [40, 30, 20]);
    await hold(quiet.contestId, quiet.participant, [5]);

    const before = await api.http.get(`${QUEUE}/counts`).set(admin.auth).expect(200);
    const counted = (body: { contests: { contest_id: number; votes: number }[] }, id: number) =>
      body.contests.find((row) => row.contest_id === id);
    expect(counted(before.body, busy.contestId)).toMatchObject({ contest_title: 'Concours chargé', votes: 3 });
    expect(counted(before.body, quiet.contestId)).toMatchObject({ contest_title: 'Concours calme', votes: 1 });
    expect(before.body.total).toBe(
      before.body.contests.reduce((sum: number, row: { votes: number }) => sum + row.votes, 0),
    );

    await api.http
      .post(`/api/contests/admin/contests/${busy.contestId}/held-votes/decide`)
      .set(admin.auth)
      .send({ decision: 'reject', reason: 'Même téléphone, vérifié', vote_id: busyVotes[0] })
      .expect(201);
    const after = await api.http.get(`${QUEUE}/counts`).set(admin.auth).expect(200);
    expect(counted(after.body, busy.contestId)?.votes).toBe(2);
    expect(after.body.total).toBe(before.body.total - 1);
  });

  it('releases a selection spanning two contests in one decision, audited per contest', async () => {
    const first = await contestWithParticipant('Premier concours');
    const second = await contestWithParticipant('Second concours');
    const [a, keep] = await hold(first.contestId, first.participant, [15, 14]);
    const [b] = await hold(second.contestId, second.participant, [13]);

    const decided = await api.http
      .post(`${QUEUE}/decide`)
      .set(admin.auth)
      .send({ decision: 'release', reason: 'Famille vérifiée par téléphone', vote_ids: [a, b] })
      .expect(201);
    expect(decided.body).toMatchObject({ decided: 2, detail: '2 votes validés : comptés dans le classement.' });
    const releases = await api.db.query(
      `SELECT decides_id::int AS decides, weight FROM vote_ledger WHERE kind = 'release' AND decides_id = ANY($1) ORDER BY decides_id`,
      [[a, b]],
    );
    expect(releases).toEqual([
      { decides: a, weight: 1 },
      { decides: b, weight: 1 },
    ]);
    const audited = await api.db.query(
      `SELECT contest_id FROM audit_log WHERE action = 'release_held_votes' AND contest_id = ANY($1) ORDER BY contest_id`,
      [[first.contestId, second.contestId]],
    );
    expect(audited).toHaveLength(2);

    const left = await api.http.get(`${QUEUE}/`).query({ contest: first.contestId }).set(admin.auth).expect(200);
    expect(left.body.results.map((vote: QueueVote) => vote.id)).toEqual([keep]);

    const again = await api.http
      .post(`${QUEUE}/decide`)
      .set(admin.auth)
      .send({ decision: 'release', reason: 'Encore', vote_ids: [a] })
      .expect(409);
    expect(again.body.detail).toBe('Aucun vote en vérification ne correspond : ils ont peut-être déjà été traités.');
  });

  it('answers bad input in French, and only to those who manage votes', async () => {
    const empty = await api.http
      .post(`${QUEUE}/decide`)
      .set(admin.auth)
      .send({ decision: 'release', reason: 'Vérifié', vote_ids: [] })
      .expect(400);
    expect(JSON.stringify(empty.body)).toContain('Sélectionnez au moins un vote en vérification.');
    const badContest = await api.http.get(`${QUEUE}/`).query({ contest: 'abc' }).set(admin.auth).expect(400);
    expect(JSON.stringify(badContest.body)).toMatch(/entier/);
    const badDecision = await api.http
      .post(`${QUEUE}/decide`)
      .set(admin.auth)
      .send({ decision: 'maybe', reason: 'Vérifié', vote_ids: [1] })
      .expect(400);
    expect(JSON.stringify(badDecision.body)).toContain('release');

    const parent = await makeUser(api);
    await api.http.get(`${QUEUE}/counts`).set(parent.auth).expect(403);
    await api.http.get(`${QUEUE}/counts`).expect(401);
  });
});
