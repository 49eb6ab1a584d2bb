import { type ApiHarness, startApi } from './support/api-harness';
import { makeAdmin, makeUser } from './support/factories';

const FORBIDDEN = { detail: "Vous n'avez pas les permissions nécessaires." };

describe('accounts and the administration of people', () => {
  let api: ApiHarness;

  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.close());

  describe('own profile', () => {
    it('reads and updates the own profile, ignoring admin-only fields', async () => {
      const me = await makeUser(api);
      const read = await api.http.get(`/api/users/${me.user.id}/`).set(me.auth).expect(200);
      expect(read.body).toMatchObject({ id: me.user.id, email: me.user.email, is_admin: false });
      expect(read.body).not.toHaveProperty('password_hash');
      expect(JSON.stringify(read.body)).not.toContain('argon2');

      const updated = await api.http
        .patch(`/api/users/${me.user.id}`)
        .set(me.auth)
        .send({
          first_name: 'Khady',
          contact_number: '+221770000000',
          address: 'Rue 10',
          is_staff: true,
          is_active: false,
        })
        .expect(200);
      expect(updated.body).toMatchObject({
        first_name: 'Khady',
        contact_number: '+221770000000',
        address: 'Rue 10',
        is_staff: false,
        is_active: true,
      });
    });

    it("never shows or changes another user's profile", async () => {
      const me = await makeUser(api);
      const other = await makeUser(api);
      const read = await api.http.get(`/api/users/${other.user.id}/`).set(me.auth).expect(403);
      expect(read.body).toEqual(FORBIDDEN);
      await api.http.patch(`/api/users/${other.user.id}/`).set(me.auth).send({ first_name: 'Pirate' }).expect(403);
      const row = await api.db.query('SELECT first_name FROM users WHERE id = $1', [other.user.id]);
      expect(row[0].first_name).toBe(other.user.firstName);
    });

    it('answers 404 for an id that names nothing', async () => {
      const me = await makeUser(api);
      const response = await api.http.get('/api/users/abc/').set(me.auth).expect(404);
      expect(response.body).toEqual({ detail: 'Utilisateur non trouvé.' });
    });

    it('changes the own e-mail only with the current password', async () => {
      const me = await makeUser(api);
      const missing = await api.http
        .patch(`/api/users/${me.user.id}/`)
        .set(me.auth)
        .send({ email: 'nouvelle@example.com' })
        .expect(400);
      expect(missing.body).toEqual({
        current_password: ["Le mot de passe actuel est requis pour changer d'adresse e-mail."],
      });
      const wrong = await api.http
        .post(`/api/users/${me.user.id}/change_email/`)
        .set(me.auth)
        .send({ email: 'nouvelle@example.com', current_password: 'pas-le-bon' })
        .expect(400);
      expect(wrong.body).toEqual({ current_password: ['Le mot de passe actuel est incorrect.'] });
      const email = `nouvelle-${me.user.id}@example.com`;
      const done = await api.http
        .post(`/api/users/${me.user.id}/change_email/`)
        .set(me.auth)
        .send({ email, current_password: me.password })
        .expect(200);
      expect(done.body.email).toBe(email);
      await api.http.post('/api/login/').send({ email, password: me.password }).expect(200);
    });

    it('refuses an e-mail already used by someone else', async () => {
      const me = await makeUser(api);
      const other = await makeUser(api);
      const response = await api.http
        .post(`/api/users/${me.user.id}/change_email/`)
        .set(me.auth)
        .send({ email: other.user.email, current_password: me.password })
        .expect(400);
      expect(response.body).toEqual({ email: ['Un utilisateur avec cette adresse e-mail existe déjà.'] });
    });

    it('changes the password, ending other sessions', async () => {
      const me = await makeUser(api);
      const session = await api.http
        .post('/api/login/')
        .send({ email: me.user.email, password: me.password })
        .expect(200);
      const wrong = await api.http
        .post(`/api/users/${me.user.id}/change_password/`)
        .set(me.auth)
        .send({ current_password: 'faux', new_password: 'Nouveau-2026-abc', confirm_password: 'Autre-2026-abc' })
        .expect(400);
      expect(wrong.body).toEqual({
        current_password: ['Le mot de passe actuel est incorrect.'],
        confirm_password: ['Les nouveaux mots de passe ne correspondent pas'],
      });
      const done = await api.http
        .post(`/api/users/${me.user.id}/change_password/`)
        .set(me.auth)
        .send({ current_password: me.password, new_password: 'Nouveau-2026-abc', confirm_password: 'Nouveau-2026-abc' })
        .expect(200);
      expect(done.body).toEqual({
        detail: 'Mot de passe mis à jour avec succès',
        access: expect.any(String),
        refresh: expect.any(String),
      });
      await api.http.post('/api/token/refresh/').send({ refresh: session.body.refresh }).expect(401);
      await api.http.post('/api/login/').send({ email: me.user.email, password: 'Nouveau-2026-abc' }).expect(200);
    });
  });

  describe('admin routes', () => {
    it('are refused to non-administrators with the French 403', async () => {
      const me = await makeUser(api);
      const target = await makeUser(api);
      const calls = [
        api.http.get('/api/users/').set(me.auth),
        api.http.delete(`/api/users/${target.user.id}/`).set(me.auth),
        api.http
          .post('/api/users/bulk_action/')
          .set(me.auth)
          .send({ action: 'delete', user_ids: [target.user.id] }),
        api.http.post(`/api/users/${me.user.id}/groups/`).set(me.auth).send({ name: 'Administrateurs' }),
        api.http.get('/api/groups/').set(me.auth),
        api.http.get('/api/permissions/').set(me.auth),
        api.http.post('/api/group/1/update_permissions/').set(me.auth).send({ permissions: [] }),
      ];
      for (const response of await Promise.all(calls)) {
        expect(response.status).toBe(403);
        expect(response.body).toEqual(FORBIDDEN);
      }
      const row = await api.db.query('SELECT count(*) FROM user_groups WHERE user_id = $1', [me.user.id]);
      expect(Number(row[0].count)).toBe(0);
    });

    it('accept a member of an "administrateurs" group even without is_staff', async () => {
      const groupAdmin = await makeUser(api, {
        groups: ['Super administrateurs Dakar'],
        permissions: ['manage_users'],
      });
      await api.http.get('/api/users/').set(groupAdmin.auth).expect(200);
    });

    it('list users paginated, searchable and filterable', async () => {
      const admin = await makeAdmin(api);
      await makeUser(api, { firstName: 'Ousmane', lastName: 'Zerbo' });
      await makeUser(api, { firstName: 'Inès', lastName: 'Zerbo', isActive: false });
      const page = await api.http.get('/api/users/?search=zerbo&page_size=1').set(admin.auth).expect(200);
      expect(page.body).toMatchObject({ count: 2, total_pages: 2, current_page: 1, page_size: 1, previous: null });
      expect(page.body.next).toContain('page=2');
      expect(page.body.results).toHaveLength(1);
      const inactive = await api.http.get('/api/users/?search=zerbo&is_active=false').set(admin.auth).expect(200);
      expect(inactive.body.results.map((user: { first_name: string }) => user.first_name)).toEqual(['Inès']);
      const bad = await api.http.get('/api/users/?page=0&is_active=peut-etre').set(admin.auth).expect(400);
      expect(bad.body).toEqual({
        page: ['Page invalide.'],
        is_active: ['Ce champ doit être un booléen (true ou false).'],
      });
    });

    it('sort users by group and by status, both ways, and refuse an unknown ordering in French', async () => {
      const admin = await makeAdmin(api);
      const family = `tri${Date.now()}`;
      // One after the other: equal keys keep the order of creation.
      await makeUser(api, { firstName: 'Aminata', lastName: family, groups: ['Modérateurs'] });
      await makeUser(api, { firstName: 'Binta', lastName: family, isActive: false });
      await makeUser(api, { firstName: 'Coumba', lastName: family, groups: ['Comptables', 'Modérateurs'] });
      await makeUser(api, { firstName: 'Dieynaba', lastName: family, groups: ['Administrateurs'], isActive: false });
      const order = async (ordering: string) => {
        const page = await api.http
          .get(`/api/users/?search=${family}&ordering=${ordering}`)
          .set(admin.auth)
          .expect(200);
        return page.body.results.map((user: { first_name: string }) => user.first_name);
      };
      expect(await order('group')).toEqual(['Dieynaba', 'Coumba', 'Aminata', 'Binta']);
      expect(await order('-group')).toEqual(['Aminata', 'Coumba', 'Dieynaba', 'Binta']);
      expect(await order('status')).toEqual(['Aminata', 'Coumba', 'Binta', 'Dieynaba']);
      expect(await order('-status')).toEqual(['Binta', 'Dieynaba', 'Aminata', 'Coumba']);

      const paged = await api.http
        .get(`/api/users/?search=${family}&ordering=group&page=2&page_size=2`)
        .set(admin.auth)
        .expect(200);
      expect(paged.body.results.map((user: { first_name: string }) => user.first_name)).toEqual(['Aminata', 'Binta']);

      const bad = await api.http.get('/api/users/?ordering=groupe').set(admin.auth).expect(400);
      expect(bad.body).toEqual({
        ordering: [
          'Valeur invalide. Choix possibles : name, -name, email, -email, group, -group, status, -status, date_joined, -date_joined, id, -id.',
        ],
      });
    });

    it('let an administrator edit anyone, deactivate and delete', async () => {
      const admin = await makeAdmin(api);
      const target = await makeUser(api);
      const session = await api.http
        .post('/api/login/')
        .send({ email: target.user.email, password: target.password })
        .expect(200);
      const updated = await api.http
        .patch(`/api/users/${target.user.id}/`)
        .set(admin.auth)
        .send({ email: `renomme-${target.user.id}@example.com`, is_active: false })
        .expect(200);
      expect(updated.body).toMatchObject({ email: `renomme-${target.user.id}@example.com`, is_active: false });
      await api.http.post('/api/token/refresh/').send({ refresh: session.body.refresh }).expect(401);
      await api.http.post('/api/login/').send({ email: updated.body.email, password: target.password }).expect(403);

      await api.http.delete(`/api/users/${target.user.id}/`).set(admin.auth).expect(204);
      const missing = await api.http.delete(`/api/users/${target.user.id}/`).set(admin.auth).expect(404);
      expect(missing.body).toEqual({ detail: 'Utilisateur non trouvé.' });
      const self = await api.http.delete(`/api/users/${admin.user.id}/`).set(admin.auth).expect(400);
      expect(self.body).toEqual({ detail: 'Vous ne pouvez pas désactiver ou supprimer votre propre compte.' });
    });

    it('run bulk actions, refusing bad input without changing anything', async () => {
      const admin = await makeAdmin(api);
      const a = await makeUser(api);
      const b = await makeUser(api);
      const invalid = await api.http
        .post('/api/users/bulk_action/')
        .set(admin.auth)
        .send({ action: 'ban', user_ids: [] })
        .expect(400);
      expect(invalid.body).toEqual({
        action: ['Valeur invalide. Choix possibles : activate, deactivate, delete.'],
        user_ids: ['Cette liste doit contenir entre 1 et 1000 éléments.'],
      });
      await api.http
        .post('/api/users/bulk_action/')
        .set(admin.auth)
        .send({ action: 'deactivate', user_ids: [a.user.id, 999999] })
        .expect(400);
      const stillActive = await api.db.query('SELECT is_active FROM users WHERE id = $1', [a.user.id]);
      expect(stillActive[0].is_active).toBe(true);

      const done = await api.http
        .post('/api/users/bulk_action/')
        .set(admin.auth)
        .send({ action: 'deactivate', user_ids: [a.user.id, b.user.id] })
        .expect(200);
      expect(done.body).toEqual({ detail: '2 utilisateurs mis à jour.', affected: 2 });
      await api.http
        .post('/api/users/bulk_action/')
        .set(admin.auth)
        .send({ action: 'delete', user_ids: [a.user.id] })
        .expect(200);
      const rows = await api.db.query('SELECT id FROM users WHERE id = ANY($1)', [[a.user.id, b.user.id]]);
      expect(rows).toEqual([{ id: b.user.id }]);
    });

    it('make an administrator: register, is_staff, administrators group', async () => {
      const admin = await makeAdmin(api);
      const created = await api.http
        .post('/api/user/register/')
        .send({
          first_name: 'Nouvel',
          last_name: 'Admin',
          username: 'nouvel_admin',
          email: 'nouvel.admin@example.com',
          password: 'Admin-Neuf-2026',
        })
        .expect(201);
      const id = created.body.user.id as number;
      await api.http.patch(`/api/users/${id}/`).set(admin.auth).send({ is_staff: true }).expect(200);
      const grouped = await api.http
        .post(`/api/users/${id}/groups/`)
        .set(admin.auth)
        .send({ name: 'Administrateurs' })
        .expect(200);
      expect(grouped.body).toMatchObject({ is_staff: true, is_admin: true, groups: ['Administrateurs'] });
      // The session the site opened stays the site's; a back-office sign-in opens the administration.
      await api.http.get('/api/users/').set('Authorization', `Bearer ${created.body.access_token}`).expect(403);
      const session = await api.http
        .post('/admin/api/admin/session/')
        .send({ email: 'nouvel.admin@example.com', password: 'Admin-Neuf-2026' })
        .expect(200);
      const cookies = (session.headers['set-cookie'] as unknown as string[]).map((line) => line.split(';')[0]);
      await api.http.get('/admin/api/users/').set('Cookie', cookies.join('; ')).expect(200);

      const replaced = await api.http
        .post(`/api/users/${id}/groups/`)
        .set(admin.auth)
        .send({ groups: ['Modérateurs'] })
        .expect(200);
      expect(replaced.body.groups).toEqual(['Modérateurs']);
      const empty = await api.http.post(`/api/users/${id}/groups/`).set(admin.auth).send({}).expect(400);
      expect(empty.body).toEqual({ name: ['Indiquez le nom du groupe ou la liste des groupes.'] });
    });

    it('list groups and permissions and update a group', async () => {
      const admin = await makeAdmin(api);
      const groups = await api.http.get('/api/groups/').set(admin.auth).expect(200);
      const administrators = groups.body.find((group: { name: string }) => group.name === 'Administrateurs');
      expect(administrators.permissions).toContain('manage_users');
      const permissions = await api.http.get('/api/permissions/').set(admin.auth).expect(200);
      expect(permissions.body).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ codename: 'moderate_comments', name: 'Modérer les commentaires' }),
        ]),
      );

      const moderator = await makeUser(api);
      await api.http
        .post(`/api/users/${moderator.user.id}/groups/`)
        .set(admin.auth)
        .send({ name: 'Modérateurs' })
        .expect(200);
      const moderators = (await api.http.get('/api/groups/').set(admin.auth)).body.find(
        (group: { name: string }) => group.name === 'Modérateurs',
      );
      const unknown = await api.http
        .post(`/api/group/${moderators.id}/update_permissions/`)
        .set(admin.auth)
        .send({ permissions: ['moderate_comments', 'voler_la_caisse'] })
        .expect(400);
      expect(unknown.body).toEqual({ permissions: ['Permission inconnue : voler_la_caisse'] });
      const updated = await api.http
        .post(`/api/group/${moderators.id}/update_permissions/`)
        .set(admin.auth)
        .send({ permissions: ['moderate_comments', 'view_statistics'] })
        .expect(200);
      expect(updated.body).toEqual({
        id: moderators.id,
        name: 'Modérateurs',
        permissions: ['moderate_comments', 'view_statistics'],
      });
      await api.http
        .post('/api/group/999999/update_permissions/')
        .set(admin.auth)
        .send({ permissions: [] })
        .expect(404);
    });
  });

  describe('POST /api/users: a new administrator in one call', () => {
    const body = { email: 'Mariama.Ba@Example.com', first_name: 'Mariama', last_name: 'Ba', password: 'Tabaski-2026!' };

    it('creates a staff account in the "Administrateurs" group, which signs in with every permission', async () => {
      const admin = await makeAdmin(api);
      const created = await api.http.post('/api/users/').set(admin.auth).send(body).expect(201);
      expect(created.body).toMatchObject({
        email: 'mariama.ba@example.com',
        first_name: 'Mariama',
        is_staff: true,
        is_active: true,
        groups: ['Administrateurs'],
      });
      expect(created.body.permissions).toContain('manage_administrators');
      const login = await api.http
        .post('/api/login/')
        .send({ email: 'mariama.ba@example.com', password: 'Tabaski-2026!' })
        .expect(200);
      expect(login.body.access).toEqual(expect.any(String));

      const again = await api.http.post('/api/users/').set(admin.auth).send(body).expect(400);
      expect(again.body).toEqual({ email: ['Un utilisateur avec cette adresse e-mail existe déjà.'] });
    });

    it('refuses a weak password and missing names in French, creating nothing', async () => {
      const admin = await makeAdmin(api);
      const refused = await api.http
        .post('/api/users/')
        .set(admin.auth)
        .send({ email: 'admin.refuse@example.com', password: '123' })
        .expect(400);
      expect(Object.keys(refused.body).sort()).toEqual(['first_name', 'last_name']);
      const weak = await api.http
        .post('/api/users/')
        .set(admin.auth)
        .send({ ...body, email: 'admin.refuse@example.com', password: '123' })
        .expect(400);
      expect(weak.body).toEqual({
        password: [
          'Ce mot de passe est trop court. Il doit contenir au minimum 8 caractères.',
          'Ce mot de passe est entièrement numérique.',
        ],
      });
      const [{ count }] = await api.db.query(
        `SELECT count(*)::int AS count FROM users WHERE email = 'admin.refuse@example.com'`,
      );
      expect(count).toBe(0);
    });

    it('needs a sign-in and the permission to manage administrators', async () => {
      await api.http.post('/api/users/').send(body).expect(401);
      const parent = await makeUser(api);
      await api.http.post('/api/users/').set(parent.auth).send(body).expect(403);
      const moderator = await makeUser(api, {
        groups: ['Administrateurs modération'],
        permissions: ['moderate_comments'],
      });
      await api.http.post('/api/users/').set(moderator.auth).send(body).expect(403);
    });
  });
});
