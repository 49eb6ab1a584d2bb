import { type ApiHarness, startApi } from './support/api-harness';
import { makeBaby, makeContest, makeParticipant } from './support/contest-factories';
import { makeAdmin, makeUser, type MadeUser } from './support/factories';

interface AuditRow {
  id: number;
  action: string;
  subject_id: number | null;
  details: Record<string, unknown>;
}

describe('the audit log’s personal data (parents’ e-mails, deleted comments)', () => {
  let api: ApiHarness;
  let admin: MadeUser;

  beforeAll(async () => {
    api = await startApi();
    admin = await makeAdmin(api);
  });
  afterAll(() => api.close());

  /** A parent whose comment an administrator deleted and whose account an administrator deactivated then reactivated. */
  async function auditedParent(): Promise<{ parent: MadeUser; commentText: string }> {
    const parent = await makeUser(api);
    const contest = await makeContest(api);
    const participant = await makeParticipant(api, contest.id, await makeBaby(api, parent.user.id), parent.user.id);
    const commentText = `Votez pour mon bébé ${parent.user.id}`;
    const comment = await api.http
      .post(`/api/contests/participants/${participant.id}/comment/`)
      .set(parent.auth)
      .send({ text: commentText })
      .expect(201);
    await api.http
      .delete(`/api/contests/comments/${comment.body.id as number}/`)
      .set(admin.auth)
      .expect(200);
    await api.http.patch(`/api/users/${parent.user.id}/`).set(admin.auth).send({ is_active: false }).expect(200);
    await api.http.patch(`/api/users/${parent.user.id}/`).set(admin.auth).send({ is_active: true }).expect(200);
    // The deactivation ended the parent's sign-ins: they sign in again.
    const login = await api.http
      .post('/api/login/')
      .send({ email: parent.user.email, password: parent.password })
      .expect(200);
    return { parent: { ...parent, auth: { Authorization: `Bearer ${login.body.access as string}` } }, commentText };
  }

  const auditLog = async (reader: MadeUser): Promise<AuditRow[]> =>
    (await api.http.get('/api/admin/audit-log/?page_size=100').set(reader.auth).expect(200)).body.results;

  it('masks e-mails and replaces deleted comments’ text for an administrator without manage_users', async () => {
    const { parent, commentText } = await auditedParent();
    const statistician = await makeUser(api, {
      groups: ['Administrateurs statistiques'],
      permissions: ['view_statistics'],
    });
    const masked = await auditLog(statistician);
    const [local, domain] = parent.user.email.split('@');
    const maskedEmail = `${local[0]}***@${domain[0]}***.${domain.split('.').pop()}`;
    const activity = masked.filter((row) => row.action === 'set_active' && row.subject_id === parent.user.id);
    expect(activity).toHaveLength(2);
    activity.forEach((row) => expect(row.details.email).toBe(maskedEmail));
    const deletion = masked.find((row) => row.action === 'delete_comment' && row.details.author_id === parent.user.id);
    expect(deletion?.details.text).toBe('Texte masqué : sa lecture demande la permission « Gérer les utilisateurs ».');
    const body = JSON.stringify(masked);
    expect(body).not.toContain(parent.user.email);
    expect(body).not.toContain(commentText);

    const full = await auditLog(admin);
    expect(full.find((row) => row.action === 'set_active' && row.subject_id === parent.user.id)?.details.email).toBe(
      parent.user.email,
    );
    expect(full.find((row) => row.id === deletion?.id)?.details.text).toBe(commentText);
  });

  it('erases a deleted account’s e-mail and deleted comments from the audit log, by its owner or an administrator', async () => {
    const own = await auditedParent();
    await api.http
      .post(`/api/users/${own.parent.user.id}/delete_account/`)
      .set(own.parent.auth)
      .send({ password: own.parent.password, confirmation: 'SUPPRIMER' })
      .expect(200);
    const deletedByAdmin = await auditedParent();
    await api.http.delete(`/api/users/${deletedByAdmin.parent.user.id}/`).set(admin.auth).expect(204);

    for (const { parent, commentText } of [own, deletedByAdmin]) {
      const rows: AuditRow[] = await api.db.query(
        `SELECT id::int, action, subject_id, details FROM audit_log
          WHERE subject_id = $1 AND action IN ('set_active', 'delete_user') OR details->>'author_id' = $1::text`,
        [parent.user.id],
      );
      expect(rows.map((row) => row.action).sort()).toEqual(
        parent === own.parent
          ? ['delete_comment', 'set_active', 'set_active']
          : ['delete_comment', 'delete_user', 'set_active', 'set_active'],
      );
      const text = JSON.stringify(rows);
      expect(text).not.toContain(parent.user.email);
      expect(text).not.toContain(commentText);
      rows
        .filter((row) => row.action !== 'delete_comment')
        .forEach((row) => expect(row.details.email).toBe('adresse effacée'));
      expect(rows.find((row) => row.action === 'delete_comment')?.details.text).toBe(
        'Texte effacé avec le compte de son auteur.',
      );
    }
    // What the decisions were is kept.
    const [reactivation]: AuditRow[] = await api.db.query(
      `SELECT details FROM audit_log WHERE subject_id = $1 AND action = 'set_active' ORDER BY id DESC LIMIT 1`,
      [own.parent.user.id],
    );
    expect(reactivation.details).toEqual({ email: 'adresse effacée', from: false, to: true });
  });

  it('stays append-only outside an erasure', async () => {
    await auditedParent();
    await expect(api.db.query(`UPDATE audit_log SET details = '{}'::jsonb`)).rejects.toThrow(/append-only/);
    await expect(api.db.query(`UPDATE audit_log SET reason = 'réécrit'`)).rejects.toThrow(/append-only/);
    await expect(api.db.query(`DELETE FROM audit_log`)).rejects.toThrow(/append-only/);
    // The erasure's switch opens the details only, never the other columns nor a deletion.
    const erasing = async (statement: string) => {
      const runner = api.db.createQueryRunner();
      await runner.startTransaction();
      try {
        await runner.query(`SELECT set_config('bebe_star.audit_erasure', 'on', true)`);
        await runner.query(statement);
      } finally {
        await runner.rollbackTransaction();
        await runner.release();
      }
    };
    await expect(erasing(`UPDATE audit_log SET reason = 'réécrit'`)).rejects.toThrow(/append-only/);
    await expect(erasing(`DELETE FROM audit_log`)).rejects.toThrow(/append-only/);
  });
});
