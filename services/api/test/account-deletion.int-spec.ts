import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { insertPaid, ledgerRows, paymentRow } from '@app/testing';
import { type ApiHarness, startApi } from './support/api-harness';
import { makeBaby, makeContest, makeParticipant } from './support/contest-factories';
import { makeAdmin, makeUser, type MadeUser } from './support/factories';

describe('deleting one’s account', () => {
  let api: ApiHarness;

  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.close());

  const photoFiles = (key: string) =>
    ['thumbnail', 'card', 'full'].map((variant) => join(resolve(api.config.media.root), `${key}-${variant}.webp`));

  const ledgerSums = (contestId: number): Promise<{ participant_id: number; total: number }[]> =>
    api.db.query(
      `SELECT participant_id, sum(weight)::int AS total FROM vote_ledger WHERE contest_id = $1
        GROUP BY participant_id ORDER BY participant_id`,
      [contestId],
    );

  const revenue = async (): Promise<number> =>
    Number(
      (await api.db.query(`SELECT coalesce(sum(amount), 0) AS total FROM payments WHERE status = 'succeeded'`))[0]
        .total,
    );

  /** A parent with two children, one of them in a contest with free and paid votes, a pre-registration and a comment. */
  async function family(): Promise<{ parent: MadeUser; contestId: number; participantId: number; photos: string[] }> {
    const parent = await makeUser(api);
    const contest = await makeContest(api);
    const upcoming = await makeContest(api, { status: 'pre_registration' });
    const entered = await makeBaby(api, parent.user.id, { name: `Aïcha ${parent.user.id}` });
    const other = await makeBaby(api, parent.user.id, { name: `Ibrahim ${parent.user.id}`, gender: 'male' });
    const participant = await makeParticipant(api, contest.id, entered, parent.user.id);
    await api.db.query('INSERT INTO preregistrations (user_id, baby_id, contest_id) VALUES ($1, $2, $3)', [
      parent.user.id,
      other.id,
      upcoming.id,
    ]);
    const vote = { contestId: contest.id, participantId: participant.id, voterId: parent.user.id };
    await ledgerRows(api.db, { ...vote, kind: 'free', ipHash: 'b'.repeat(32) }, 4);
    const paymentId = await paymentRow(api.db, {
      transactionId: `DEL-${participant.id}`,
      status: 'succeeded',
      userId: parent.user.id,
      participantId: participant.id,
      contestId: contest.id,
      votes: 25,
      amount: 1000,
    });
    await insertPaid(api.db, { ...vote, weight: 25, paymentId });
    const reader = await makeUser(api);
    await api.http
      .post(`/api/contests/participants/${participant.id}/comment/`)
      .set(parent.auth)
      .send({ text: 'Merci de voter pour Aïcha' })
      .expect(201);
    await api.http
      .post(`/api/contests/participants/${participant.id}/comment/`)
      .set(reader.auth)
      .send({ text: 'Trop mignonne' })
      .expect(201);
    return {
      parent,
      contestId: contest.id,
      participantId: participant.id,
      photos: [entered.photo!, other.photo!],
    };
  }

  it('asks for the password and the word SUPPRIMER, and only of the account’s owner', async () => {
    const { parent } = await family();
    const stranger = await makeUser(api);
    await api.http
      .post(`/api/users/${parent.user.id}/delete_account/`)
      .set(stranger.auth)
      .send({ password: stranger.password, confirmation: 'SUPPRIMER' })
      .expect(403);
    const refused = await api.http
      .post(`/api/users/${parent.user.id}/delete_account/`)
      .set(parent.auth)
      .send({ password: 'pas-le-bon', confirmation: 'supprime' })
      .expect(400);
    expect(Object.keys(refused.body).sort()).toEqual(['confirmation', 'password']);
    expect(refused.body.confirmation).toEqual(['Tapez SUPPRIMER pour confirmer la suppression du compte.']);
    expect((await api.db.query('SELECT 1 FROM users WHERE id = $1', [parent.user.id])).length).toBe(1);
  });

  it('removes the children and their photos, keeps votes and payments exact under an anonymous participation', async () => {
    const { parent, contestId, participantId, photos } = await family();
    const sumsBefore = await ledgerSums(contestId);
    const revenueBefore = await revenue();
    for (const file of photos.flatMap(photoFiles)) expect(existsSync(file)).toBe(true);

    const done = await api.http
      .post(`/api/users/${parent.user.id}/delete_account/`)
      .set(parent.auth)
      .send({ password: parent.password, confirmation: 'supprimer' })
      .expect(200);
    expect(done.body.detail).toContain('supprimés');

    const left = async (sql: string) => Number((await api.db.query(sql, [parent.user.id]))[0].count);
    expect(await left('SELECT count(*) FROM users WHERE id = $1')).toBe(0);
    expect(await left('SELECT count(*) FROM babies WHERE owner_id = $1')).toBe(0);
    expect(await left('SELECT count(*) FROM preregistrations WHERE user_id = $1')).toBe(0);
    expect(await left('SELECT count(*) FROM comments WHERE user_id = $1')).toBe(0);
    expect(await left('SELECT count(*) FROM refresh_tokens WHERE user_id = $1')).toBe(0);
    const [entry]: Record<string, unknown>[] = await api.db.query(
      'SELECT baby_name, baby_bio, photo, phone_number, user_id, baby_id, deleted_at FROM participants WHERE id = $1',
      [participantId],
    );
    expect(entry).toMatchObject({ baby_name: 'Participant retiré', baby_bio: '', photo: '', phone_number: '' });
    expect(entry.user_id).toBeNull();
    expect(entry.baby_id).toBeNull();
    expect(entry.deleted_at).toBeInstanceOf(Date);
    const names: { count: string }[] = await api.db.query(
      'SELECT count(*) FROM participants WHERE baby_name IN ($1, $2)',
      [`Aïcha ${parent.user.id}`, `Ibrahim ${parent.user.id}`],
    );
    expect(Number(names[0].count)).toBe(0);
    for (const file of photos.flatMap(photoFiles)) expect(existsSync(file)).toBe(false);

    // Another reader's comment under the withdrawn participation stays theirs; votes and money stay exact.
    expect(await ledgerSums(contestId)).toEqual(sumsBefore);
    expect(await revenue()).toBe(revenueBefore);
    const [payment]: { user_id: number | null; amount: number }[] = await api.db.query(
      'SELECT user_id, amount FROM payments WHERE participant_id = $1',
      [participantId],
    );
    expect(payment).toEqual({ user_id: null, amount: 1000 });
  });

  it('does the same when an administrator deletes an account', async () => {
    const { parent, photos } = await family();
    const admin = await makeAdmin(api);
    await api.http.delete(`/api/users/${parent.user.id}/`).set(admin.auth).expect(204);
    expect(
      Number((await api.db.query('SELECT count(*) FROM babies WHERE owner_id = $1', [parent.user.id]))[0].count),
    ).toBe(0);
    for (const file of photos.flatMap(photoFiles)) expect(existsSync(file)).toBe(false);
  });
});
