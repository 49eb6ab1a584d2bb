import { type ApiHarness, startApi } from './support/api-harness';
import { type ContestRow, makeBaby, makeContest, makeParticipant } from './support/contest-factories';
import { makeAdmin, type MadeUser, makeUser } from './support/factories';

const CODE = /^[1-9]\d{3}$/;

describe('vote codes: shown with each participant, searched by the back office', () => {
  let api: ApiHarness;
  let parent: MadeUser;
  let admin: MadeUser;
  let contest: ContestRow;

  beforeAll(async () => {
    api = await startApi();
    parent = await makeUser(api);
    admin = await makeAdmin(api);
    contest = await makeContest(api, { title: 'Codes de vote' });
  });
  afterAll(() => api.close());

  const enter = async (name: string, target: ContestRow = contest) =>
    makeParticipant(api, target.id, await makeBaby(api, parent.user.id, { name }), parent.user.id);

  const names = (body: { results: { baby_details: { name: string } }[] }) =>
    body.results.map((participant) => participant.baby_details.name);

  it('gives every reader the code, in the page and in the lists', async () => {
    const awa = await enter('Awa');
    const page = await api.http.get(`/api/contests/participants/${awa.id}/`).expect(200);
    expect(page.body.vote_code).toBe(awa.voteCode);
    expect(page.body.vote_code).toMatch(CODE);
    const list = await api.http.get(`/api/contests/contests/${contest.id}/participants/`).expect(200);
    expect(list.body.results.find((row: { id: number }) => row.id === awa.id).vote_code).toBe(awa.voteCode);
    const profile = await api.http.get('/api/contests/participant/profile/').set(parent.auth).expect(200);
    expect(profile.body.participations.find((row: { id: number }) => row.id === awa.id).vote_code).toBe(awa.voteCode);
  });

  it('finds a participant by its whole code, as typed, beside name, country and city', async () => {
    const fatou = await enter('Fatou');
    await enter('Binta');
    const spaced = `${fatou.voteCode.slice(0, 2)} ${fatou.voteCode.slice(2)}`;
    for (const search of [fatou.voteCode, spaced, ` ${fatou.voteCode} `]) {
      const response = await api.http
        .get('/api/contests/participants/')
        .query({ search, contest: contest.id })
        .set(admin.auth)
        .expect(200);
      expect(names(response.body)).toEqual(['Fatou']);
      expect(response.body.results[0]).toMatchObject({ vote_code: fatou.voteCode, phone_number: '+221771234567' });
    }
    // A part of a code is no code; the name search still works.
    const partial = await api.http
      .get('/api/contests/participants/')
      .query({ search: fatou.voteCode.slice(0, 3), contest: contest.id })
      .set(admin.auth)
      .expect(200);
    expect(names(partial.body)).not.toContain('Fatou');
    const byName = await api.http
      .get('/api/contests/participants/')
      .query({ search: 'fatou', contest: contest.id })
      .set(admin.auth)
      .expect(200);
    expect(names(byName.body)).toEqual(['Fatou']);
  });

  it('leaves a withdrawn participant out of the search by its code', async () => {
    const gone = await enter('Kadia');
    await api.http.delete(`/api/contests/participants/${gone.id}/`).set(admin.auth).expect(204);
    const response = await api.http
      .get('/api/contests/participants/')
      .query({ search: gone.voteCode })
      .set(admin.auth)
      .expect(200);
    expect(names(response.body)).not.toContain('Kadia');
    const [row] = await api.db.query('SELECT code FROM vote_codes WHERE participant_id = $1', [gone.id]);
    expect(row.code).toBe(gone.voteCode);
  });

  it('gives pre-registrations converted into participants their codes, in the same transaction', async () => {
    const upcoming = await makeContest(api, { status: 'pre_registration' });
    const preregistrations: number[] = [];
    for (const name of ['Nafi', 'Ousmane', 'Ramatou']) {
      const baby = await makeBaby(api, parent.user.id, { name });
      const [row] = await api.db.query(
        `INSERT INTO preregistrations (user_id, baby_id, contest_id, phone_number, country, city)
         VALUES ($1, $2, $3, '+221771234567', 'Sénégal', 'Dakar') RETURNING id`,
        [parent.user.id, baby.id, upcoming.id],
      );
      preregistrations.push(row.id);
    }
    const converted = await api.http
      .post('/api/contests/admin/preregistrations/bulk_convert/')
      .set(admin.auth)
      .send({ preregistration_ids: preregistrations })
      .expect(200);
    expect(converted.body.success_count).toBe(3);
    const rows: { code: string; season: number }[] = await api.db.query(
      `SELECT v.code, v.season FROM preregistrations r JOIN vote_codes v ON v.participant_id = r.participant_id
        WHERE r.id = ANY($1::int[])`,
      [preregistrations],
    );
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => CODE.test(row.code))).toBe(true);
    expect(new Set(rows.map((row) => row.code)).size).toBe(3);
    expect(new Set(rows.map((row) => row.season))).toEqual(new Set([new Date(upcoming.start_date).getUTCFullYear()]));
  });
});
