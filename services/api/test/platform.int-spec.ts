import { freePort } from '@app/testing';
import { type ApiHarness, startApi } from './support/api-harness';

describe('platform: health, metrics, errors, limits, headers', () => {
  let api: ApiHarness;

  beforeAll(async () => {
    api = await startApi({
      CORS_ORIGINS: 'https://bebestar.example',
      RATE_LIMIT_LOGIN_PER_IP: '3',
      BODY_LIMIT_BYTES: '2048',
      METRICS_PORT: String(await freePort()),
    });
  });
  afterAll(() => api.close());

  it('reports database and Redis up on /api/health/', async () => {
    const response = await api.http.get('/api/health/').expect(200);
    expect(response.body.status).toBe('ok');
    expect(response.body.info).toEqual({ database: { status: 'up' }, redis: { status: 'up' } });
  });

  it('serves Prometheus metrics with the HTTP latency histogram by route on the metrics port only', async () => {
    await api.http.get('/api/health').expect(200);
    const response = await fetch(api.metricsUrl!);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    expect(await response.text()).toMatch(/http_request_duration_seconds_bucket\{[^}]*route="\/api\/health"/);
    expect(new URL(api.metricsUrl!).hostname).toBe('127.0.0.1');
    expect((await fetch(new URL('/api/metrics', api.metricsUrl!))).status).toBe(404);
  });

  it('answers /api/metrics on the public port with a 404, as any unknown route', async () => {
    for (const path of ['/api/metrics', '/api/metrics/']) {
      const response = await api.http.get(path).expect(404);
      expect(response.body).toEqual({ detail: "La ressource demandée n'existe pas." });
      expect(response.text).not.toContain('http_request_duration_seconds');
    }
  });

  it('answers an unknown route with a French 404 and a request id', async () => {
    const response = await api.http.get('/api/does-not-exist/').expect(404);
    expect(response.body).toEqual({ detail: "La ressource demandée n'existe pas." });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('echoes a sane caller-supplied X-Request-Id', async () => {
    const response = await api.http.get('/api/nowhere').set('X-Request-Id', 'trace-1234abcd').expect(404);
    expect(response.headers['x-request-id']).toBe('trace-1234abcd');
  });

  it('refuses malformed JSON with a French 400', async () => {
    const response = await api.http
      .post('/api/login/')
      .set('Content-Type', 'application/json')
      .send('{"email": ')
      .expect(400);
    expect(response.body).toEqual({ detail: "Le corps de la requête n'est pas un JSON valide." });
  });

  it('refuses an oversized body with a French 413', async () => {
    const response = await api.http
      .post('/api/login/')
      .send({ email: 'a@example.com', password: 'x'.repeat(4096) })
      .expect(413);
    expect(response.body).toEqual({ detail: 'La requête est trop volumineuse.' });
  });

  it('sends security headers: a document the whole set, an API answer its few and a policy that allows nothing', async () => {
    const document = await api.http.get('/');
    expect(document.headers['x-content-type-options']).toBe('nosniff');
    expect(document.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(document.headers['strict-transport-security']).toContain('max-age=');
    expect(document.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(document.headers['content-security-policy']).toContain("default-src 'self'");
    expect(document.headers['content-security-policy']).toContain("img-src 'self' data: blob:;");
    expect(document.headers['content-security-policy']).toContain("script-src 'self';");

    for (const path of ['/api/health/', '/api/nowhere']) {
      const answer = await api.http.get(path);
      expect([path, answer.headers['content-security-policy']]).toEqual([
        path,
        "default-src 'none'; frame-ancestors 'none'",
      ]);
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(answer.headers['strict-transport-security']).toContain('max-age=');
      expect(answer.headers['cross-origin-resource-policy']).toBe('same-site');
      expect(answer.headers['referrer-policy']).toBe('no-referrer');
      for (const header of ['cross-origin-opener-policy', 'x-dns-prefetch-control', 'x-xss-protection']) {
        expect([path, header, answer.headers[header]]).toEqual([path, header, undefined]);
      }
    }
  });

  it('allows no inline style and no font from elsewhere, but on the API’s documentation page', async () => {
    const directives = (csp: string) =>
      new Map(csp.split(';').map((directive) => [directive.split(' ')[0], directive]));
    for (const path of ['/', '/admin/', '/nowhere']) {
      const csp = directives((await api.http.get(path)).headers['content-security-policy']);
      expect([path, csp.get('style-src'), csp.get('font-src')]).toEqual([path, "style-src 'self'", "font-src 'self'"]);
    }
    const docs = directives((await api.http.get('/api/docs/').expect(200)).headers['content-security-policy']);
    expect(docs.get('style-src')).toBe("style-src 'self' 'unsafe-inline'");
    expect(docs.get('script-src')).toBe("script-src 'self'");
  });

  it('allows CORS only for configured origins', async () => {
    const allowed = await api.http.get('/api/health/').set('Origin', 'https://bebestar.example');
    expect(allowed.headers['access-control-allow-origin']).toBe('https://bebestar.example');
    const other = await api.http.get('/api/health/').set('Origin', 'https://evil.example');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('limits login attempts per IP with a French 429 and Retry-After, changing nothing', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await api.http.post('/api/login/').send({ email: 'nobody@example.com', password: 'wrong-password' }).expect(401);
    }
    const response = await api.http
      .post('/api/login/')
      .send({ email: 'nobody@example.com', password: 'wrong-password' })
      .expect(429);
    expect(response.body.detail).toMatch(/^Trop de tentatives\. Veuillez réessayer dans \d+ minutes?\.$/);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('serves the OpenAPI document', async () => {
    const response = await api.http.get('/api/docs/openapi.json').expect(200);
    expect(response.body.paths).toHaveProperty('/api/login');
    expect(response.body.paths).toHaveProperty('/api/users/{id}');
  });
});
