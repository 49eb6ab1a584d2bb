import { type ApiHarness, startApi } from './support/api-harness';
import { makeUser, type MadeUser } from './support/factories';

describe('administrators’ permissions, enforced per route', () => {
  let api: ApiHarness;

  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.close());

  /** An administrator whose only group ("Administrateurs …") grants exactly `permissions`. */
  const adminWith = (group: string, permissions: string[]): Promise<MadeUser> =>
    makeUser(api, { groups: [group], permissions });

  it('refuses a route to an administrator whose groups lack its permission, in French', async () => {
    const moderator = await adminWith('Administrateurs modération', ['moderate_comments']);
    await api.http.get('/api/contests/comments/stats/').set(moderator.auth).expect(200);
    const refused = await api.http.get('/api/contests/admin/prize-claims/').set(moderator.auth).expect(403);
    expect(refused.body.detail).toBe(
      "Vous n'avez pas la permission nécessaire pour cette action : « Gérer les réclamations de prix ».",
    );
    await api.http.get('/api/payments/admin/payments/').set(moderator.auth).expect(403);
    await api.http.get('/api/users/').set(moderator.auth).expect(403);

    const cashier = await adminWith('Administrateurs lots', ['manage_prize_claims']);
    await api.http.get('/api/contests/admin/prize-claims/').set(cashier.auth).expect(200);
    await api.http.get('/api/contests/comments/stats/').set(cashier.auth).expect(403);
  });

  it('gives every permission to staff and to the "Administrateurs" group, none to a parent', async () => {
    const staff = await makeUser(api, { isStaff: true });
    const member = await makeUser(api, { groups: ['Administrateurs'] });
    const parent = await makeUser(api);
    for (const admin of [staff, member]) {
      await api.http.get('/api/contests/admin/prize-claims/').set(admin.auth).expect(200);
      const me = await api.http.get(`/api/users/${admin.user.id}/`).set(admin.auth).expect(200);
      expect(me.body.permissions).toEqual(expect.arrayContaining(['manage_prize_claims', 'moderate_comments']));
      expect(me.body.permissions).toHaveLength(13);
    }
    await api.http.get('/api/contests/admin/prize-claims/').set(parent.auth).expect(403);
    expect((await api.http.get(`/api/users/${parent.user.id}/`).set(parent.auth).expect(200)).body.permissions).toEqual(
      [],
    );
  });

  it('lets only a comment moderator hide a comment through PATCH', async () => {
    const cashier = await adminWith('Administrateurs paiements', ['manage_payments']);
    const moderator = await adminWith('Administrateurs commentaires', ['moderate_comments']);
    const [participant]: { id: number }[] = await api.db.query(
      `WITH c AS (INSERT INTO contests (title, status, gender, start_date, end_date)
                  VALUES ('Concours', 'open', 'mixed', now() - interval '1 day', now() + interval '9 days') RETURNING id)
       INSERT INTO participants (contest_id, baby_name, photo, country, city)
       SELECT id, 'Awa', 'participants/ab/00000000000000000000000000000000', 'Sénégal', 'Dakar' FROM c RETURNING id`,
    );
    const author = await makeUser(api);
    const comment = await api.http
      .post(`/api/contests/participants/${participant.id}/comment/`)
      .set(author.auth)
      .send({ text: 'Bravo' })
      .expect(201);
    const url = `/api/contests/comments/${comment.body.id}/`;
    await api.http.patch(url).set(cashier.auth).send({ is_active: false }).expect(403);
    await api.http.patch(url).set(moderator.auth).send({ is_active: false }).expect(200);
  });
});
