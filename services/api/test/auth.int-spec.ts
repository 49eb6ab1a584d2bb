import { type ApiHarness, startApi } from './support/api-harness';
import { DEFAULT_PASSWORD, makeUser } from './support/factories';

const registration = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Mariam',
  last_name: 'Sow',
  username: `mariam_${Math.random().toString(36).slice(2, 8)}`,
  email: `mariam.${Math.random().toString(36).slice(2, 8)}@example.com`,
  password: 'Soleil-Dakar-2026',
  confirm_password: 'Soleil-Dakar-2026',
  city: 'Dakar',
  country: 'Sénégal',
  ...overrides,
});

describe('authentication', () => {
  let api: ApiHarness;

  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.close());

  const userCount = async () => Number((await api.db.query('SELECT count(*) FROM users'))[0].count);

  describe('POST /api/user/register/', () => {
    it('creates the account and answers access_token, refresh_token and the user', async () => {
      const payload = registration();
      const response = await api.http.post('/api/user/register/').send(payload).expect(201);
      expect(response.body).toEqual({
        access_token: expect.any(String),
        refresh_token: expect.any(String),
        user: expect.objectContaining({
          id: expect.any(Number),
          email: payload.email,
          username: payload.username,
          first_name: 'Mariam',
          last_name: 'Sow',
          city: 'Dakar',
          country: 'Sénégal',
          is_active: true,
          is_staff: false,
          is_admin: false,
          groups: [],
        }),
      });
      const profile = await api.http
        .get(`/api/users/${response.body.user.id}/`)
        .set('Authorization', `Bearer ${response.body.access_token}`)
        .expect(200);
      expect(profile.body.email).toBe(payload.email);
    });

    it('ignores fields a user may not set (no mass assignment)', async () => {
      const response = await api.http
        .post('/api/user/register/')
        .send(registration({ is_staff: true, is_active: false, groups: ['Administrateurs'] }))
        .expect(201);
      expect(response.body.user).toMatchObject({ is_staff: false, is_active: true, is_admin: false, groups: [] });
    });

    it('lists every missing field in French and creates nothing', async () => {
      const before = await userCount();
      const response = await api.http.post('/api/user/register/').send({}).expect(400);
      expect(response.body).toEqual({
        email: ['Ce champ est obligatoire.'],
        username: ['Ce champ est obligatoire.'],
        first_name: ['Ce champ est obligatoire.'],
        last_name: ['Ce champ est obligatoire.'],
        password: ['Ce champ est obligatoire.'],
      });
      expect(await userCount()).toBe(before);
    });

    it('refuses an invalid e-mail, mismatched and weak passwords', async () => {
      const response = await api.http
        .post('/api/user/register/')
        .send(registration({ email: 'pas-un-email' }))
        .expect(400);
      expect(response.body).toEqual({ email: ['Saisissez une adresse e-mail valide.'] });

      const mismatch = await api.http
        .post('/api/user/register/')
        .send(registration({ confirm_password: 'autre-chose-2026' }))
        .expect(400);
      expect(mismatch.body).toEqual({ confirm_password: ['Les mots de passe ne correspondent pas'] });

      const weak = await api.http
        .post('/api/user/register/')
        .send(registration({ password: '1234567', confirm_password: '1234567' }))
        .expect(400);
      expect(weak.body.password).toEqual([
        'Ce mot de passe est trop court. Il doit contenir au minimum 8 caractères.',
        'Ce mot de passe est entièrement numérique.',
      ]);
    });

    it('refuses an e-mail or username already taken, whatever the case', async () => {
      const { user } = await makeUser(api);
      const before = await userCount();
      const response = await api.http
        .post('/api/user/register/')
        .send(registration({ email: user.email.toUpperCase(), username: user.username.toUpperCase() }))
        .expect(400);
      expect(response.body).toEqual({
        email: ['Un utilisateur avec cette adresse e-mail existe déjà.'],
        username: ["Ce nom d'utilisateur est déjà pris."],
      });
      expect(await userCount()).toBe(before);
    });
  });

  describe('POST /api/login/', () => {
    it('answers access and refresh for the right password, any e-mail case', async () => {
      const { user } = await makeUser(api);
      const response = await api.http
        .post('/api/login/')
        .send({ email: user.email.toUpperCase(), password: DEFAULT_PASSWORD })
        .expect(200);
      expect(response.body).toEqual({ access: expect.any(String), refresh: expect.any(String) });
      const [payload] = response.body.access
        .split('.')
        .slice(1, 2)
        .map((part: string) => JSON.parse(Buffer.from(part, 'base64url').toString()));
      expect(payload).toMatchObject({ user_id: user.id, token_type: 'access' });
      expect(payload.exp - payload.iat).toBe(15 * 60);
    });

    it('refuses a wrong password or an unknown e-mail with the same 401', async () => {
      const { user } = await makeUser(api);
      const wrong = await api.http.post('/api/login/').send({ email: user.email, password: 'pas-le-bon' }).expect(401);
      const unknown = await api.http
        .post('/api/login/')
        .send({ email: 'inconnu@example.com', password: 'pas-le-bon' })
        .expect(401);
      expect(wrong.body.detail).toBe("Aucun compte actif n'a été trouvé avec les identifiants fournis");
      expect(unknown.body.detail).toBe(wrong.body.detail);
    });

    it('refuses an inactive user', async () => {
      const { user, password } = await makeUser(api, { isActive: false });
      const response = await api.http.post('/api/login/').send({ email: user.email, password }).expect(403);
      expect(response.body).toEqual({ detail: 'Ce compte a été désactivé. Contactez le support.' });
    });

    it('slows down only the address that keeps sending wrong passwords, never the account elsewhere', async () => {
      const guarded = await startApi({ RATE_LIMIT_LOGIN_PER_ACCOUNT: '2', TRUSTED_PROXIES: '127.0.0.1' });
      try {
        const { user, password } = await makeUser(guarded);
        const from = (address: string, secret: string) =>
          guarded.http
            .post('/api/login/')
            .set('X-Forwarded-For', address)
            .send({ email: user.email, password: secret });
        for (let attempt = 0; attempt < 2; attempt += 1) await from('203.0.113.7', 'mauvais-mdp').expect(401);
        const slowed = await from('203.0.113.7', password).expect(429);
        expect(slowed.headers['retry-after']).toBe('1');
        expect(slowed.body).toEqual({ detail: 'Trop de tentatives. Veuillez réessayer dans 1 seconde.' });
        await from('198.51.100.20', password).expect(200);

        await new Promise((resolve) => setTimeout(resolve, 1100));
        await from('203.0.113.7', 'encore-faux').expect(401);
        const longer = await from('203.0.113.7', password).expect(429);
        expect(longer.headers['retry-after']).toBe('2');
        await new Promise((resolve) => setTimeout(resolve, 2100));
        await from('203.0.113.7', password).expect(200);
      } finally {
        await guarded.close();
      }
    });
  });

  describe('refresh tokens', () => {
    const login = async () => {
      const { user, password } = await makeUser(api);
      const response = await api.http.post('/api/login/').send({ email: user.email, password }).expect(200);
      return response.body as { access: string; refresh: string };
    };

    it('rotates on every use, on /api/token/refresh/ and /token/refresh/', async () => {
      const first = await login();
      const second = await api.http.post('/api/token/refresh/').send({ refresh: first.refresh }).expect(200);
      expect(second.body).toEqual({ access: expect.any(String), refresh: expect.any(String) });
      expect(second.body.refresh).not.toBe(first.refresh);
      const third = await api.http.post('/token/refresh/').send({ refresh: second.body.refresh }).expect(200);
      expect(third.body.refresh).not.toBe(second.body.refresh);
    });

    it('revokes the whole family when an already used token comes back', async () => {
      const first = await login();
      const second = await api.http.post('/api/token/refresh/').send({ refresh: first.refresh }).expect(200);
      const reuse = await api.http.post('/api/token/refresh/').send({ refresh: first.refresh }).expect(401);
      expect(reuse.body).toEqual({ detail: 'Le jeton est invalide ou expiré', code: 'token_not_valid' });
      await api.http.post('/api/token/refresh/').send({ refresh: second.body.refresh }).expect(401);
    });

    it('revokes at once every access token of the user when a used token comes back, the first user’s included', async () => {
      const { user, password } = await makeUser(api);
      const signIn = async () =>
        (await api.http.post('/api/login/').send({ email: user.email, password }).expect(200)).body as {
          access: string;
          refresh: string;
        };
      const [phone, laptop] = [await signIn(), await signIn()];
      const me = (access: string) => api.http.get(`/api/users/${user.id}/`).set('Authorization', `Bearer ${access}`);
      // A copy of the phone's refresh token, used before the phone uses it.
      const thief = (await api.http.post('/api/token/refresh/').send({ refresh: phone.refresh }).expect(200)).body as {
        access: string;
        refresh: string;
      };
      await me(thief.access).expect(200);

      await api.http.post('/api/token/refresh/').send({ refresh: phone.refresh }).expect(401);
      for (const access of [thief.access, phone.access, laptop.access]) await me(access).expect(401);
      await api.http.post('/api/token/refresh/').send({ refresh: thief.refresh }).expect(401);
      // The laptop's sign-in goes on: its refresh token gets it a new access token.
      const renewed = await api.http.post('/api/token/refresh/').send({ refresh: laptop.refresh }).expect(200);
      await me(renewed.body.access).expect(200);
    });

    it('lets exactly one of two concurrent uses of the same token win', async () => {
      const first = await login();
      const answers = await Promise.all([
        api.http.post('/api/token/refresh/').send({ refresh: first.refresh }),
        api.http.post('/api/token/refresh/').send({ refresh: first.refresh }),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
    });

    it('refuses an expired, unknown or missing token', async () => {
      const first = await login();
      await api.db.query("UPDATE refresh_tokens SET expires_at = now() - interval '1 second'");
      await api.http.post('/api/token/refresh/').send({ refresh: first.refresh }).expect(401);
      await api.http.post('/api/token/refresh/').send({ refresh: 'inconnu' }).expect(401);
      const missing = await api.http.post('/api/token/refresh/').send({}).expect(400);
      expect(missing.body).toEqual({ refresh: ['Ce champ est obligatoire.'] });
    });

    it('stores only hashes of refresh tokens', async () => {
      const first = await login();
      const rows: { token_hash: string }[] = await api.db.query('SELECT token_hash FROM refresh_tokens');
      expect(rows.some((row) => row.token_hash === first.refresh)).toBe(false);
    });

    it('logout revokes the refresh token and, at once, the access tokens issued until then', async () => {
      const { user, password } = await makeUser(api);
      const signIn = async () =>
        (await api.http.post('/api/login/').send({ email: user.email, password }).expect(200)).body as {
          access: string;
          refresh: string;
        };
      const [phone, laptop] = [await signIn(), await signIn()];
      const me = (access: string) => api.http.get(`/api/users/${user.id}/`).set('Authorization', `Bearer ${access}`);
      await me(phone.access).expect(200);
      const response = await api.http.post('/api/logout/').send({ refresh: phone.refresh }).expect(200);
      expect(response.body).toEqual({ detail: 'Déconnexion réussie.' });
      await api.http.post('/api/token/refresh/').send({ refresh: phone.refresh }).expect(401);
      await me(phone.access).expect(401);
      await me(laptop.access).expect(401);
      const renewed = await api.http.post('/api/token/refresh/').send({ refresh: laptop.refresh }).expect(200);
      await me(renewed.body.access).expect(200);
    });

    it('refuses refresh for a user deactivated since', async () => {
      const { user, password } = await makeUser(api);
      const tokens = await api.http.post('/api/login/').send({ email: user.email, password }).expect(200);
      await api.db.query('UPDATE users SET is_active = false WHERE id = $1', [user.id]);
      await api.http.post('/api/token/refresh/').send({ refresh: tokens.body.refresh }).expect(401);
    });
  });

  describe('bearer tokens', () => {
    it('refuses a protected route without a token, or with a bad one', async () => {
      const { user } = await makeUser(api);
      const none = await api.http.get(`/api/users/${user.id}/`).expect(401);
      expect(none.body).toEqual({ detail: 'Vous devez vous connecter pour continuer.' });
      const bad = await api.http.get(`/api/users/${user.id}/`).set('Authorization', 'Bearer abc.def.ghi').expect(401);
      expect(bad.body).toEqual({ detail: 'Le jeton est invalide ou expiré', code: 'token_not_valid' });
    });

    it('does not accept a refresh token as an access token', async () => {
      const { user, password } = await makeUser(api);
      const tokens = await api.http.post('/api/login/').send({ email: user.email, password }).expect(200);
      await api.http.get(`/api/users/${user.id}/`).set('Authorization', `Bearer ${tokens.body.refresh}`).expect(401);
    });
  });
});
