import { io, type Socket } from 'socket.io-client';
import supertest from 'supertest';
import type { AddressInfo } from 'node:net';
import { type ApiHarness, startApi } from './support/api-harness';
import { makeAdmin, makeUser, type MadeUser } from './support/factories';

interface Cookie {
  value: string;
  attributes: string[];
}

/** The cookies an answer sets, by name, with their attributes as sent (`HttpOnly`, `Path=/admin`…). */
function cookiesOf(response: supertest.Response): Record<string, Cookie> {
  const header = response.headers['set-cookie'] as unknown as string[] | undefined;
  return Object.fromEntries(
    (header ?? []).map((line) => {
      const [pair, ...attributes] = line.split(';').map((part) => part.trim());
      const separator = pair.indexOf('=');
      return [pair.slice(0, separator), { value: decodeURIComponent(pair.slice(separator + 1)), attributes }];
    }),
  );
}

/** A signed-in back office as the browser holds it: its cookies, and the CSRF value its script reads. */
interface BackOfficeSession {
  access: string;
  refresh: string;
  csrf: string;
}

describe('the back office session (HttpOnly cookies under /admin, CSRF double submit)', () => {
  let api: ApiHarness;
  let http: ReturnType<typeof supertest>;
  let admin: MadeUser;

  beforeAll(async () => {
    api = await startApi();
    // No cookie jar: each test says which cookies it sends.
    http = supertest(api.app.getHttpServer());
    admin = await makeAdmin(api);
  });
  afterAll(() => api.close());

  const signIn = async (account: MadeUser = admin): Promise<BackOfficeSession> => {
    const response = await http
      .post('/admin/api/admin/session/')
      .send({ email: account.user.email, password: account.password })
      .expect(200);
    const cookies = cookiesOf(response);
    return {
      access: cookies.bs_admin_access.value,
      refresh: cookies.bs_admin_refresh.value,
      csrf: cookies.bs_admin_csrf.value,
    };
  };
  const cookieHeader = (session: Partial<BackOfficeSession>) =>
    [
      session.access && `bs_admin_access=${session.access}`,
      session.refresh && `bs_admin_refresh=${session.refresh}`,
      session.csrf && `bs_admin_csrf=${session.csrf}`,
    ]
      .filter(Boolean)
      .join('; ');
  const countryCount = async () => Number((await api.db.query('SELECT count(*) FROM countries'))[0].count);

  it('signs an administrator in with HttpOnly, SameSite=Strict cookies under /admin and no token in the body', async () => {
    const response = await http
      .post('/admin/api/admin/session/')
      .send({ email: admin.user.email.toUpperCase(), password: admin.password })
      .expect(200);
    expect(response.body).toEqual({ user_id: admin.user.id });
    const cookies = cookiesOf(response);
    expect(cookies.bs_admin_access.attributes).toEqual(
      expect.arrayContaining(['Path=/admin', 'HttpOnly', 'SameSite=Strict']),
    );
    expect(cookies.bs_admin_refresh.attributes).toEqual(
      expect.arrayContaining(['Path=/admin/api/admin/session', 'HttpOnly', 'SameSite=Strict']),
    );
    expect(cookies.bs_admin_csrf.attributes).toEqual(expect.arrayContaining(['Path=/admin', 'SameSite=Strict']));
    expect(cookies.bs_admin_csrf.attributes).not.toContain('HttpOnly');
    // Served over http here (PUBLIC_WEB_URL is http): Secure comes with an https address.
    expect(cookies.bs_admin_access.attributes).not.toContain('Secure');
  });

  it('refuses a parent with the back office message, and a wrong password as the site login does', async () => {
    const parent = await makeUser(api);
    const refused = await http
      .post('/admin/api/admin/session/')
      .send({ email: parent.user.email, password: parent.password })
      .expect(403);
    expect(refused.body).toEqual({
      detail: 'Vous n’avez pas accès à cette page. Seuls les administrateurs peuvent y accéder.',
    });
    expect(Object.keys(cookiesOf(refused)).filter((name) => name.startsWith('bs_admin_'))).toEqual([]);
    const wrong = await http
      .post('/admin/api/admin/session/')
      .send({ email: admin.user.email, password: 'pas-le-bon-mot' })
      .expect(401);
    expect(wrong.body.code).toBe('no_active_account');
  });

  it('opens admin routes through /admin/api with the cookie, and POSTs with the CSRF header', async () => {
    const session = await signIn();
    await http.get('/admin/api/admin/dashboard/').set('Cookie', cookieHeader(session)).expect(200);
    const created = await http
      .post('/admin/api/countries/')
      .set('Cookie', cookieHeader(session))
      .set('X-CSRF-Token', session.csrf)
      .send({ name: 'Pays du cookie' })
      .expect(201);
    expect(created.body.name).toBe('Pays du cookie');
    // The cookie counts under /admin/api only: the public API's routes do not read it.
    await http.get('/api/admin/dashboard/').set('Cookie', cookieHeader(session)).expect(401);
  });

  it('refuses an unsafe call without the CSRF header, with a wrong one, or from another origin, and changes nothing', async () => {
    const session = await signIn();
    const before = await countryCount();
    const attempts = [
      http.post('/admin/api/countries/').set('Cookie', cookieHeader(session)),
      http.post('/admin/api/countries/').set('Cookie', cookieHeader(session)).set('X-CSRF-Token', 'devine'),
      http
        .post('/admin/api/countries/')
        .set('Cookie', cookieHeader({ ...session, csrf: undefined }))
        .set('X-CSRF-Token', session.csrf),
      http
        .post('/admin/api/countries/')
        .set('Cookie', cookieHeader(session))
        .set('X-CSRF-Token', session.csrf)
        .set('Origin', 'https://malveillant.example'),
    ];
    for (const attempt of attempts) {
      const response = await attempt.send({ name: 'Pays forgé' }).expect(403);
      expect(response.body.detail).toBe(
        'Requête refusée : elle ne vient pas de l’administration de Bébé Star. Rechargez la page.',
      );
    }
    expect(await countryCount()).toBe(before);
  });

  it('refuses a CSRF value of another session, even repeated in the cookie', async () => {
    const mine = await signIn();
    const other = await signIn();
    expect(other.csrf).not.toBe(mine.csrf);
    const before = await countryCount();
    const refused = await http
      .post('/admin/api/countries/')
      .set('Cookie', cookieHeader({ ...mine, csrf: other.csrf }))
      .set('X-CSRF-Token', other.csrf)
      .send({ name: 'Pays d’une autre session' })
      .expect(403);
    expect(refused.body.detail).toBe(
      'Requête refusée : elle ne vient pas de l’administration de Bébé Star. Rechargez la page.',
    );
    expect(await countryCount()).toBe(before);
  });

  it('compares whole origins with the public address and the CORS list, never with the Host header', async () => {
    const session = await signIn();
    const site = new URL(api.config.publicWebUrl);
    const post = (origin: string, host?: string) => {
      const request = http
        .post('/admin/api/countries/')
        .set('Cookie', cookieHeader(session))
        .set('X-CSRF-Token', session.csrf)
        .set('Origin', origin);
      return host === undefined ? request : request.set('Host', host);
    };
    const before = await countryCount();
    const otherScheme = `${site.protocol === 'https:' ? 'http' : 'https'}://${site.host}`;
    const otherPort = `${site.protocol}//${site.hostname}:${site.port === '4999' ? '5000' : '4999'}`;
    for (const [origin, host] of [
      [otherScheme, site.host],
      [otherPort, site.host],
      [otherPort, `${site.hostname}:${site.port === '4999' ? '5000' : '4999'}`],
      ['https://malveillant.example', 'malveillant.example'],
    ]) {
      const response = await post(origin, host).send({ name: 'Pays d’ailleurs' }).expect(403);
      expect(response.body.detail).toBe(
        'Requête refusée : elle ne vient pas de l’administration de Bébé Star. Rechargez la page.',
      );
    }
    expect(await countryCount()).toBe(before);
    await post(site.origin).send({ name: 'Pays du site' }).expect(201);
  });

  it('refuses on admin routes a token the public site got from its login, however it is sent', async () => {
    const login = await http
      .post('/api/login/')
      .send({ email: admin.user.email, password: admin.password })
      .expect(200);
    const siteToken = login.body.access as string;
    const refused = await http.get('/api/admin/dashboard/').set('Authorization', `Bearer ${siteToken}`).expect(403);
    expect(refused.body.detail).toBe(
      'Cette action se fait depuis l’administration : connectez-vous à l’administration.',
    );
    await http.get('/admin/api/admin/dashboard/').set('Cookie', `bs_admin_access=${siteToken}`).expect(403);
    // Its refresh token does not become a back-office session either: it names none, so no CSRF value passes.
    await http
      .post('/admin/api/admin/session/refresh/')
      .set('Cookie', `bs_admin_refresh=${login.body.refresh as string}; bs_admin_csrf=c`)
      .set('X-CSRF-Token', 'c')
      .expect(403);
    // The site's own routes still take it.
    await http.get(`/api/users/${admin.user.id}/`).set('Authorization', `Bearer ${siteToken}`).expect(200);
  });

  it('rotates the refresh cookie, keeps the CSRF value, and refuses a reused one (ending the session)', async () => {
    const first = await signIn();
    // As the browser sends it once the access cookie has expired: the session is the refresh token's.
    const rotated = await http
      .post('/admin/api/admin/session/refresh/')
      .set('Cookie', cookieHeader({ ...first, access: undefined }))
      .set('X-CSRF-Token', first.csrf)
      .expect(200);
    expect(rotated.body).toEqual({ user_id: admin.user.id });
    const cookies = cookiesOf(rotated);
    const second = {
      access: cookies.bs_admin_access.value,
      refresh: cookies.bs_admin_refresh.value,
      csrf: cookies.bs_admin_csrf.value,
    };
    expect(second.refresh).not.toBe(first.refresh);
    expect(second.csrf).toBe(first.csrf);
    await http.get('/admin/api/admin/dashboard/').set('Cookie', cookieHeader(second)).expect(200);

    await http
      .post('/admin/api/admin/session/refresh/')
      .set('Cookie', cookieHeader(first))
      .set('X-CSRF-Token', first.csrf)
      .expect(401);
    await http
      .post('/admin/api/admin/session/refresh/')
      .set('Cookie', cookieHeader(second))
      .set('X-CSRF-Token', second.csrf)
      .expect(401);
  });

  it('signs out: the cookies are cleared and the tokens stop working', async () => {
    const session = await signIn();
    await http.delete('/admin/api/admin/session/').set('Cookie', cookieHeader(session)).expect(403);
    const signedOut = await http
      .delete('/admin/api/admin/session/')
      .set('Cookie', cookieHeader(session))
      .set('X-CSRF-Token', session.csrf)
      .expect(200);
    const cleared = cookiesOf(signedOut);
    for (const name of ['bs_admin_access', 'bs_admin_refresh', 'bs_admin_csrf']) {
      expect(cleared[name].value).toBe('');
      expect(cleared[name].attributes).toEqual(expect.arrayContaining(['Expires=Thu, 01 Jan 1970 00:00:00 GMT']));
    }
    await http.get('/admin/api/admin/dashboard/').set('Cookie', cookieHeader(session)).expect(401);
    await http
      .post('/admin/api/admin/session/refresh/')
      .set('Cookie', cookieHeader(session))
      .set('X-CSRF-Token', session.csrf)
      .expect(401);
  });

  describe('the live dashboard', () => {
    let url: string;
    const sockets: Socket[] = [];

    beforeAll(async () => {
      await api.app.listen(0, '127.0.0.1');
      url = `http://127.0.0.1:${(api.app.getHttpServer().address() as AddressInfo).port}/admin`;
    });
    afterAll(() => sockets.forEach((socket) => socket.disconnect()));

    const connect = (auth: Record<string, string>): Promise<'connected' | number | undefined> =>
      new Promise((resolve) => {
        const socket = io(url, { transports: ['websocket'], auth, reconnection: false });
        sockets.push(socket);
        socket.on('connect', () => resolve('connected'));
        socket.on('connect_error', (error: Error & { data?: { code?: number } }) => resolve(error.data?.code));
      });

    it('opens with a one-use ticket fetched through the cookie, not with a site token', async () => {
      const session = await signIn();
      const { ticket } = (
        await http
          .post('/admin/api/admin/dashboard/live-ticket/')
          .set('Cookie', cookieHeader(session))
          .set('X-CSRF-Token', session.csrf)
          .expect(200)
      ).body as { ticket: string };
      expect(await connect({ ticket })).toBe('connected');
      expect(await connect({ ticket })).toBe(4001);
      const login = await http.post('/api/login/').send({ email: admin.user.email, password: admin.password });
      expect(await connect({ token: login.body.access as string })).toBe(4003);
    });
  });
});
