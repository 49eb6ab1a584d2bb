import { ALL_PERMISSIONS, type Permission, UserRepository } from '@app/identity';
import { TokenService } from '@app/identity/auth/token.service';
import { type ApiHarness, startApi } from './support/api-harness';
import { makeBaby, makeContest, makeParticipant } from './support/contest-factories';
import { makeAdmin, makeUser, type MadeUser } from './support/factories';

const OWN_PRIVILEGES = {
  detail: "Vous ne pouvez pas modifier vos propres droits d'administration (statut staff, groupes ou permissions).",
};

describe('the privilege model: nobody grants more than they hold', () => {
  let api: ApiHarness;
  let superAdmin: MadeUser;

  beforeAll(async () => {
    api = await startApi();
    superAdmin = await makeAdmin(api);
  });
  afterAll(() => api.close());

  /** An administrator in a group of its own holding exactly `permissions`. */
  const holding = (...permissions: Permission[]) =>
    makeUser(api, { groups: [`Administrateurs ${Math.random()}`], permissions });

  const permissionsOf = async (userId: number) => {
    const users = api.app.get(UserRepository);
    return users.permissionsOf((await users.findById(userId))!);
  };

  /** The audit lines about an account, or with `group`, about a group. */
  const auditLines = (subjectId: number, about: 'account' | 'group' = 'account') =>
    api.db.query<{ actor_id: number; action: string; details: Record<string, unknown> }[]>(
      `SELECT actor_id, action, details FROM audit_log
        WHERE subject_id = $1 AND (action = 'set_group_permissions') = $2 ORDER BY id`,
      [subjectId, about === 'group'],
    );

  describe('staff status', () => {
    it('never lets an account make itself staff, whatever it holds', async () => {
      const moderator = await holding('moderate_comments');
      const response = await api.http
        .patch(`/api/users/${moderator.user.id}`)
        .set(moderator.auth)
        .send({ is_staff: true })
        .expect(403);
      expect(response.body).toEqual(OWN_PRIVILEGES);
      expect(await permissionsOf(moderator.user.id)).toEqual(['moderate_comments']);
      await api.http.get('/api/users').set(moderator.auth).expect(403);

      const almostAll = await holding(...ALL_PERMISSIONS);
      await api.http.patch(`/api/users/${almostAll.user.id}`).set(almostAll.auth).send({ is_staff: true }).expect(403);
      expect((await api.app.get(UserRepository).findById(almostAll.user.id))!.isStaff).toBe(false);
    });

    it('makes another account staff only for an administrator holding every permission, and logs it', async () => {
      const parent = await makeUser(api);
      const accounts = await holding('manage_users', 'manage_administrators');
      const refused = await api.http
        .patch(`/api/users/${parent.user.id}`)
        .set(accounts.auth)
        .send({ is_staff: true })
        .expect(403);
      expect(refused.body.detail).toMatch(/^Vous ne pouvez pas accorder ni retirer une permission que vous n'avez pas/);
      expect(refused.body.detail).toContain('« Gérer les concours »');
      expect(await auditLines(parent.user.id)).toEqual([]);

      const promoted = await api.http
        .patch(`/api/users/${parent.user.id}`)
        .set(superAdmin.auth)
        .send({ is_staff: true })
        .expect(200);
      expect(promoted.body).toMatchObject({ is_staff: true, is_admin: true });
      expect(await auditLines(parent.user.id)).toEqual([
        {
          actor_id: superAdmin.user.id,
          action: 'set_staff',
          details: { email: parent.user.email, from: false, to: true },
        },
      ]);
    });

    it('ignores a parent sending is_staff for itself, as before', async () => {
      const parent = await makeUser(api);
      const response = await api.http
        .patch(`/api/users/${parent.user.id}`)
        .set(parent.auth)
        .send({ first_name: 'Awa', is_staff: true })
        .expect(200);
      expect(response.body).toMatchObject({ first_name: 'Awa', is_staff: false, is_admin: false, permissions: [] });
    });
  });

  describe('groups', () => {
    it('refuses manage_users alone the administrators group, for itself or anyone', async () => {
      const accounts = await holding('manage_users');
      const parent = await makeUser(api);
      for (const target of [accounts.user.id, parent.user.id]) {
        for (const body of [
          { name: 'Administrateurs' },
          { groups: ['Administrateurs'] },
          { name: 'Mes administrateurs' },
        ]) {
          await api.http.post(`/api/users/${target}/groups`).set(accounts.auth).send(body).expect(403);
        }
      }
      expect(await permissionsOf(accounts.user.id)).toEqual(['manage_users']);
      const [{ count }] = await api.db.query<{ count: number }[]>(
        `SELECT count(*)::int AS count FROM groups WHERE name = 'Mes administrateurs'`,
      );
      expect(count).toBe(0);
    });

    it('refuses an administrator its own groups, even with manage_administrators', async () => {
      const admins = await holding('manage_administrators');
      const response = await api.http
        .post(`/api/users/${admins.user.id}/groups`)
        .set(admins.auth)
        .send({ name: 'Administrateurs' })
        .expect(403);
      expect(response.body).toEqual(OWN_PRIVILEGES);
    });

    it('lets manage_administrators give only groups whose permissions it holds', async () => {
      const admins = await holding('manage_administrators', 'moderate_comments');
      const parent = await makeUser(api);
      const tooMuch = await api.http
        .post(`/api/users/${parent.user.id}/groups`)
        .set(admins.auth)
        .send({ name: 'Administrateurs' })
        .expect(403);
      expect(tooMuch.body.detail).toContain('« Gérer les concours »');
      expect(tooMuch.body.detail).not.toContain('« Modérer les commentaires »');

      const moderators = await makeUser(api, { groups: ['Modérateurs'], permissions: ['moderate_comments'] });
      const given = await api.http
        .post(`/api/users/${parent.user.id}/groups`)
        .set(admins.auth)
        .send({ groups: moderators.user.groups.map((group) => group.name) })
        .expect(200);
      expect(given.body.groups).toEqual(['Modérateurs']);
      expect(await permissionsOf(parent.user.id)).toEqual(['moderate_comments']);
      expect(await auditLines(parent.user.id)).toEqual([
        {
          actor_id: admins.user.id,
          action: 'set_user_groups',
          details: { email: parent.user.email, from: [], to: ['Modérateurs'] },
        },
      ]);
    });

    it('refuses to take a group from an administrator holding more than the actor', async () => {
      const admins = await holding('manage_administrators');
      await api.http.post(`/api/users/${superAdmin.user.id}/groups`).set(admins.auth).send({ groups: [] }).expect(403);
    });
  });

  describe("groups' permissions", () => {
    it('refuses a permission the actor does not hold, and any change to its own group', async () => {
      const admins = await holding('manage_administrators', 'moderate_comments');
      const [ownGroup] = admins.user.groups;
      const own = await api.http
        .post(`/api/group/${ownGroup.id}/update_permissions`)
        .set(admins.auth)
        .send({ permissions: ['manage_administrators'] })
        .expect(403);
      expect(own.body).toEqual(OWN_PRIVILEGES);

      const other = await makeUser(api, { groups: [`Équipe ${Math.random()}`], permissions: [] });
      const [otherGroup] = other.user.groups;
      const beyond = await api.http
        .post(`/api/group/${otherGroup.id}/update_permissions`)
        .set(admins.auth)
        .send({ permissions: ['moderate_comments', 'manage_payments'] })
        .expect(403);
      expect(beyond.body.detail).toContain('« Consulter et vérifier les paiements »');
      expect(await permissionsOf(other.user.id)).toEqual([]);

      await api.http
        .post(`/api/group/${otherGroup.id}/update_permissions`)
        .set(admins.auth)
        .send({ permissions: ['moderate_comments'] })
        .expect(200);
      expect(await permissionsOf(other.user.id)).toEqual(['moderate_comments']);
      expect(await auditLines(otherGroup.id, 'group')).toEqual([
        {
          actor_id: admins.user.id,
          action: 'set_group_permissions',
          details: { group: otherGroup.name, from: [], to: ['moderate_comments'] },
        },
      ]);
    });
  });

  describe("other administrators' accounts", () => {
    it("refuses manage_users the super administrator's e-mail, activity and deletion", async () => {
      const accounts = await holding('manage_users');
      await api.http
        .patch(`/api/users/${superAdmin.user.id}`)
        .set(accounts.auth)
        .send({ email: 'pirate@example.com' })
        .expect(403);
      await api.http
        .post(`/api/users/${superAdmin.user.id}/change_email`)
        .set(accounts.auth)
        .send({ email: 'pirate@example.com', current_password: 'Pas-Le-Bon-2026' })
        .expect(403);
      await api.http
        .patch(`/api/users/${superAdmin.user.id}`)
        .set(accounts.auth)
        .send({ is_active: false })
        .expect(403);
      await api.http
        .post('/api/users/bulk_action')
        .set(accounts.auth)
        .send({ action: 'deactivate', user_ids: [superAdmin.user.id] })
        .expect(403);
      await api.http.delete(`/api/users/${superAdmin.user.id}`).set(accounts.auth).expect(403);
      const [row] = await api.db.query<{ email: string; is_active: boolean }[]>(
        'SELECT email, is_active FROM users WHERE id = $1',
        [superAdmin.user.id],
      );
      expect(row).toEqual({ email: superAdmin.user.email, is_active: true });
    });

    it("still lets manage_users run parents' accounts, each change logged", async () => {
      const accounts = await holding('manage_users');
      const parent = await makeUser(api);
      await api.http
        .post('/api/users/bulk_action')
        .set(accounts.auth)
        .send({ action: 'deactivate', user_ids: [parent.user.id] })
        .expect(200);
      await api.http.patch(`/api/users/${parent.user.id}`).set(accounts.auth).send({ is_active: true }).expect(200);
      await api.http.delete(`/api/users/${parent.user.id}`).set(accounts.auth).expect(204);
      expect((await auditLines(parent.user.id)).map((line) => [line.action, line.details.to ?? null])).toEqual([
        ['set_active', false],
        ['set_active', true],
        ['delete_user', null],
      ]);
    });
  });

  it('creates an administrator only for an actor holding every permission', async () => {
    const admins = await holding('manage_administrators');
    const body = {
      email: 'nouvelle.admin@example.com',
      first_name: 'Mariama',
      last_name: 'Ba',
      password: 'Tres-Solide-2026',
    };
    await api.http.post('/api/users').set(admins.auth).send(body).expect(403);
    const created = await api.http.post('/api/users').set(superAdmin.auth).send(body).expect(201);
    expect(await auditLines(created.body.id)).toEqual([
      {
        actor_id: superAdmin.user.id,
        action: 'create_administrator',
        details: { email: body.email, groups: ['Administrateurs'] },
      },
    ]);
  });

  it("gives an administrator's site token none of the back office's powers, on any route", async () => {
    const parent = await makeUser(api);
    const draft = await makeContest(api, { status: 'draft' });
    const siteToken = { Authorization: `Bearer ${api.app.get(TokenService).accessToken(superAdmin.user.id, 'site')}` };
    await api.http.get(`/api/users/${parent.user.id}/`).set(siteToken).expect(403);
    await api.http.patch(`/api/users/${parent.user.id}/`).set(siteToken).send({ first_name: 'Pirate' }).expect(403);
    await api.http.get(`/api/contests/contests/${draft.id}/`).set(siteToken).expect(404);
    await api.http.get(`/api/users/${superAdmin.user.id}/`).set(siteToken).expect(200);
  });

  it('serves the dev outbox to no one unless MAIL_DEV_OUTBOX is set', async () => {
    const response = await api.http.get('/api/dev/outbox/').set(superAdmin.auth).expect(404);
    expect(response.body).toEqual({ detail: "La ressource demandée n'existe pas." });
  });

  describe('data by need', () => {
    it("shows parents' phone numbers, authors' e-mails and draft contests only to the permissions that need them", async () => {
      const parent = await makeUser(api);
      const open = await makeContest(api, { status: 'open' });
      const participant = await makeParticipant(api, open.id, await makeBaby(api, parent.user.id), parent.user.id);
      await api.db.query(`INSERT INTO comments (participant_id, user_id, text) VALUES ($1, $2, 'Trop mignon !')`, [
        participant.id,
        parent.user.id,
      ]);
      const contest = await makeContest(api, { status: 'draft' });
      const moderator = await holding('moderate_comments');
      const participants = await holding('manage_participants');
      const contests = await holding('manage_contests');
      const moderatingAccounts = await holding('moderate_comments', 'manage_users');

      const phoneFor = async (caller: MadeUser | null) => {
        const request = api.http.get(`/api/contests/participants/?contest=${open.id}`);
        const { body } = await (caller ? request.set(caller.auth) : request).expect(200);
        return (body as { results: { id: number; phone_number?: string }[] }).results.find(
          (item) => item.id === participant.id,
        )?.phone_number;
      };
      expect(await phoneFor(null)).toBeUndefined();
      expect(await phoneFor(moderator)).toBeUndefined();
      expect(await phoneFor(contests)).toBeUndefined();
      expect(await phoneFor(participants)).toBe('+221771234567');
      expect(await phoneFor(parent)).toBe('+221771234567');

      const authorEmailFor = async (caller: MadeUser) => {
        const { body } = await api.http.get(`/api/contests/comments/?contest=${open.id}`).set(caller.auth).expect(200);
        return (body as { results: { author_email: string | null }[] }).results.map((item) => item.author_email);
      };
      expect(await authorEmailFor(moderator)).toEqual([null]);
      expect(await authorEmailFor(moderatingAccounts)).toEqual([parent.user.email]);

      const draftsFor = async (caller: MadeUser) =>
        ((await api.http.get('/api/contests/contests/').set(caller.auth).expect(200)).body as { id: number }[]).some(
          (item) => item.id === contest.id,
        );
      expect(await draftsFor(moderator)).toBe(false);
      expect(await draftsFor(participants)).toBe(false);
      expect(await draftsFor(contests)).toBe(true);
      await api.http.get(`/api/contests/contests/${contest.id}/`).set(moderator.auth).expect(404);
      await api.http.get(`/api/contests/contests/${contest.id}/`).set(contests.auth).expect(200);
    });
  });
});
