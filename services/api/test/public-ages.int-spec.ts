import { type ApiHarness, startApi } from './support/api-harness';
import { makeBaby, makeContest, makeParticipant } from './support/contest-factories';
import { type MadeUser, makeAdmin, makeUser } from './support/factories';

/** The UTC calendar date `months` months and `days` days before today (YYYY-MM-DD). */
function before(months: number, days: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, now.getUTCDate() - days))
    .toISOString()
    .slice(0, 10);
}

describe("children's dates of birth: their age for everyone, the date for their parent and administrators only", () => {
  let api: ApiHarness;
  let parent: MadeUser;
  let contestId: number;
  let participantId: number;
  // 18 full months and 3 days old: the age shown is 18 months.
  const birth = before(18, 3);

  beforeAll(async () => {
    api = await startApi();
    parent = await makeUser(api);
    contestId = (await makeContest(api)).id;
    const baby = await makeBaby(api, parent.user.id, { name: 'Awa', dateOfBirth: birth, city: 'Thiès' });
    participantId = (await makeParticipant(api, contestId, baby, parent.user.id)).id;
  });
  afterAll(() => api.close());

  /** Every answer a visitor or another user reads that names the participant, by route. */
  const publicRoutes = () => [
    '/api/contests/participants/',
    `/api/contests/participants/?contest=${contestId}&ordering=-votes`,
    `/api/contests/contests/${contestId}/participants/`,
    `/api/contests/contests/${contestId}/participants/?search=Awa`,
    `/api/contests/participants/${participantId}/`,
    `/api/contests/contests/${contestId}/ranking/`,
    `/api/contests/contests/${contestId}/ranking/free/`,
    `/api/contests/list-winners/?contest=${contestId}`,
  ];

  it('keeps the date of birth out of every public answer, for visitors and other users alike', async () => {
    const stranger = await makeUser(api);
    for (const auth of [{}, stranger.auth]) {
      for (const route of publicRoutes()) {
        const response = await api.http.get(route).set(auth).expect(200);
        const json = JSON.stringify(response.body);
        expect({ route, birth: /birth/i.test(json), date: json.includes(birth) }).toEqual({
          route,
          birth: false,
          date: false,
        });
      }
    }
  });

  it('gives everyone the age in full months instead', async () => {
    const one = await api.http.get(`/api/contests/participants/${participantId}/`).expect(200);
    expect(one.body.baby_details).toMatchObject({ name: 'Awa', age_months: 18 });
    const list = await api.http.get(`/api/contests/contests/${contestId}/participants/`).expect(200);
    expect(list.body.results[0].baby_details).toMatchObject({ name: 'Awa', age_months: 18 });
  });

  it('shows the date to the parent who entered the child and to administrators who manage participants', async () => {
    const own = await api.http.get(`/api/contests/participants/${participantId}/`).set(parent.auth).expect(200);
    expect(own.body.baby_details).toMatchObject({ date_of_birth: birth, age_months: 18 });
    const profile = await api.http.get('/api/contests/participant/profile/').set(parent.auth).expect(200);
    expect(profile.body.participations[0].baby_details.date_of_birth).toBe(birth);
    const admin = await makeAdmin(api);
    const listed = await api.http.get(`/api/contests/participants/?contest=${contestId}`).set(admin.auth).expect(200);
    expect(listed.body.results[0].baby_details.date_of_birth).toBe(birth);
  });
});
