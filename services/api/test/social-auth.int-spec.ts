import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { UserRepository } from '@app/identity';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { type ApiHarness, startApi } from './support/api-harness';
import { DEFAULT_PASSWORD, makeUser } from './support/factories';

const GOOGLE_CLIENT_ID = 'test-client.apps.googleusercontent.com';
const FACEBOOK_APP_ID = String(100_000_000 + Math.floor(Math.random() * 899_999_999));
const FACEBOOK_APP_SECRET = randomBytes(16).toString('hex');

const MESSAGES = {
  googleInvalid: 'Jeton Google invalide ou expiré.',
  googleUnverified: "L'adresse e-mail de ce compte Google n'est pas vérifiée.",
  googleMissing: "Le jeton d'authentification est manquant.",
  googleNotConfigured: "La connexion avec Google n'est pas disponible pour le moment.",
  facebookInvalid: 'Token Facebook invalide ou vide',
  facebookEmailMissing:
    "Votre compte Facebook ne communique pas d'adresse e-mail. Inscrivez-vous avec votre adresse e-mail.",
  facebookMissing: "Le jeton d'authentification Facebook est manquant.",
  facebookNotConfigured: "La connexion avec Facebook n'est pas disponible pour le moment.",
  inactive: 'Ce compte a été désactivé. Contactez le support.',
};

type PrivateKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
type Handler = (request: IncomingMessage, url: URL, response: ServerResponse) => void;

const suffix = () => randomBytes(5).toString('hex');

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

/** A stand-in HTTP server on 127.0.0.1, on a port the system picks. */
async function standIn(handle: Handler): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    handle(request, new URL(request.url ?? '/', 'http://127.0.0.1'), response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function stop(server: Server | undefined): Promise<void> {
  if (!server) return;
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

interface FacebookAccount {
  /** The app the token was issued to. */
  appId: string;
  profile: { id: string; email?: string; first_name?: string; last_name?: string };
}

describe('social sign-in (Google, Facebook)', () => {
  let api: ApiHarness;
  let google: Server;
  let facebook: Server;
  let signingKey: PrivateKey;
  let strangerKey: PrivateKey;
  const KID = `kid-${suffix()}`;
  const facebookTokens = new Map<string, FacebookAccount>();

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    signingKey = pair.privateKey;
    strangerKey = (await generateKeyPair('RS256')).privateKey;
    const jwk = { ...(await exportJWK(pair.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };

    const googleStandIn = await standIn((request, url, response) => {
      if (request.method === 'GET' && url.pathname === '/certs') return sendJson(response, 200, { keys: [jwk] });
      if (url.pathname === '/broken-certs') return sendJson(response, 502, { error: 'bad_gateway' });
      sendJson(response, 404, { error: 'not_found' });
    });
    google = googleStandIn.server;

    const facebookStandIn = await standIn((request, url, response) => {
      const query = url.searchParams;
      if (request.method === 'GET' && url.pathname === '/debug_token') {
        if (query.get('access_token') !== `${FACEBOOK_APP_ID}|${FACEBOOK_APP_SECRET}`) {
          return sendJson(response, 400, { error: { message: 'Invalid OAuth access token.', code: 190 } });
        }
        const account = facebookTokens.get(query.get('input_token') ?? '');
        if (!account) return sendJson(response, 200, { data: { is_valid: false } });
        return sendJson(response, 200, {
          data: { is_valid: true, app_id: account.appId, user_id: account.profile.id },
        });
      }
      if (request.method === 'GET' && url.pathname === '/me') {
        const token = query.get('access_token') ?? '';
        const account = facebookTokens.get(token);
        const proof = createHmac('sha256', FACEBOOK_APP_SECRET).update(token).digest('hex');
        if (!account || query.get('appsecret_proof') !== proof) {
          return sendJson(response, 400, { error: { message: 'Invalid appsecret_proof or token.', code: 190 } });
        }
        return sendJson(response, 200, account.profile);
      }
      sendJson(response, 404, { error: 'not_found' });
    });
    facebook = facebookStandIn.server;

    api = await startApi({
      GOOGLE_CLIENT_ID,
      GOOGLE_JWKS_URL: `${googleStandIn.url}/certs`,
      FACEBOOK_APP_ID,
      FACEBOOK_APP_SECRET,
      FACEBOOK_GRAPH_URL: facebookStandIn.url,
    });
  });

  afterAll(async () => {
    await api?.close();
    await stop(google);
    await stop(facebook);
  });

  const users = () => api.app.get(UserRepository);

  interface GoogleClaims {
    sub?: string;
    email?: string;
    email_verified?: boolean;
    given_name?: string;
    family_name?: string;
  }

  /** A Google ID token; `options` make it wrong in one way. */
  function googleToken(
    claims: GoogleClaims = {},
    options: { key?: PrivateKey; audience?: string; issuer?: string; expiresAt?: number } = {},
  ): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({
      email: `awa.${suffix()}@gmail.com`,
      email_verified: true,
      given_name: 'Awa',
      family_name: 'Traoré',
      ...claims,
    })
      .setProtectedHeader({ alg: 'RS256', kid: KID, typ: 'JWT' })
      .setIssuer(options.issuer ?? 'https://accounts.google.com')
      .setAudience(options.audience ?? GOOGLE_CLIENT_ID)
      .setSubject(claims.sub ?? String(100_000_000_000 + Math.floor(Math.random() * 1e11)))
      .setIssuedAt(now - 60)
      .setExpirationTime(options.expiresAt ?? now + 3600)
      .sign(options.key ?? signingKey);
  }

  /** A Facebook user access token the stand-in knows. */
  function facebookToken(profile: Partial<FacebookAccount['profile']> = {}, appId = FACEBOOK_APP_ID): string {
    const token = `EAA${randomBytes(24).toString('hex')}`;
    facebookTokens.set(token, {
      appId,
      profile: {
        id: String(10_000_000_000 + Math.floor(Math.random() * 1e10)),
        email: `koffi.${suffix()}@example.com`,
        first_name: 'Koffi',
        last_name: 'Kouassi',
        ...profile,
      },
    });
    return token;
  }

  describe('POST /auth/google/', () => {
    it('creates the account from a valid ID token and answers tokens and the user', async () => {
      const email = `aminata.${suffix()}@gmail.com`;
      const token = await googleToken({ email, given_name: 'Aminata', family_name: 'Diallo' });
      const response = await api.http.post('/auth/google/').send({ access_token: token }).expect(200);
      expect(response.body).toEqual({
        access_token: expect.any(String),
        refresh_token: expect.any(String),
        user: expect.objectContaining({
          id: expect.any(Number),
          email,
          first_name: 'Aminata',
          last_name: 'Diallo',
          is_active: true,
          is_staff: false,
          is_admin: false,
          groups: [],
        }),
      });
      const stored = await users().findByEmail(email);
      expect(stored).not.toBeNull();
      expect(stored!.id).toBe(response.body.user.id);
      expect(stored!.passwordHash).toBeNull();
      expect(stored!.lastLogin).not.toBeNull();
    });

    it('accepts the token as auth_token (wizard variant) and as credential', async () => {
      const email = `mariam.${suffix()}@gmail.com`;
      const response = await api.http
        .post('/auth/google/')
        .send({ auth_token: await googleToken({ email }) })
        .expect(200);
      expect(response.body.user.email).toBe(email);
      expect((await users().findByEmail(email))?.id).toBe(response.body.user.id);

      const other = `fatou.${suffix()}@gmail.com`;
      const viaCredential = await api.http
        .post('/api/auth/google/')
        .send({ credential: await googleToken({ email: other }) })
        .expect(200);
      expect(viaCredential.body.user.email).toBe(other);
    });

    it('returns the same user for a second sign-in with the same Google account', async () => {
      const sub = `sub-${suffix()}`;
      const email = `ibrahima.${suffix()}@gmail.com`;
      const first = await api.http
        .post('/auth/google/')
        .send({ access_token: await googleToken({ sub, email }) })
        .expect(200);
      // Same Google account, e-mail since changed at Google: still the linked user.
      const second = await api.http
        .post('/auth/google/')
        .send({ access_token: await googleToken({ sub, email: `ibrahima.new.${suffix()}@gmail.com` }) })
        .expect(200);
      expect(second.body.user.id).toBe(first.body.user.id);
      expect(second.body.user.email).toBe(email);
      expect(second.body.access_token).not.toBe(first.body.access_token);
    });

    it('links an existing password account with the same e-mail', async () => {
      const existing = await makeUser(api, { email: `moussa.${suffix()}@example.com` });
      const response = await api.http
        .post('/auth/google/')
        .send({ access_token: await googleToken({ email: existing.user.email.toUpperCase() }) })
        .expect(200);
      expect(response.body.user.id).toBe(existing.user.id);
      expect(response.body.user.email).toBe(existing.user.email);
      // The password still works, and there is still one account for that address.
      await api.http.post('/api/login/').send({ email: existing.user.email, password: DEFAULT_PASSWORD }).expect(200);
      const [{ count }] = await api.db.query('SELECT count(*) FROM users WHERE lower(email) = lower($1)', [
        existing.user.email,
      ]);
      expect(Number(count)).toBe(1);
    });

    it('refuses a second Google account for a user already linked to Google', async () => {
      const email = `seydou.${suffix()}@gmail.com`;
      await api.http
        .post('/auth/google/')
        .send({ access_token: await googleToken({ email }) })
        .expect(200);
      const response = await api.http
        .post('/auth/google/')
        .send({ access_token: await googleToken({ email }) })
        .expect(409);
      expect(response.body).toEqual({ detail: 'Ce compte Google est déjà utilisé par un autre compte Bébé Star.' });
    });

    it('refuses a token for another audience', async () => {
      const email = `audience.${suffix()}@gmail.com`;
      const token = await googleToken({ email }, { audience: 'someone-else.apps.googleusercontent.com' });
      const response = await api.http.post('/auth/google/').send({ access_token: token }).expect(401);
      expect(response.body).toEqual({ detail: MESSAGES.googleInvalid });
      expect(await users().findByEmail(email)).toBeNull();
    });

    it('refuses a token signed by another key', async () => {
      const email = `forged.${suffix()}@gmail.com`;
      const token = await googleToken({ email }, { key: strangerKey });
      const response = await api.http.post('/auth/google/').send({ access_token: token }).expect(401);
      expect(response.body).toEqual({ detail: MESSAGES.googleInvalid });
      expect(await users().findByEmail(email)).toBeNull();
    });

    it('refuses a token from another issuer', async () => {
      const token = await googleToken({}, { issuer: 'https://accounts.example.com' });
      const response = await api.http.post('/auth/google/').send({ access_token: token }).expect(401);
      expect(response.body).toEqual({ detail: MESSAGES.googleInvalid });
    });

    it('refuses an expired token', async () => {
      const email = `expired.${suffix()}@gmail.com`;
      const token = await googleToken({ email }, { expiresAt: Math.floor(Date.now() / 1000) - 600 });
      const response = await api.http.post('/auth/google/').send({ access_token: token }).expect(401);
      expect(response.body).toEqual({ detail: MESSAGES.googleInvalid });
      expect(await users().findByEmail(email)).toBeNull();
    });

    it('refuses something that is not a JWT', async () => {
      const response = await api.http
        .post('/auth/google/')
        .send({ access_token: randomBytes(32).toString('base64url') })
        .expect(401);
      expect(response.body).toEqual({ detail: MESSAGES.googleInvalid });
    });

    it('refuses an unverified e-mail, even one matching an existing account', async () => {
      const existing = await makeUser(api, { email: `unverified.${suffix()}@example.com` });
      const token = await googleToken({ email: existing.user.email, email_verified: false });
      const response = await api.http.post('/auth/google/').send({ access_token: token }).expect(401);
      expect(response.body).toEqual({ detail: MESSAGES.googleUnverified });

      const email = `unverified.new.${suffix()}@gmail.com`;
      await api.http
        .post('/auth/google/')
        .send({ access_token: await googleToken({ email, email_verified: false }) })
        .expect(401);
      expect(await users().findByEmail(email)).toBeNull();
    });

    it('answers 400 when the token is missing', async () => {
      const response = await api.http.post('/auth/google/').send({}).expect(400);
      expect(response.body).toEqual({ detail: MESSAGES.googleMissing });
      await api.http.post('/auth/google/').send({ access_token: '' }).expect(400);
    });

    it('refuses an inactive linked user with 403', async () => {
      const sub = `sub-${suffix()}`;
      const email = `inactive.${suffix()}@gmail.com`;
      const first = await api.http
        .post('/auth/google/')
        .send({ access_token: await googleToken({ sub, email }) })
        .expect(200);
      await users().setActive([first.body.user.id], false);
      const response = await api.http
        .post('/auth/google/')
        .send({ access_token: await googleToken({ sub, email }) })
        .expect(403);
      expect(response.body).toEqual({ detail: MESSAGES.inactive });
      expect(response.body).not.toHaveProperty('access_token');
    });

    it('issues an access token that works on the API', async () => {
      const email = `works.${suffix()}@gmail.com`;
      const signIn = await api.http
        .post('/auth/google/')
        .send({ access_token: await googleToken({ email }) })
        .expect(200);
      const profile = await api.http
        .get(`/api/users/${signIn.body.user.id}/`)
        .set('Authorization', `Bearer ${signIn.body.access_token}`)
        .expect(200);
      expect(profile.body).toMatchObject({ id: signIn.body.user.id, email });
      await api.http.get(`/api/users/${signIn.body.user.id}/`).expect(401);
    });
  });

  describe('POST /auth/facebook/', () => {
    it('creates the account from a valid access token and answers tokens and the user', async () => {
      const email = `koffi.${suffix()}@example.com`;
      const token = facebookToken({ email, first_name: 'Koffi', last_name: 'Kouassi' });
      const response = await api.http.post('/auth/facebook/').send({ access_token: token }).expect(200);
      expect(response.body).toEqual({
        access_token: expect.any(String),
        refresh_token: expect.any(String),
        user: expect.objectContaining({ id: expect.any(Number), email, first_name: 'Koffi', last_name: 'Kouassi' }),
      });
      expect((await users().findByEmail(email))?.id).toBe(response.body.user.id);

      const profile = await api.http
        .get(`/api/users/${response.body.user.id}/`)
        .set('Authorization', `Bearer ${response.body.access_token}`)
        .expect(200);
      expect(profile.body.email).toBe(email);
    });

    it('returns the same user for the same Facebook account (auth_token variant)', async () => {
      const id = String(20_000_000_000 + Math.floor(Math.random() * 1e10));
      const email = `adjoa.${suffix()}@example.com`;
      const first = await api.http
        .post('/auth/facebook/')
        .send({ access_token: facebookToken({ id, email }) })
        .expect(200);
      const second = await api.http
        .post('/api/auth/facebook/')
        .send({ auth_token: facebookToken({ id, email }) })
        .expect(200);
      expect(second.body.user.id).toBe(first.body.user.id);
    });

    it('refuses a token Facebook does not recognise', async () => {
      const response = await api.http
        .post('/auth/facebook/')
        .send({ access_token: `EAA${randomBytes(24).toString('hex')}` })
        .expect(401);
      expect(response.body).toEqual({ detail: MESSAGES.facebookInvalid });
    });

    it('refuses a token issued for another app', async () => {
      const email = `otherapp.${suffix()}@example.com`;
      const token = facebookToken({ email }, `${FACEBOOK_APP_ID}9`);
      const response = await api.http.post('/auth/facebook/').send({ access_token: token }).expect(401);
      expect(response.body).toEqual({ detail: MESSAGES.facebookInvalid });
      expect(await users().findByEmail(email)).toBeNull();
    });

    it('answers 400 when the profile has no e-mail', async () => {
      const token = facebookToken({ email: undefined });
      const before = Number((await api.db.query('SELECT count(*) FROM users'))[0].count);
      const response = await api.http.post('/auth/facebook/').send({ access_token: token }).expect(400);
      expect(response.body).toEqual({ detail: MESSAGES.facebookEmailMissing });
      expect(Number((await api.db.query('SELECT count(*) FROM users'))[0].count)).toBe(before);
    });

    it('answers 400 when the token is missing', async () => {
      const response = await api.http.post('/auth/facebook/').send({}).expect(400);
      expect(response.body).toEqual({ detail: MESSAGES.facebookMissing });
    });

    it('links to the user who signed in with Google under the same e-mail', async () => {
      const email = `both.${suffix()}@example.com`;
      const viaGoogle = await api.http
        .post('/auth/google/')
        .send({ access_token: await googleToken({ email }) })
        .expect(200);
      const viaFacebook = await api.http
        .post('/auth/facebook/')
        .send({ access_token: facebookToken({ email }) })
        .expect(200);
      expect(viaFacebook.body.user.id).toBe(viaGoogle.body.user.id);
    });
  });

  describe('when the providers are not configured', () => {
    let bare: ApiHarness | undefined;

    afterAll(async () => {
      await bare?.close();
    });

    it('answers 503 with a French message', async () => {
      bare = await startApi({ GOOGLE_CLIENT_ID: '', FACEBOOK_APP_ID: '', FACEBOOK_APP_SECRET: '' });
      const google = await bare.http
        .post('/auth/google/')
        .send({ access_token: await googleToken() })
        .expect(503);
      expect(google.body).toEqual({ detail: MESSAGES.googleNotConfigured });
      const facebook = await bare.http.post('/auth/facebook/').send({ access_token: facebookToken() }).expect(503);
      expect(facebook.body).toEqual({ detail: MESSAGES.facebookNotConfigured });
    });
  });

  describe("when Google's key server fails", () => {
    let broken: ApiHarness | undefined;

    afterAll(async () => {
      await broken?.close();
    });

    it('answers 503 (Google is down), not 401 (the token is bad)', async () => {
      broken = await startApi({
        GOOGLE_CLIENT_ID: api.config.social.google.clientId!,
        GOOGLE_JWKS_URL: api.config.social.google.jwksUrl.replace('/certs', '/broken-certs'),
      });
      const response = await broken.http
        .post('/auth/google/')
        .send({ access_token: await googleToken() })
        .expect(503);
      expect(response.body).toEqual({ detail: 'Le service Google ne répond pas pour le moment. Veuillez réessayer.' });
    });
  });
});
