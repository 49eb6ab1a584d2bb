import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { Logger } from '@nestjs/common';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { LRUCache } from 'lru-cache';
import { Counter, type Registry } from 'prom-client';

/** What the site's server build exports (web/src/entry-server.tsx). */
interface SiteServerEntry {
  render(
    request: Request,
    transport: (request: Request) => Promise<Response>,
  ): Promise<{ root: string | null; status: number; head?: string | null }>;
  /** The address the page at `url` is rendered and kept under: its path and the query parameters its route reads. */
  pageAddress(url: string): string;
}

/** A page to send: its HTML (rendered, or the bare page) and its HTTP status (404: the address leads nowhere). */
export interface SitePage {
  html: string;
  status: number;
}

/** Where the page rendered goes in the site's index.html. */
const ROOT_ELEMENT = '<div id="root"></div>';
/** The bare page's title, which a rendered page's head (title and link preview tags) replaces. */
const TITLE_ELEMENT = /<title>[\s\S]*?<\/title>/;
/** The bare page's description: the rendered head brings the page's own. */
const DESCRIPTION_ELEMENT = /<meta\s+name="description"[^>]*>/;

/**
 * How long a rendered page is sent again to everyone asking for the same address. Pages are rendered
 * for a visitor (the browser adds the signed-in parts), so one render serves all; at a contest's peak a
 * page costs one render every two seconds per API process however many open it, and the browser asks
 * again for what it shows once it has taken it over.
 */
const REUSE_MS = 2_000;
const PAGES_KEPT = 500;
/**
 * A render slower than this is answered with the bare page, which the browser renders whole. The loaders
 * already give up waiting for data after 1 s, and a render's own work is CPU no timeout stops: this only
 * keeps a render that never ends from holding its visitors. A late render is still kept for the next ones.
 */
const RENDER_TIMEOUT_MS = 8_000;
/**
 * Renders running at once in this process; past that, addresses not being rendered get the bare page
 * (many distinct addresses at once, a search typed into links, must not take the votes' event loop).
 */
const MAX_RENDERS = 4;
/**
 * Renders one client address may start in this process per window; beyond, its pages not already
 * rendered are sent bare (the browser renders them whole). A visitor starts one render per page
 * opened from outside the site (the site's own links are the browser's), so only a client asking
 * for address after address meets it; one such client costs at most one render a second here
 * instead of an event loop full of them.
 */
const RENDERS_PER_CLIENT = 10;
const CLIENT_WINDOW_MS = 10_000;
/** Client addresses followed at once (the oldest are forgotten first). */
const CLIENTS_KEPT = 10_000;

const RENDERS_METRIC = 'site_page_renders_total';

/** Why a page was sent as it was: rendered now, or bare without a render (too many at once, or too many for its client). */
type RenderOutcome = 'rendered' | 'busy' | 'client_limit';

/**
 * The site's pages rendered on the server, with the first screen's data in them: a phone on slow
 * data shows the page (and starts loading its photos) before the site's code has arrived, then the
 * code takes the page over. The render asks the API for its data in-process (`inject`: the same
 * routes, guards and limits as over the network). Any failure (a redirect, an error, a timeout, too
 * many renders at once) sends the bare page instead, as without a server build.
 */
export class PageRenderer {
  private readonly logger = new Logger(PageRenderer.name);
  private readonly pages: LRUCache<string, SitePage>;
  private readonly bare: SitePage;
  private readonly rendering = new Set<string>();
  /** Renders started by each client address in its current window. */
  private readonly clients = new LRUCache<string, number>({ max: CLIENTS_KEPT, ttl: CLIENT_WINDOW_MS });
  private readonly outcomes: Counter<'outcome'>;

  private constructor(
    private readonly entry: SiteServerEntry,
    private readonly template: string,
    private readonly fastify: FastifyInstance,
    private readonly origin: string,
    registry: Registry,
  ) {
    this.bare = { html: template, status: 200 };
    this.outcomes =
      (registry.getSingleMetric(RENDERS_METRIC) as Counter<'outcome'> | undefined) ??
      new Counter({
        name: RENDERS_METRIC,
        help: "The site's pages not among the renders kept: rendered now, or sent bare (busy, client over its limit)",
        labelNames: ['outcome'] as const,
        registers: [registry],
      });
    this.pages = new LRUCache<string, SitePage>({
      max: PAGES_KEPT,
      ttl: REUSE_MS,
      // A page pushed out while it renders still reaches those waiting for it.
      ignoreFetchAbort: true,
      // A page that could not be rendered is sent bare for as long: its render is not tried at every request.
      fetchMethod: async (key) => (await this.render(key)) ?? this.bare,
    });
  }

  /**
   * The renderer of the server build at `entryPath`, or null when the site was built without one (or
   * it does not load). Pages are rendered for their address under `origin`, the site's public address
   * (PUBLIC_WEB_URL): their link previews name it.
   */
  static load(
    entryPath: string,
    template: string,
    fastify: FastifyInstance,
    origin: string,
    registry: Registry,
  ): PageRenderer | null {
    const path = resolve(entryPath);
    if (!existsSync(path) || !template.includes(ROOT_ELEMENT)) return null;
    try {
      // Node's own loader: the build is plain CommonJS with its dependencies inside.
      const entry = createRequire(__filename)(path) as SiteServerEntry;
      if (typeof entry.pageAddress !== 'function') throw new Error('The server build exports no pageAddress');
      return new PageRenderer(entry, template, fastify, origin, registry);
    } catch (error) {
      new Logger(PageRenderer.name).error(
        { err: error, path, event: 'page_renderer_unavailable' },
        'Server build not loaded: pages are sent bare',
      );
      return null;
    }
  }

  /**
   * The page at `url` (path and query), rendered or bare, and its status, for the client at `client`.
   * A render kept or under way serves everyone; a new one is started for a client within its limit.
   */
  async page(url: string, client: string): Promise<SitePage> {
    const key = this.entry.pageAddress(url);
    const kept = this.pages.get(key);
    if (kept !== undefined) return kept;
    if (!this.rendering.has(key)) {
      const outcome = this.mayRender(client);
      this.outcomes.inc({ outcome });
      if (outcome !== 'rendered') return this.bare;
    }
    try {
      return (await this.pages.fetch(key)) ?? this.bare;
    } catch (error) {
      this.logger.warn({ err: error, url: key, event: 'page_render_failed' }, 'Page sent bare: its render failed');
      return this.bare;
    }
  }

  /** Whether a new render may start now, counted against `client`'s window when it may. */
  private mayRender(client: string): RenderOutcome {
    if (this.rendering.size >= MAX_RENDERS) return 'busy';
    const started = this.clients.get(client) ?? 0;
    if (started >= RENDERS_PER_CLIENT) return 'client_limit';
    // The window runs from the client's first render in it.
    this.clients.set(client, started + 1, { noUpdateTTL: true });
    return 'rendered';
  }

  private async render(key: string): Promise<SitePage | null> {
    this.rendering.add(key);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((done) => {
      timer = setTimeout(() => done(null), RENDER_TIMEOUT_MS);
    });
    const rendering = this.entry
      .render(new Request(new URL(key, this.origin)), (request) => this.ask(request))
      .then((rendered) => this.pageOf(rendered));
    try {
      const page = await Promise.race([rendering, timeout]);
      if (page === null) {
        // Too late for its visitor, not for the next ones: the page is kept once it is done.
        rendering.then(
          (late) => this.pages.set(key, late),
          () => undefined,
        );
      }
      return page;
    } catch (error) {
      this.logger.warn({ err: error, url: key, event: 'page_render_failed' }, 'Page sent bare: its render failed');
      return null;
    } finally {
      clearTimeout(timer);
      this.rendering.delete(key);
    }
  }

  /** A render's page in the site's template: its root, its head, its status. */
  private pageOf({ root, status, head }: Awaited<ReturnType<SiteServerEntry['render']>>): SitePage {
    if (root === null) return { html: this.template, status };
    const page = this.template.replace(ROOT_ELEMENT, () => root);
    return { html: head ? page.replace(DESCRIPTION_ELEMENT, '').replace(TITLE_ELEMENT, () => head) : page, status };
  }

  /** One API request of a render, answered in-process. */
  private async ask(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const asked: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      asked[name] = value;
    });
    const answer = await this.fastify.inject({
      method: request.method as InjectOptions['method'],
      url: `${url.pathname}${url.search}`,
      headers: asked,
      ...(request.body ? { payload: Buffer.from(await request.arrayBuffer()) } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers });
  }
}
