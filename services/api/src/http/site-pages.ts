import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AppConfig } from '@app/config';
import { SITE_SETTINGS_ELEMENT_ID } from '@app/contracts';
import { MetricsService } from '@app/observability';
import { SiteSettings, type SiteSettingsResponse } from '@app/settings';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PageRenderer } from './page-renderer';
import { API_PATHS } from './api-paths';

/**
 * A built single-page app under `prefix`, when `root` holds one: its files (hashed assets cached for
 * a year, the rest revalidated; the build's .br and .gz copies sent as they are to clients that take
 * them), and its index.html for every other path under the prefix (except `excluded` ones) so that
 * the app's routes load directly; with the app's server build (`serverEntry`), that page comes with
 * the address's page rendered in it (PageRenderer).
 */
async function serveSinglePageApp(
  app: NestFastifyApplication,
  {
    root,
    prefix,
    excluded,
    serverEntry,
    origin,
    settings,
  }: {
    root: string;
    prefix: '/' | `/${string}/`;
    excluded?: (url: string) => boolean;
    serverEntry?: string;
    origin?: string;
    settings?: SiteSettings;
  },
): Promise<void> {
  const directory = resolve(root);
  const indexFile = join(directory, 'index.html');
  if (!existsSync(indexFile)) return;
  const page = await readFile(indexFile, 'utf8');
  app.useStaticAssets({
    root: directory,
    prefix,
    decorateReply: false,
    index: false,
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    // @fastify/static 10 passes the Fastify reply here, whatever its typings say.
    setHeaders: (reply: unknown, path: string) => {
      const hashed = path.includes(`${join(directory, 'assets')}/`);
      void (reply as FastifyReply).header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const fastify = app.getHttpAdapter().getInstance();
  const renderer =
    serverEntry && origin
      ? PageRenderer.load(serverEntry, page, fastify, origin, app.get(MetricsService).registry)
      : null;
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    // A missing hashed file (a chunk of an older build) is a 404, never the page in its place.
    if (excluded?.(url) || url.startsWith(`${prefix}assets/`)) return reply.callNotFound();
    const { html, status } = renderer ? await renderer.page(url, request.ip) : { html: page, status: 200 };
    return reply
      .code(status)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(settings ? withSettings(html, await settings.document()) : html);
  };
  fastify.get(`${prefix}*`, async (request, reply) => sendPage(request, reply));
  // The prefix without its trailing slash (/admin) is the app's home page too.
  if (prefix !== '/') fastify.get(prefix.slice(0, -1), async (request, reply) => sendPage(request, reply));
}

/**
 * The page with the site's settings in it (JSON, never run, read by the site's first render): the
 * same build shows the deployment's contacts, sign-in buttons and providers without asking for them.
 */
function withSettings(html: string, document: SiteSettingsResponse): string {
  const json = JSON.stringify(document).replace(/</g, '\\u003c');
  return html.replace(
    '</head>',
    () => `<script type="application/json" id="${SITE_SETTINGS_ELEMENT_ID}">${json}</script></head>`,
  );
}

/** The built public site at the root and the built back office under /admin/ (see serveSinglePageApp). */
export async function serveSites(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  await serveSinglePageApp(app, {
    root: config.webRoot,
    prefix: '/',
    excluded: (url) => API_PATHS.test(url) || url.startsWith(`${config.media.publicPath}/`),
    serverEntry: config.webServerEntry,
    origin: config.publicWebUrl,
    settings: app.get(SiteSettings),
  });
  await serveSinglePageApp(app, { root: config.adminWebRoot, prefix: '/admin/' });
}
