import { type ApiHarness, startApi } from './support/api-harness';
import { makeBaby, makeContest, makeParticipant } from './support/contest-factories';
import { makeAdmin, makeUser, type MadeUser } from './support/factories';

describe('comments on participants', () => {
  let api: ApiHarness;
  let admin: MadeUser;

  beforeAll(async () => {
    api = await startApi();
    admin = await makeAdmin(api);
  });
  afterAll(() => api.close());

  async function participant(): Promise<number> {
    const owner = await makeUser(api);
    const contest = await makeContest(api);
    const baby = await makeBaby(api, owner.user.id);
    return (await makeParticipant(api, contest.id, baby, owner.user.id)).id;
  }

  const comment = (author: MadeUser, participantId: number, text: unknown) =>
    api.http.post(`/api/contests/participants/${participantId}/comment/`).set(author.auth).send({ text });

  const visible = async (participantId: number) =>
    (await api.http.get(`/api/contests/participants/${participantId}/comments/`).expect(200)).body;

  it('stores a signed-in reader’s comment as typed and lists the visible ones, newest first, to everyone', async () => {
    const target = await participant();
    const reader = await makeUser(api, { firstName: 'Moussa', lastName: 'Sow' });
    await api.http.post(`/api/contests/participants/${target}/comment/`).send({ text: 'Bravo' }).expect(401);
    expect((await comment(reader, target, '   ').expect(400)).body.text).toEqual([
      'Le commentaire ne peut pas être vide.',
    ]);
    expect((await comment(reader, target, 'x'.repeat(1001)).expect(400)).body.text).toEqual([
      'Le commentaire ne peut pas dépasser 1000 caractères.',
    ]);
    await comment(reader, 999_999, 'Bravo').expect(404);

    const hostile = '<script>alert(1)</script><img src=x onerror="alert(2)"> https://exemple.test';
    const first = await comment(reader, target, '  Quel sourire !  ').expect(201);
    expect(first.body).toMatchObject({
      text: 'Quel sourire !',
      first_name: 'Moussa',
      last_name: 'Sow',
      is_edited: false,
    });
    expect(first.body).not.toHaveProperty('author_email');
    expect(first.body).not.toHaveProperty('username');
    await comment(reader, target, hostile).expect(201);

    const page = await visible(target);
    expect(page.count).toBe(2);
    expect(page.results.map((item: { text: string }) => item.text)).toEqual([hostile, 'Quel sourire !']);
  });

  it('lets only the author edit or delete a comment, and limits how fast one writes', async () => {
    const target = await participant();
    const author = await makeUser(api);
    const other = await makeUser(api);
    const id = (await comment(author, target, 'Premier jet').expect(201)).body.id as number;

    const refused = await api.http
      .patch(`/api/contests/comments/${id}/`)
      .set(other.auth)
      .send({ text: 'Pirate' })
      .expect(403);
    expect(refused.body.detail).toBe("Vous n'êtes pas autorisé à modifier ce commentaire.");
    await api.http.patch(`/api/contests/comments/${id}/`).set(other.auth).send({ is_active: false }).expect(403);
    const edited = await api.http
      .patch(`/api/contests/comments/${id}/`)
      .set(author.auth)
      .send({ text: 'Version corrigée' })
      .expect(200);
    expect(edited.body).toMatchObject({ text: 'Version corrigée', is_edited: true });
    await api.http.delete(`/api/contests/comments/${id}/`).set(other.auth).expect(403);
    await api.http.delete(`/api/contests/comments/${id}/`).set(author.auth).expect(200);
    expect((await visible(target)).count).toBe(0);

    const chatty = await makeUser(api);
    for (let index = 0; index < 10; index += 1) await comment(chatty, target, `Message ${index}`).expect(201);
    const limited = await comment(chatty, target, 'Un de trop').expect(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.body.detail).toContain('Trop de tentatives');
    expect((await visible(target)).count).toBe(10);
  });

  it('hides a comment flagged by three different readers until a moderator looks, with the audit trail', async () => {
    const target = await participant();
    const author = await makeUser(api);
    const id = (await comment(author, target, 'Texte signalé').expect(201)).body.id as number;
    const readers = await Promise.all([0, 1, 2].map(() => makeUser(api)));

    await api.http.post(`/api/contests/comments/${id}/flag/`).set(readers[0].auth).send({}).expect(200);
    const twice = await api.http.post(`/api/contests/comments/${id}/flag/`).set(readers[0].auth).send({}).expect(400);
    expect(twice.body.detail).toBe('Vous avez déjà signalé ce commentaire.');
    await api.http
      .post(`/api/contests/comments/${id}/flag/`)
      .set(readers[1].auth)
      .send({ reason: 'Injurieux' })
      .expect(200);
    expect((await visible(target)).count).toBe(1);
    await api.http.post(`/api/contests/comments/${id}/flag/`).set(readers[2].auth).send({}).expect(200);
    expect((await visible(target)).count).toBe(0);

    await api.http.get('/api/contests/comments/flagged/').set(author.auth).expect(403);
    const flagged = await api.http.get('/api/contests/comments/flagged/').set(admin.auth).expect(200);
    expect(flagged.body.results.find((item: { id: number }) => item.id === id)).toMatchObject({
      is_active: false,
      is_flagged: true,
      hidden_by_flags: true,
      flag_count: 3,
    });
    const stats = await api.http.get('/api/contests/comments/stats/').set(admin.auth).expect(200);
    expect(stats.body.pending).toBeGreaterThanOrEqual(1);

    // The moderator dismisses the flags: the comment comes back and leaves the flagged list.
    const dismissed = await api.http.post(`/api/contests/comments/${id}/unflag/`).set(admin.auth).expect(200);
    expect(dismissed.body).toMatchObject({ is_active: true, is_flagged: false, flag_count: 0 });
    expect((await visible(target)).count).toBe(1);

    await api.http.patch(`/api/contests/comments/${id}/`).set(admin.auth).send({ is_active: false }).expect(200);
    expect((await visible(target)).count).toBe(0);
    await api.http.post(`/api/contests/comments/${id}/unhide/`).set(admin.auth).expect(200);
    await api.http.delete(`/api/contests/comments/${id}/`).set(admin.auth).expect(200);
    await api.http.get(`/api/contests/comments/${id}/`).set(admin.auth).expect(404);

    const audit: { action: string; actor_id: number }[] = await api.db.query(
      `SELECT action, actor_id FROM audit_log WHERE subject_id = $1 AND action LIKE '%comment' ORDER BY id`,
      [id],
    );
    expect(audit).toEqual(
      ['unflag_comment', 'hide_comment', 'unhide_comment', 'delete_comment'].map((action) => ({
        action,
        actor_id: admin.user.id,
      })),
    );
  });
});
