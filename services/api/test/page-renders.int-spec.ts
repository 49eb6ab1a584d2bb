import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { MetricsService } from '@app/observability';
import { type ApiHarness, startApi } from './support/api-harness';
import { makeContest } from './support/contest-factories';

const WEB = resolve(__dirname, '../../../web');
/** What marks a page the server rendered (the state handed to the browser), absent from the bare page. */
const RENDERED = 'id="server-state"';

describe("the site's pages rendered on the server: one render per page, whatever the query says, and a limit per client", () => {
  let api: ApiHarness;
  let root: string;
  let contestId: number;

  beforeAll(async () => {
    // The site's real server build (its routes and what each reads), made for this test.
    root = await mkdtemp(join(tmpdir(), 'bebe-star-page-renders-'));
    execFileSync(
      process.execPath,
      [
        resolve(WEB, '../node_modules/vite/bin/vite.js'),
        'build',
        '--ssr',
        'src/entry-server.tsx',
        '--outDir',
        join(root, 'server'),
        '--logLevel',
        'error',
      ],
      { cwd: WEB, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
    );
    await writeFile(
      join(root, 'index.html'),
      '<!doctype html><html><head><title>Bébé Star</title></head><body><div id="root"></div></body></html>',
    );
    api = await startApi({
      WEB_ROOT: root,
      WEB_SERVER_ENTRY: join(root, 'server', 'entry-server.cjs'),
      // The client's address is the one the proxy (this test) forwards.
      TRUSTED_PROXIES: '127.0.0.1',
    });
    contestId = (await makeContest(api)).id;
  }, 120_000);
  afterAll(async () => {
    await api?.close();
    await rm(root, { recursive: true, force: true });
  });

  /** Renders started so far, by outcome (rendered, or bare: busy, client over its limit). */
  const renders = async (): Promise<Record<string, number>> => {
    const metric = await api.app.get(MetricsService).registry.getSingleMetric('site_page_renders_total')!.get();
    return Object.fromEntries(metric.values.map(({ labels, value }) => [String(labels.outcome), value]));
  };
  const page = (path: string, client: string) => api.http.get(path).set('X-Forwarded-For', client).expect(200);

  it('renders the home page once for /, /?x=1, /?x=2…: parameters no page reads start no render', async () => {
    const before = (await renders()).rendered ?? 0;
    const first = await page('/', '198.51.100.1');
    expect(first.text).toContain(RENDERED);
    for (let i = 1; i <= 8; i += 1) {
      const shared = await page(`/?x=${i}&utm_source=campagne${i}`, `198.51.100.${i + 1}`);
      expect(shared.text).toContain(RENDERED);
    }
    expect((await renders()).rendered).toBe(before + 1);
  });

  it('limits the renders one client address starts with valid parameters, sending it the bare page beyond', async () => {
    const before = await renders();
    const flood = [];
    for (let i = 1; i <= 14; i += 1) {
      flood.push((await page(`/concours/${contestId}/participants?search=prenom${i}`, '203.0.113.7')).text);
    }
    const rendered = flood.filter((html) => html.includes(RENDERED)).length;
    expect(rendered).toBe(10);
    expect(flood.slice(10).every((html) => html.includes('<div id="root"></div>'))).toBe(true);
    const after = await renders();
    expect((after.rendered ?? 0) - (before.rendered ?? 0)).toBe(10);
    expect((after.client_limit ?? 0) - (before.client_limit ?? 0)).toBe(4);

    // A page already rendered is sent to everyone, its client included; another visitor is not held back.
    const kept = await page(`/concours/${contestId}/participants?x=9&search=prenom10`, '203.0.113.7');
    expect(kept.text).toContain(RENDERED);
    const other = await page(`/concours/${contestId}/participants?search=prenom14`, '192.0.2.44');
    expect(other.text).toContain(RENDERED);
  });
});
