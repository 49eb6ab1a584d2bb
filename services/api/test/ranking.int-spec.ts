import { RankingProjector, RankingReader, rankingKeys } from '@app/ranking';
import { createRedis } from '@app/redis';
import { eventually, insertFree, insertPaid, insertReversal } from '@app/testing';
import type Redis from 'ioredis';
import { caughtUp } from '../../worker/test/ranking-fixtures';
import { type ApiHarness, startApi } from './support/api-harness';
import { type ContestRow, makeBaby, makeContest, makeParticipant } from './support/contest-factories';
import { type MadeUser, makeUser } from './support/factories';

const CONTEST_NOT_FOUND = { detail: 'Concours non trouvé' };
const PARTICIPANT_NOT_FOUND = { detail: 'Participant non trouvé' };

interface Entry {
  rank: number | null;
  participant_id: number;
  secure_id: string;
  baby_name: string;
  photo_url: string;
  vote_count: number;
  city: string;
  vote_code: string;
}

describe('ranking: HTTP reads', () => {
  let api: ApiHarness;
  let redis: Redis;
  let parent: MadeUser;
  let contest: ContestRow;
  const ids: Record<string, number> = {};
  let paidId: number;

  const ranking = (query = '') => api.http.get(`/api/contests/contests/${contest.id}/ranking/${query}`);
  const names = (body: { results: Entry[] }) => body.results.map((entry) => entry.baby_name);

  async function addParticipant(name: string, target = contest, minutesAgo = 0): Promise<number> {
    const baby = await makeBaby(api, parent.user.id, { name });
    const { id } = await makeParticipant(api, target.id, baby, parent.user.id, {
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
    });
    return id;
  }

  beforeAll(async () => {
    api = await startApi();
    await api.startWorker();
    redis = createRedis(api.config);
    parent = await makeUser(api);
    contest = await makeContest(api, { title: 'Le plus beau sourire' });
    for (const [index, name] of ['Awa', 'Binta', 'Coumba', 'Dieynaba', 'Fatou', 'Retirée'].entries()) {
      ids[name] = await addParticipant(name, contest, 10 - index);
    }
    const contestId = contest.id;
    // Binta 5 (paid), Awa 3 then Coumba 3 (Awa reached 3 first), Fatou 1 vote reversed, Dieynaba none.
    paidId = await insertPaid(api.db, { contestId, participantId: ids.Binta, weight: 5 });
    for (let vote = 0; vote < 3; vote += 1) {
      await insertFree(api.db, { contestId, participantId: ids.Awa, voterId: 100 + vote });
    }
    for (let vote = 0; vote < 3; vote += 1) {
      await insertFree(api.db, { contestId, participantId: ids.Coumba, voterId: 200 + vote });
    }
    await insertReversal(api.db, await insertFree(api.db, { contestId, participantId: ids.Fatou }));
    await insertFree(api.db, { contestId, participantId: ids.Retirée });
    await api.db.query('UPDATE participants SET deleted_at = now() WHERE id = $1', [ids.Retirée]);
    await eventually(() => caughtUp(api.db, redis), { timeoutMs: 20_000, what: 'projector caught up' });
  });

  afterAll(async () => {
    await redis?.quit();
    await api?.close();
  });

  it('ranks by votes, ties to who got there first, then participants without votes (rank null)', async () => {
    const response = await ranking().expect(200);
    expect(response.body).toEqual({
      count: 5,
      next: null,
      previous: null,
      total_pages: 1,
      current_page: 1,
      page_size: 50,
      version: expect.any(Number),
      results: [
        expect.objectContaining({ rank: 1, participant_id: ids.Binta, baby_name: 'Binta', vote_count: 5 }),
        expect.objectContaining({ rank: 2, participant_id: ids.Awa, baby_name: 'Awa', vote_count: 3 }),
        expect.objectContaining({ rank: 3, participant_id: ids.Coumba, baby_name: 'Coumba', vote_count: 3 }),
        expect.objectContaining({ rank: null, vote_count: 0 }),
        expect.objectContaining({ rank: null, vote_count: 0 }),
      ],
    });
    expect(names(response.body).slice(3).sort()).toEqual(['Dieynaba', 'Fatou']);
    const [{ code }] = await api.db.query('SELECT code FROM vote_codes WHERE participant_id = $1', [ids.Binta]);
    expect(response.body.results[0]).toMatchObject({ city: 'Dakar', vote_code: code });
    for (const entry of response.body.results as Entry[]) {
      expect(Object.keys(entry).sort()).toEqual(
        ['baby_name', 'city', 'participant_id', 'photo_url', 'rank', 'secure_id', 'vote_code', 'vote_count'].sort(),
      );
      expect(entry.secure_id).toMatch(/^[0-9a-f]{12}$/);
      expect(entry.photo_url).toMatch(/^\/media\/babies\/.+-card\.webp$/);
      expect(entry.vote_code).toMatch(/^[1-9]\d{3,5}$/);
    }
    expect(new Set((response.body.results as Entry[]).map((entry) => entry.secure_id)).size).toBe(5);
    expect(response.body.version).toBeGreaterThan(0);
  });

  it('ranks free votes alone, from the ledger: packs left out, reversed free votes taken back', async () => {
    const response = await ranking('free/').expect(200);
    expect(response.body).toMatchObject({ count: 5, total_pages: 1, current_page: 1, page_size: 50 });
    expect((response.body.results as Entry[]).map((entry) => [entry.baby_name, entry.rank, entry.vote_count])).toEqual([
      ['Awa', 1, 3],
      ['Coumba', 2, 3],
      ['Binta', null, 0],
      ['Dieynaba', null, 0],
      ['Fatou', null, 0],
    ]);
    const free = (response.body.results as Entry[])[0];
    const main = ((await ranking().expect(200)).body.results as Entry[]).find((entry) => entry.baby_name === 'Awa')!;
    expect(free.secure_id).toBe(main.secure_id);
    expect(free.photo_url).toBe(main.photo_url);

    const paged = await ranking('free/?page=2&page_size=2').expect(200);
    expect(names(paged.body)).toEqual(['Binta', 'Dieynaba']);
    expect(paged.body.next).toBe(`/api/contests/contests/${contest.id}/ranking/free/?page=3&page_size=2`);
    await api.http.get('/api/contests/contests/999999/ranking/free/').expect(404, CONTEST_NOT_FOUND);
  });

  it('pages with page and page_size, or limit', async () => {
    const second = await ranking('?page=2&page_size=2').expect(200);
    expect(second.body).toMatchObject({ count: 5, total_pages: 3, current_page: 2, page_size: 2 });
    expect((second.body.results as Entry[]).map((entry) => entry.rank)).toEqual([3, null]);
    expect(second.body.results[0].participant_id).toBe(ids.Coumba);
    expect(second.body.next).toBe(`/api/contests/contests/${contest.id}/ranking/?page=3&page_size=2`);
    expect(second.body.previous).toBe(`/api/contests/contests/${contest.id}/ranking/?page=1&page_size=2`);

    const byLimit = await ranking('?limit=2&page=2').expect(200);
    expect(byLimit.body.results).toEqual(second.body.results);
    expect(byLimit.body.page_size).toBe(2);

    const last = await ranking('?page=3&page_size=2').expect(200);
    expect(last.body.results).toHaveLength(1);
    expect(last.body.next).toBeNull();
    const beyond = await ranking('?page=9&page_size=2').expect(200);
    expect(beyond.body.results).toEqual([]);

    const all = await ranking('?page_size=200').expect(200);
    expect(all.body.results).toHaveLength(5);
  });

  it('refuses a page size above 200, in French', async () => {
    expect((await ranking('?page_size=201').expect(400)).body).toEqual({
      page_size: ['La taille de page ne peut pas dépasser 200.'],
    });
    expect((await ranking('?limit=500').expect(400)).body).toEqual({
      limit: ['La taille de page ne peut pas dépasser 200.'],
    });
    expect((await ranking('?page=0').expect(400)).body).toEqual({ page: ['Page invalide.'] });
  });

  it('answers 404 for an unknown, draft or deleted contest', async () => {
    const draft = await makeContest(api, { status: 'draft' });
    const deleted = await makeContest(api);
    await api.db.query('UPDATE contests SET deleted_at = now() WHERE id = $1', [deleted.id]);
    for (const id of [draft.id, deleted.id, 987654, 'abc']) {
      const response = await api.http.get(`/api/contests/contests/${id}/ranking/`).expect(404);
      expect(response.body).toEqual(CONTEST_NOT_FOUND);
    }
  });

  it('serves a closed contest’s ranking and an empty one', async () => {
    const closed = await makeContest(api, { status: 'closed' });
    const response = await api.http.get(`/api/contests/contests/${closed.id}/ranking`).expect(200);
    expect(response.body).toMatchObject({ count: 0, results: [], total_pages: 1, version: expect.any(Number) });
  });

  it('shows a new participant (rank null) and a new vote within moments', async () => {
    const fresh = await makeContest(api);
    const first = await addParticipant('Khady', fresh);
    expect((await api.http.get(`/api/contests/contests/${fresh.id}/ranking/`).expect(200)).body.count).toBe(1);
    const second = await addParticipant('Mame', fresh);
    await eventually(async () => (await api.http.get(`/api/contests/contests/${fresh.id}/ranking/`)).body.count === 2, {
      timeoutMs: 5000,
      what: 'new participant listed',
    });
    await insertFree(api.db, { contestId: fresh.id, participantId: second });
    await eventually(
      async () => (await api.http.get(`/api/contests/contests/${fresh.id}/ranking/`)).body.results[0]?.rank === 1,
      { timeoutMs: 5000, what: 'vote ranked' },
    );
    const body = (await api.http.get(`/api/contests/contests/${fresh.id}/ranking/`).expect(200)).body;
    expect(body.results.map((entry: Entry) => [entry.participant_id, entry.rank, entry.vote_count])).toEqual([
      [second, 1, 1],
      [first, null, 0],
    ]);
  });

  it('answers a free vote with the count that has the vote in it, whether the projector applied it yet or not', async () => {
    const fresh = await makeContest(api);
    const target = await addParticipant('Ndeye', fresh);
    await insertFree(api.db, { contestId: fresh.id, participantId: target });
    await eventually(() => caughtUp(api.db, redis), { timeoutMs: 20_000, what: 'projector caught up' });
    const vote = async () =>
      (
        await api.http
          .post(`/api/contests/participants/${target}/vote/`)
          .set((await makeUser(api)).auth)
          .expect(201)
      ).body;

    const projector = (await api.startWorker()).get(RankingProjector);
    await projector.stop();
    try {
      // Not applied yet: the projected 1, and this vote.
      expect((await vote()).vote_count).toBe(2);
      expect((await vote()).vote_count).toBe(2);
    } finally {
      projector.start();
    }
    await eventually(() => caughtUp(api.db, redis), { timeoutMs: 20_000, what: 'projector caught up' });
    const ranked = async () =>
      (await api.http.get(`/api/contests/contests/${fresh.id}/ranking/`).expect(200)).body.results[0].vote_count;
    expect(await ranked()).toBe(3);
    // Applied or not by the time the answer reads the count, the vote is in it once.
    expect((await vote()).vote_count).toBe(4);
  });

  it('reads the counts asked for in one turn in one command per contest', async () => {
    const other = await makeContest(api);
    const elsewhere = await addParticipant('Ramatou', other);
    await insertFree(api.db, { contestId: other.id, participantId: elsewhere });
    await eventually(() => caughtUp(api.db, redis), { timeoutMs: 20_000, what: 'projector caught up' });
    const countKeys = [rankingKeys.counts(contest.id), rankingKeys.counts(other.id)];
    const monitor = await redis.monitor();
    const commands: string[][] = [];
    monitor.on('monitor', (_time: string, args: string[]) => {
      if (countKeys.some((key) => args[1]?.endsWith(key))) commands.push(args);
    });
    try {
      const reader = api.app.get(RankingReader);
      const counts = await Promise.all([
        reader.count(contest.id, ids.Awa),
        reader.count(contest.id, ids.Binta),
        reader.count(other.id, elsewhere),
        reader.count(contest.id, ids.Awa),
        reader.count(contest.id, ids.Dieynaba),
        reader.count(contest.id, 999_999),
      ]);
      expect(counts).toEqual([3, 5, 1, 3, 0, 0]);
      await eventually(() => commands.length >= 2, { timeoutMs: 2000, what: 'commands seen by MONITOR' });
      expect(
        commands.map(([name, key, ...fields]) => [
          name.toLowerCase(),
          countKeys.findIndex((k) => key.endsWith(k)),
          fields,
        ]),
      ).toEqual(
        expect.arrayContaining([
          ['hmget', 0, [String(ids.Awa), String(ids.Binta), String(ids.Dieynaba), '999999']],
          ['hmget', 1, [String(elsewhere)]],
        ]),
      );
      expect(commands).toHaveLength(2);
    } finally {
      monitor.disconnect();
    }
  });

  describe('participant answers', () => {
    it('carry vote_count, votes, rank and secure_id like the ranking', async () => {
      const rankingBody = (await ranking().expect(200)).body;
      const coumba = (rankingBody.results as Entry[]).find((entry) => entry.participant_id === ids.Coumba)!;
      const detail = await api.http.get(`/api/contests/participants/${ids.Coumba}/`).expect(200);
      expect(detail.body).toMatchObject({
        vote_count: 3,
        votes: 3,
        rank: 3,
        secure_id: coumba.secure_id,
      });
      const none = await api.http.get(`/api/contests/participants/${ids.Dieynaba}/`).expect(200);
      expect(none.body).toMatchObject({ vote_count: 0, votes: 0, rank: null, secure_id: expect.any(String) });
    });

    it('reuse a list’s vote order for a second at most, the counts of the page read fresh', async () => {
      const fresh = await makeContest(api, { title: 'Ordre des votes' });
      const first = await addParticipant('Premier', fresh, 2);
      const second = await addParticipant('Second', fresh, 1);
      const byVotes = async () =>
        (
          await api.http.get(`/api/contests/contests/${fresh.id}/participants/?ordering=-votes`).expect(200)
        ).body.results.map(
          (participant: { baby_details: { name: string }; vote_count: number }) =>
            `${participant.baby_details.name}:${participant.vote_count}`,
        );
      expect(await byVotes()).toEqual(['Second:0', 'Premier:0']);
      await insertFree(api.db, { contestId: fresh.id, participantId: first });
      await eventually(() => caughtUp(api.db, redis), { timeoutMs: 20_000, what: 'projector caught up' });
      expect(await byVotes()).toEqual(['Second:0', 'Premier:1']);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect(await byVotes()).toEqual(['Premier:1', 'Second:0']);
      expect(second).toBeGreaterThan(first);
    });

    it('order a contest’s participants by votes, most first with -votes', async () => {
      const list = (ordering: string) =>
        api.http.get(`/api/contests/contests/${contest.id}/participants/?ordering=${ordering}`).expect(200);
      const mostFirst = (await list('-votes')).body;
      expect(mostFirst.results.map((p: { baby_details: { name: string } }) => p.baby_details.name)).toEqual([
        'Binta',
        'Awa',
        'Coumba',
        'Fatou',
        'Dieynaba',
      ]);
      expect(mostFirst.results.map((p: { rank: number | null }) => p.rank)).toEqual([1, 2, 3, null, null]);
      const fewestFirst = (await list('votes')).body;
      expect(fewestFirst.results.map((p: { baby_details: { name: string } }) => p.baby_details.name)).toEqual([
        'Dieynaba',
        'Fatou',
        'Coumba',
        'Awa',
        'Binta',
      ]);
      const paged = await api.http
        .get(`/api/contests/participants/?contest=${contest.id}&ordering=-votes&page=2&page_size=2`)
        .expect(200);
      expect(paged.body).toMatchObject({ count: 5, current_page: 2 });
      expect(paged.body.results.map((p: { id: number }) => p.id)).toEqual([ids.Coumba, ids.Fatou]);
    });
  });

  describe('vote summary', () => {
    it('gives free, paid and reversed votes, whose total is the ranking count', async () => {
      await insertReversal(api.db, paidId);
      await insertPaid(api.db, { contestId: contest.id, participantId: ids.Binta, weight: 2 });
      await insertFree(api.db, { contestId: contest.id, participantId: ids.Binta });
      await eventually(() => caughtUp(api.db, redis), { timeoutMs: 20_000, what: 'projector caught up' });
      const summary = await api.http.get(`/api/contests/participants/${ids.Binta}/votes/summary/`).expect(200);
      expect(summary.body).toEqual({ participant_id: ids.Binta, free: 1, paid: 7, reversed: 5, total: 3 });
      const entry = ((await ranking().expect(200)).body.results as Entry[]).find((e) => e.participant_id === ids.Binta);
      expect(entry!.vote_count).toBe(summary.body.total);

      const fatou = await api.http.get(`/api/contests/participants/${ids.Fatou}/votes/summary`).expect(200);
      expect(fatou.body).toEqual({ participant_id: ids.Fatou, free: 1, paid: 0, reversed: 1, total: 0 });
    });

    it('answers 404 for a deleted or unknown participant', async () => {
      for (const id of [ids.Retirée, 987654, 'x']) {
        const response = await api.http.get(`/api/contests/participants/${id}/votes/summary/`).expect(404);
        expect(response.body).toEqual(PARTICIPANT_NOT_FOUND);
      }
    });
  });
});
