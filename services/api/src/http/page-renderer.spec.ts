import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { Registry } from 'prom-client';
import { PageRenderer } from './page-renderer';

const TEMPLATE = '<html><body><div id="root"></div><script src="/app.js"></script></body></html>';

/**
 * A server build whose render is the given CommonJS function body: `(request, transport) => …`, where
 * `page(root, status = 200)` makes its answer. Its pages read one query parameter, `search` (its
 * `pageAddress` keeps that one only).
 */
function serverEntry(render: string): string {
  const directory = mkdtempSync(join(tmpdir(), 'bebe-star-page-renderer-'));
  const path = join(directory, 'entry-server.cjs');
  writeFileSync(
    path,
    [
      'const page = (root, status = 200) => ({ root, status });',
      `exports.render = async (request, transport) => {\n${render}\n};`,
      'exports.pageAddress = (url) => {',
      "  const { pathname, searchParams } = new URL(url, 'http://localhost');",
      "  const search = searchParams.get('search');",
      "  return search ? pathname + '?search=' + encodeURIComponent(search) : pathname;",
      '};',
      '',
    ].join('\n'),
  );
  return path;
}

/** The site's public address, which pages are rendered under. */
const ORIGIN = 'https://bebestar.example';

/** A visitor's address. */
const CLIENT = '203.0.113.7';

/** Each render of these builds tells the API first: the test counts renders by the API's requests. */
const COUNT = `await transport(new Request('http://localhost/api/renders', { method: 'POST' }));`;

describe('PageRenderer', () => {
  let fastify: FastifyInstance;
  let registry: Registry;
  let renders: number;

  beforeEach(async () => {
    renders = 0;
    registry = new Registry();
    fastify = Fastify();
    fastify.post('/api/renders', (_request, reply) => {
      renders += 1;
      void reply.send({});
    });
    fastify.get('/api/contests/:id', (request, reply) => {
      void reply.send({ id: Number((request.params as { id: string }).id) });
    });
    await fastify.ready();
  });
  afterEach(() => fastify.close());

  it('puts the page rendered at the address in the root element, with data asked of the API in-process', async () => {
    const entry = serverEntry(`
      ${COUNT}
      const answer = await transport(new Request('http://localhost/api/contests/7'));
      const contest = await answer.json();
      return page('<div id="root"><h1>Concours ' + contest.id + ' ' + new URL(request.url).pathname + '</h1></div>');
    `);
    const renderer = PageRenderer.load(entry, TEMPLATE, fastify, ORIGIN, registry);

    await expect(renderer?.page('/concours/7/participants', CLIENT)).resolves.toEqual({
      html: '<html><body><div id="root"><h1>Concours 7 /concours/7/participants</h1></div><script src="/app.js"></script></body></html>',
      status: 200,
    });
  });

  it('renders the page under the site’s public address and puts its head in place of the bare title and description', async () => {
    const template =
      '<html><head><meta name="description" content="Le site" /><title>Bébé Star</title></head><body><div id="root"></div></body></html>';
    const entry = serverEntry(`
      ${COUNT}
      return { root: '<div id="root">page</div>', status: 200, head: '<title>Votez pour Awa</title><meta property="og:url" content="' + request.url + '" />' };
    `);
    const renderer = PageRenderer.load(entry, template, fastify, ORIGIN, registry) as PageRenderer;

    await expect(renderer.page('/vote/1/2?utm_source=x', CLIENT)).resolves.toEqual({
      html: '<html><head><title>Votez pour Awa</title><meta property="og:url" content="https://bebestar.example/vote/1/2" /></head><body><div id="root">page</div></body></html>',
      status: 200,
    });
  });

  it('sends the status the render gives: 404 and the bare page for an address that leads nowhere', async () => {
    const entry = serverEntry(`${COUNT} return page(null, 404);`);
    const renderer = PageRenderer.load(entry, TEMPLATE, fastify, ORIGIN, registry) as PageRenderer;

    await expect(renderer.page('/nulle-part', CLIENT)).resolves.toEqual({ html: TEMPLATE, status: 404 });
    await expect(renderer.page('/nulle-part', CLIENT)).resolves.toEqual({ html: TEMPLATE, status: 404 });
    expect(renders).toBe(1);
  });

  it('renders an address once for everyone asking within the reuse window, concurrent requests included', async () => {
    const entry = serverEntry(`
      ${COUNT}
      await new Promise((done) => setTimeout(done, 20));
      return page('<div id="root">' + new URL(request.url).pathname + '</div>');
    `);
    const renderer = PageRenderer.load(entry, TEMPLATE, fastify, ORIGIN, registry) as PageRenderer;

    const pages = await Promise.all(['/a', '/a', '/b'].map(async (url) => (await renderer.page(url, CLIENT)).html));
    await renderer.page('/a', CLIENT);

    expect(pages.map((page) => page.includes('<div id="root">/a</div>'))).toEqual([true, true, false]);
    expect(renders).toBe(2);
  });

  it('answers the bare page when a render outlasts its 8 s, and keeps the late page for the next visitors', async () => {
    let release = () => {};
    (globalThis as { renderGate?: Promise<void> }).renderGate = new Promise<void>((done) => (release = done));
    const entry = serverEntry(`
      ${COUNT}
      await globalThis.renderGate;
      return page('<div id="root">enfin</div>');
    `);
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const renderer = PageRenderer.load(entry, TEMPLATE, fastify, ORIGIN, registry) as PageRenderer;
      const first = renderer.page('/lent', CLIENT);
      await jest.advanceTimersByTimeAsync(8_000);
      await expect(first).resolves.toEqual({ html: TEMPLATE, status: 200 });

      release();
      await jest.advanceTimersByTimeAsync(0);
      expect((await renderer.page('/lent', CLIENT)).html).toContain('<div id="root">enfin</div>');
      expect(renders).toBe(1);
    } finally {
      jest.useRealTimers();
      delete (globalThis as { renderGate?: Promise<void> }).renderGate;
    }
  });

  it('sends the bare page when the render fails or declines (a redirect), and does not retry it at once', async () => {
    const failing = PageRenderer.load(
      serverEntry(`${COUNT} throw new Error('window is not defined');`),
      TEMPLATE,
      fastify,
      ORIGIN,
      registry,
    );
    await expect(failing?.page('/broken', CLIENT)).resolves.toEqual({ html: TEMPLATE, status: 200 });
    await expect(failing?.page('/broken', CLIENT)).resolves.toEqual({ html: TEMPLATE, status: 200 });
    expect(renders).toBe(1);

    const declining = PageRenderer.load(serverEntry('return page(null);'), TEMPLATE, fastify, ORIGIN, registry);
    await expect(declining?.page('/account', CLIENT)).resolves.toEqual({ html: TEMPLATE, status: 200 });
  });

  it('renders a page once under the address the build gives, whatever else its query holds', async () => {
    const entry = serverEntry(`
      ${COUNT}
      const url = new URL(request.url);
      return page('<div id="root">' + url.pathname + url.search + '</div>');
    `);
    const renderer = PageRenderer.load(entry, TEMPLATE, fastify, ORIGIN, registry) as PageRenderer;

    const pages = [];
    for (const url of ['/vote/1/2?fbclid=IwAR0x&utm_source=whatsapp', '/vote/1/2', '/vote/1/2?x=1', '/vote/1/2?x=2']) {
      pages.push((await renderer.page(url, CLIENT)).html);
    }
    const { html: searched } = await renderer.page('/concours/1/participants?x=3&search=Awa&gclid=1', CLIENT);

    expect(pages[0]).toContain('<div id="root">/vote/1/2</div>');
    expect(new Set(pages).size).toBe(1);
    expect(searched).toContain('<div id="root">/concours/1/participants?search=Awa</div>');
    expect(renders).toBe(2);
  });

  it('starts at most ten renders per client address in its window, then sends it bare pages; others are not held back', async () => {
    const entry = serverEntry(`
      ${COUNT}
      return page('<div id="root">' + new URL(request.url).search + '</div>');
    `);
    const renderer = PageRenderer.load(entry, TEMPLATE, fastify, ORIGIN, registry) as PageRenderer;

    const flood = [];
    for (let i = 1; i <= 12; i += 1)
      flood.push((await renderer.page(`/concours/1/participants?search=n${i}`, CLIENT)).html);
    const { html: keptForAll } = await renderer.page('/concours/1/participants?search=n1', CLIENT);
    const { html: another } = await renderer.page('/concours/1/participants?search=n12', '198.51.100.4');

    expect(flood.map((html) => html !== TEMPLATE)).toEqual([...Array<boolean>(10).fill(true), false, false]);
    expect(keptForAll).toContain('<div id="root">?search=n1</div>');
    expect(another).toContain('<div id="root">?search=n12</div>');
    expect(renders).toBe(11);
    const outcomes = await registry.getSingleMetric('site_page_renders_total')!.get();
    expect(Object.fromEntries(outcomes.values.map(({ labels, value }) => [labels.outcome, value]))).toEqual({
      rendered: 11,
      client_limit: 2,
    });
  });

  it('sends the bare page to new addresses while four renders are running, and renders them after', async () => {
    const entry = serverEntry(`
      ${COUNT}
      await new Promise((done) => setTimeout(done, 50));
      return page('<div id="root">' + new URL(request.url).pathname + '</div>');
    `);
    const renderer = PageRenderer.load(entry, TEMPLATE, fastify, ORIGIN, registry) as PageRenderer;

    const pages = await Promise.all(
      ['/1', '/2', '/3', '/4', '/5', '/1'].map(async (url) => (await renderer.page(url, CLIENT)).html),
    );
    const { html: later } = await renderer.page('/5', CLIENT);

    expect(pages.map((page) => page !== TEMPLATE)).toEqual([true, true, true, true, false, true]);
    expect(later).toContain('<div id="root">/5</div>');
    expect(renders).toBe(5);
  });

  it('is not there without a server build, with one that does not load or says no page address, or with a page that has no root element', () => {
    const withoutAddresses = join(mkdtempSync(join(tmpdir(), 'bebe-star-page-renderer-')), 'entry-server.cjs');
    writeFileSync(withoutAddresses, 'exports.render = async () => ({ root: null, status: 200 });\n');
    expect(PageRenderer.load(withoutAddresses, TEMPLATE, fastify, ORIGIN, registry)).toBeNull();
    expect(
      PageRenderer.load(
        serverEntry('return "";\n};\nthrow new ReferenceError("window is not defined");\nexports.unreached = () => {'),
        TEMPLATE,
        fastify,
        ORIGIN,
        registry,
      ),
    ).toBeNull();
    expect(PageRenderer.load('/nowhere/entry-server.cjs', TEMPLATE, fastify, ORIGIN, registry)).toBeNull();
    expect(
      PageRenderer.load(serverEntry('return "";'), '<html><body></body></html>', fastify, ORIGIN, registry),
    ).toBeNull();
  });
});
