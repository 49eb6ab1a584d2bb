import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { type ApiHarness, startApi } from './support/api-harness';

describe('the public site and the back office served by the API', () => {
  let api: ApiHarness;
  let root: string;
  let adminRoot: string;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'bebe-star-site-'));
    await mkdir(join(root, 'assets'));
    await writeFile(join(root, 'index.html'), '<!doctype html><title>Bébé Star</title><div id="root"></div>');
    await writeFile(join(root, 'assets', 'index-4f3a2b.js'), 'console.log("site");');
    await writeFile(join(root, 'manifest.webmanifest'), '{"name":"Bébé Star"}');
    // The build's compressed copies, told apart from the file itself by their content.
    await writeFile(join(root, 'assets', 'vote-page-8d2e1c.js'), 'console.log("as built");');
    await writeFile(join(root, 'assets', 'vote-page-8d2e1c.js.br'), brotliCompressSync('console.log("brotli copy");'));
    await writeFile(join(root, 'assets', 'vote-page-8d2e1c.js.gz'), gzipSync('console.log("gzip copy");'));
    adminRoot = await mkdtemp(join(tmpdir(), 'bebe-star-admin-'));
    await mkdir(join(adminRoot, 'assets'));
    await writeFile(join(adminRoot, 'index.html'), '<!doctype html><title>Administration</title><div id="admin">');
    await writeFile(join(adminRoot, 'assets', 'index-9c1d0e.js'), 'console.log("admin");');
    // No server build: these pages are the bare index.html, whatever web/dist-server holds (the statuses the
    // server render gives, 404 for an address leading nowhere, are PageRenderer's and the e2e tests').
    api = await startApi({
      WEB_ROOT: root,
      WEB_SERVER_ENTRY: join(root, 'no-server-build.cjs'),
      ADMIN_WEB_ROOT: adminRoot,
      CORS_ORIGINS: 'https://bebestar.example',
    });
  });
  afterAll(async () => {
    await api.close();
    await rm(root, { recursive: true, force: true });
    await rm(adminRoot, { recursive: true, force: true });
  });

  /** A returning browser's device cookie, given with its first page. */
  const returning = async () => String((await api.http.get('/').expect(200)).headers['set-cookie']).split(';')[0];

  it('answers every page path with the page, revalidated on each visit', async () => {
    const device = await returning();
    for (const path of ['/', '/concours', '/vote/3/42', '/payment-success?provider=cinetpay&transaction_id=BS1']) {
      const response = await api.http.get(path).set('Cookie', device).expect(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.text).toContain('<div id="root">');
    }
  });

  it('gives a first visit its device id, in an answer no shared cache keeps', async () => {
    const first = await api.http.get('/concours').expect(200);
    expect(String(first.headers['set-cookie'])).toMatch(
      /^bs_device=[\w-]+\.[\w-]+; Max-Age=34560000; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    expect(first.headers['cache-control']).toBe('private, no-cache');
  });

  it('serves hashed assets for a year and other files revalidated', async () => {
    const asset = await api.http.get('/assets/index-4f3a2b.js').expect(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const manifest = await api.http.get('/manifest.webmanifest').expect(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('sends a script only the headers a script needs, a page every document header, CORS only on the API', async () => {
    const origin = 'https://bebestar.example';
    for (const path of ['/assets/index-4f3a2b.js', '/admin/assets/index-9c1d0e.js']) {
      const asset = await api.http.get(path).set('Origin', origin).expect(200);
      expect(asset.headers['x-content-type-options']).toBe('nosniff');
      expect(asset.headers['strict-transport-security']).toContain('max-age=');
      expect(asset.headers['cross-origin-resource-policy']).toBe('same-site');
      for (const header of ['content-security-policy', 'x-frame-options', 'access-control-allow-credentials']) {
        expect([path, header, asset.headers[header]]).toEqual([path, header, undefined]);
      }
    }
    for (const path of ['/', '/vote/3/42', '/manifest.webmanifest', '/assets/index-4f3a2b.js.map']) {
      const document = await api.http.get(path).set('Origin', origin);
      expect([path, document.headers['content-security-policy']]).toEqual([
        path,
        expect.stringContaining("default-src 'self'"),
      ]);
      expect(document.headers['access-control-allow-credentials']).toBeUndefined();
    }
    const health = await api.http.get('/api/health/').set('Origin', origin).expect(200);
    expect(health.headers['access-control-allow-origin']).toBe(origin);
    expect(health.headers['access-control-allow-credentials']).toBe('true');
    expect(health.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('answers a hashed file that is not there with a 404, not with the page', async () => {
    for (const path of ['/assets/vote-page-0ld.js', '/admin/assets/index-0ld.css']) {
      const missing = await api.http.get(path).expect(404);
      expect(missing.text).not.toContain('<div id=');
    }
  });

  it("sends the build's Brotli or gzip copy of an asset to clients that take it, the file itself to others", async () => {
    const brotli = await api.http.get('/assets/vote-page-8d2e1c.js').set('Accept-Encoding', 'gzip, br').expect(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.text).toBe('console.log("brotli copy");');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gzip = await api.http.get('/assets/vote-page-8d2e1c.js').set('Accept-Encoding', 'gzip').expect(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe('console.log("gzip copy");');
    const plain = await api.http.get('/assets/vote-page-8d2e1c.js').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe('console.log("as built");');
  });

  it('answers every back-office path with the back office page, its hashed assets cached for a year', async () => {
    const device = await returning();
    for (const path of ['/admin', '/admin/', '/admin/reclamations-prix?status=pending&page=2', '/admin/login']) {
      const response = await api.http.get(path).set('Cookie', device).expect(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.text).toContain('<div id="admin">');
    }
    const asset = await api.http.get('/admin/assets/index-9c1d0e.js').expect(200);
    expect(asset.text).toBe('console.log("admin");');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await api.http.get('/administration').expect(200)).text).toContain('<div id="root">');
  });

  it('compresses what is worth compressing for clients that accept it', async () => {
    const page = await api.http.get('/api/docs/openapi.json').set('Accept-Encoding', 'br, gzip').expect(200);
    expect(page.headers['content-encoding']).toBe('br');
    const health = await api.http.get('/api/health/').set('Accept-Encoding', 'gzip').expect(200);
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('leaves API paths to the API: unknown ones are a French 404, never the page', async () => {
    const missing = await api.http.get('/api/nothing-here/').expect(404);
    expect(missing.body).toEqual({ detail: "La ressource demandée n'existe pas." });
    await api.http.get('/api/health/').expect(200);
    await api.http.get('/media/none.webp').expect(404);
  });
});
