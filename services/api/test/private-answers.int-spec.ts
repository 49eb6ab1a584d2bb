import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { makeImage } from '@app/testing';
import { type ApiHarness, startApi } from './support/api-harness';
import { makeContest } from './support/contest-factories';
import { makeAdmin, makeUser, type MadeUser } from './support/factories';
import { routeTable } from './support/route-table';

/** A concrete address for a route's pattern: every parameter is 1. */
const addressOf = (path: string) => path.replace(/:\w+/g, '1');

describe('answers a cache must not keep (Cache-Control: no-store)', () => {
  let api: ApiHarness;
  let parent: MadeUser;
  let admin: MadeUser;

  beforeAll(async () => {
    api = await startApi();
    parent = await makeUser(api);
    admin = await makeAdmin(api);
    await makeContest(api, { status: 'open' });
  });
  afterAll(() => api.close());

  it('keeps a public read cacheable for anonymous readers, varying with Authorization', async () => {
    const response = await api.http.get('/api/contests/contests/').expect(200);
    expect(response.headers['cache-control']).toBeUndefined();
    expect(response.headers.vary).toMatch(/(^|, *)Authorization(,|$)/i);
  });

  it('marks no-store every answer to a request with a bearer token, public routes included', async () => {
    for (const path of ['/api/contests/contests/', '/api/countries/', `/api/users/${parent.user.id}/`]) {
      const response = await api.http.get(path).set(parent.auth);
      expect([path, response.status, response.headers['cache-control']]).toEqual([path, 200, 'no-store']);
    }
    const invalid = await api.http.get('/api/contests/contests/').set('Authorization', 'Bearer not-a-token');
    expect(invalid.headers['cache-control']).toBe('no-store');
  });

  it('marks no-store every answer to a request with cookies', async () => {
    const response = await api.http.get('/api/contests/contests/').set('Cookie', 'session=abc').expect(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('marks no-store the answers that hand out tokens or change something', async () => {
    const { user, password } = await makeUser(api);
    const login = await api.http.post('/api/login/').send({ email: user.email, password }).expect(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const refreshed = await api.http.post('/api/token/refresh/').send({ refresh: login.body.refresh }).expect(200);
    expect(refreshed.headers['cache-control']).toBe('no-store');
  });

  it('marks no-store every answer of an account or administration read, refusals included', async () => {
    const privateReads = routeTable(api.app).filter((route) => route.method === 'GET' && route.rule.kind !== 'public');
    expect(privateReads.length).toBeGreaterThan(10);
    const unmarked: string[] = [];
    for (const route of privateReads) {
      const response = await api.http.get(addressOf(route.path));
      if (response.headers['cache-control'] !== 'no-store') unmarked.push(`${route.path}: ${response.status}`);
    }
    expect(unmarked).toEqual([]);

    const dashboard = await api.http.get('/api/admin/dashboard/').set(admin.auth).expect(200);
    expect(dashboard.headers['cache-control']).toBe('no-store');
  });

  it('leaves the photos’ long caching alone, even for a signed-in reader', async () => {
    const folder = join(api.config.media.root, 'babies', 'ab');
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, 'photo-card.webp'), await makeImage({ format: 'webp', width: 20, height: 20 }));
    const photo = await api.http.get('/media/babies/ab/photo-card.webp').set(parent.auth).expect(200);
    expect(photo.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
