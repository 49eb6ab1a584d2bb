import { MESSAGES } from '@app/common';
import { type ApiHarness, startApi } from './support/api-harness';
import { makeAdmin, makeUser, type MadeUser } from './support/factories';

/**
 * The limits every route meets before its own rules (one layer, so that a new route cannot forget
 * them): each case below answered 500 before that layer existed.
 */
describe('input limits shared by every route', () => {
  let api: ApiHarness;
  let admin: MadeUser;
  let parent: MadeUser;

  beforeAll(async () => {
    api = await startApi();
    admin = await makeAdmin(api);
    parent = await makeUser(api);
  });
  afterAll(() => api.close());

  const send = (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    { payload, auth = admin }: { payload?: string | object; auth?: MadeUser | null } = {},
  ) =>
    api.app.inject({
      method,
      url,
      headers: {
        ...(auth ? auth.auth : {}),
        ...(typeof payload === 'string' ? { 'content-type': 'application/json' } : {}),
      },
      payload,
    });

  it('refuses a JSON body nested too deep on every JSON route, before any route reads it', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    for (const url of ['/api/login/', '/api/user/register/', '/api/token/refresh/', '/api/forgot-password/']) {
      const response = await send('POST', url, { payload: deep, auth: null });
      expect([response.statusCode, response.json()]).toEqual([400, { detail: MESSAGES.http.tooDeep }]);
    }
  });

  it('refuses a body that is not an object, in French', async () => {
    const response = await send('PATCH', `/api/users/${parent.user.id}/`, { payload: '[1,2,3]', auth: parent });
    expect([response.statusCode, response.json()]).toEqual([400, { detail: MESSAGES.http.bodyNotObject }]);
  });

  it('refuses null for a field the schema does not make nullable, and changes nothing', async () => {
    for (const field of ['first_name', 'email', 'is_active']) {
      const response = await send('PATCH', `/api/users/${parent.user.id}/`, { payload: { [field]: null } });
      expect([response.statusCode, response.json()]).toEqual([400, { [field]: [MESSAGES.field.notNull] }]);
    }
    const groups = await send('POST', `/api/users/${parent.user.id}/groups/`, { payload: { groups: null } });
    expect(groups.statusCode).toBe(400);
    const [row]: { first_name: string; is_active: boolean }[] = await api.db.query(
      'SELECT first_name, is_active FROM users WHERE id = $1',
      [parent.user.id],
    );
    expect(row).toEqual({ first_name: 'Fatou', is_active: true });
  });

  it('refuses a NUL character in an address, a search or a text, and a lone surrogate', async () => {
    const inUrl = await send('GET', '/api/users/?search=%00');
    expect([inUrl.statusCode, inUrl.json()]).toEqual([400, { search: [MESSAGES.field.forbiddenCharacters] }]);
    const inPath = await send('GET', '/api/payments/details/ref%00x/');
    expect([inPath.statusCode, inPath.json()]).toEqual([400, { reference: [MESSAGES.field.forbiddenCharacters] }]);
    const inFileAddress = await send('GET', '/media/babies/a%00b.webp', { auth: null });
    expect([inFileAddress.statusCode, inFileAddress.json()]).toEqual([
      400,
      { detail: MESSAGES.http.forbiddenCharacter },
    ]);
    const inBody = await send('PATCH', `/api/users/${parent.user.id}/`, { payload: { city: 'Da\u0000kar' } });
    expect([inBody.statusCode, inBody.json()]).toEqual([400, { city: [MESSAGES.field.forbiddenCharacters] }]);
    const surrogate = await send('POST', '/api/login/', { payload: '{"email":"\\ud800","password":"x"}', auth: null });
    expect([surrogate.statusCode, surrogate.json()]).toEqual([400, { email: [MESSAGES.field.forbiddenCharacters] }]);
  });

  it('refuses numbers beyond a PostgreSQL integer in pages and ids', async () => {
    const page = await send('GET', '/api/users/?page=99999999999999999999');
    expect([page.statusCode, page.json()]).toEqual([400, { page: [MESSAGES.field.numberRange] }]);
    const id = await send('POST', '/api/payments/cinetpay/init/', {
      payload: '{"participant":1e308,"pack":1}',
      auth: parent,
    });
    expect([id.statusCode, id.json()]).toEqual([400, { participant: [MESSAGES.field.numberRange] }]);
  });

  it('refuses a query parameter sent twice, even where a route reads it without a DTO', async () => {
    const response = await send('GET', '/api/payments/cinetpay/status/?transaction_id=a&transaction_id=b', {
      auth: null,
    });
    expect([response.statusCode, response.json()]).toEqual([400, { transaction_id: [MESSAGES.field.string] }]);
  });

  it('answers a refused CSV export in JSON', async () => {
    const response = await send('GET', '/api/contests/admin/preregistrations/export/?status=autre');
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('answers a path segment too long, and a malformed address, in French', async () => {
    const long = await send('GET', `/api/contests/participants/${'9'.repeat(400)}/`, { auth: null });
    expect([long.statusCode, long.json()]).toEqual([414, { detail: MESSAGES.http.uriTooLong }]);
    const malformed = await send('GET', '/api/contests/participants/%E0%A4%A/', { auth: null });
    expect([malformed.statusCode, malformed.json()]).toEqual([400, { detail: MESSAGES.http.badUrl }]);
  });

  it('serves no file outside the photos, nor a hidden one', async () => {
    for (const url of ['/media/babies/', '/media/..%2f.env', '/media/.env', '/media/%2e%2e/%2e%2e/etc/passwd']) {
      const response = await send('GET', url, { auth: null });
      expect([403, 404]).toContain(response.statusCode);
      expect(response.json()).toEqual({ detail: expect.any(String) });
    }
  });
});
