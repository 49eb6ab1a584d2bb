import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { Logger } from '@nestjs/common';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { LRUCache } from 'lru-cache';

/** What the site's server build exports (web/src/entry-server.tsx). */
interface SiteServerEntry {
  render(
    request: Request,
    transport: (request: Request) => Promise<Response>,
  ): Promise<{ root: string | null; status: number }>;
}

/** A page to send: its HTML (rendered, or the bare page) and its HTTP status (404: the address leads nowhere). */
export interface SitePage {
  html: string;
  status: number;
}

/** Where the page rendered goes in the site's index.html. */
const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * How long a rendered page is sent again to everyone asking for the same address. Pages are rendered
 * for a visitor (the browser adds the signed-in parts), so one render serves all; at a contest's peak a
 * page costs one render every two seconds per API process however many open it, and the browser asks
 * again for what it shows once it has taken it over.
 */
const REUSE_MS = 2_000;
const PAGES_KEPT = 500;
/** A render slower than this is dropped for the bare page, which the browser renders whole. */
const RENDER_TIMEOUT_MS = 3_000;
/**
 * Renders running at once in this process; past that, addresses not being rendered get the bare page
 * (many distinct addresses at once, a search typed into links, must not take the votes' event loop).
 */
const MAX_RENDERS = 4;
/** Query parameters the site never reads (links shared on social networks and campaigns carry them). */
const IGNORED_PARAMETER = /^(utm_.+|fbclid|gclid|msclkid|igshid)$/;

/** The address a page is rendered and kept under: path and query, without the parameters the site ignores. */
export function pageKey(url: string): string {
  const parsed = new URL(url, 'http://localhost');
  for (const name of [...parsed.searchParams.keys()]) {
    if (IGNORED_PARAMETER.test(name)) parsed.searchParams.delete(name);
  }
  return `${parsed.pathname}${parsed.search}`;
}

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

  private constructor(
    private readonly entry: SiteServerEntry,
    private readonly template: string,
    private readonly fastify: FastifyInstance,
  ) {
    this.bare = { html: template, status: 200 };
    this.pages = new LRUCache<string, SitePage>({
      max: PAGES_KEPT,
      ttl: REUSE_MS,
      // A page pushed out while it renders still reaches those waiting for it.
      ignoreFetchAbort: true,
      // A page that could not be rendered is sent bare for as long: its render is not tried at every request.
      fetchMethod: async (key) => (await this.render(key)) ?? this.bare,
    });
  }

  /** The renderer of the server build at `entryPath`, or null when the site was built without one (or it does not load). */
  static load(entryPath: string, template: string, fastify: FastifyInstance): PageRenderer | null {
    const path = resolve(entryPath);
    if (!existsSync(path) || !template.includes(ROOT_ELEMENT)) return null;
    try {
      // Node's own loader: the build is plain CommonJS with its dependencies inside.
      const entry = createRequire(__filename)(path) as SiteServerEntry;
      return new PageRenderer(entry, template, fastify);
    } catch (error) {
      new Logger(PageRenderer.name).error(
        { err: error, path, event: 'page_renderer_unavailable' },
        'Server build not loaded: pages are sent bare',
      );
      return null;
    }
  }

  /** The page at `url` (path and query), rendered or bare, and its status. */
  async page(url: string): Promise<SitePage> {
    const key = pageKey(url);
    const kept = this.pages.get(key);
    if (kept !== undefined) return kept;
    if (!this.rendering.has(key) && this.rendering.size >= MAX_RENDERS) return this.bare;
    try {
      return (await this.pages.fetch(key)) ?? this.bare;
    } catch (error) {
      this.logger.warn({ err: error, url: key, event: 'page_render_failed' }, 'Page sent bare: its render failed');
      return this.bare;
    }
  }

  private async render(key: string): Promise<SitePage | null> {
    this.rendering.add(key);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((done) => {
      timer = setTimeout(() => done(null), RENDER_TIMEOUT_MS);
    });
    try {
      const rendered = await Promise.race([
        this.entry.render(new Request(new URL(key, 'http://localhost')), (request) => this.ask(request)),
        timeout,
      ]);
      if (rendered === null) return null;
      const { root, status } = rendered;
      return { html: root === null ? this.template : this.template.replace(ROOT_ELEMENT, () => root), status };
    } catch (error) {
      this.logger.warn({ err: error, url: key, event: 'page_render_failed' }, 'Page sent bare: its render failed');
      return null;
    } finally {
      clearTimeout(timer);
      this.rendering.delete(key);
    }
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
