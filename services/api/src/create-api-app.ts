import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { AppConfig } from '@app/config';
import { SITE_SETTINGS_ELEMENT_ID } from '@app/contracts';
import {
  AllExceptionsFilter,
  answerClientError,
  AppError,
  createValidationPipe,
  FastRoutes,
  MAX_JSON_DEPTH,
  MESSAGES,
  nestsDeeperThan,
  sendError,
} from '@app/common';
import { BACK_OFFICE_API_PREFIX, DeviceIds } from '@app/identity';
import { RedisIoAdapter } from '@app/live';
import { LocalMediaStore, MediaStorage, MediaStore, S3MediaStore, serveSignedPhotos } from '@app/media';
import { createLogger, fastifyLogging, logRequests, MetricsService } from '@app/observability';
import { requestIdOf } from '@app/tracing';
import { SiteSettings, type SiteSettingsResponse } from '@app/settings';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { parse as parseQueryString } from 'qs';
import { ApiModule } from './api.module';
import { PageRenderer } from './page-renderer';
import { keepPrivateAnswersOutOfCaches, privateReadRoutes } from './private-answers';

/** Swagger UI's page and files. */
const DOCUMENTATION_PATH = '/api/docs';

/** Paths that belong to the API itself: never answered with the site's page. */
const API_PATHS = /^\/(api|socket\.io)(\/|$)/;

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
async function serveSites(app: NestFastifyApplication, config: AppConfig): Promise<void> {
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

/**
 * The limits every request meets before any route: no NUL character in the address of a file (the
 * API's own parameters get a field error from the validation pipe, with the other per-field limits),
 * JSON bodies nested at most {@link MAX_JSON_DEPTH} levels (then parsed by Fastify's own parser,
 * which refuses prototype poisoning).
 */
function guardRequests(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    if (!API_PATHS.test(request.url) && /%00/i.test(request.url)) {
      return sendError(AppError.badRequest(MESSAGES.http.forbiddenCharacter), request, reply);
    }
    done();
  });
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) return done(AppError.badRequest(MESSAGES.http.tooDeep), undefined);
    void parseJson(request, text, done);
  });
}

/**
 * What the pages load from Google and Facebook when their sign-in is configured: Google's Identity
 * Services script, its button's frame and style, Facebook's SDK and its login dialog.
 */
function socialSignInSources(config: AppConfig): {
  script: string[];
  frame: string[];
  connect: string[];
  style: string[];
} {
  const google = config.social.google.clientId ? 'https://accounts.google.com/gsi/' : null;
  const facebook = config.social.facebook.appId && config.social.facebook.appSecret;
  return {
    script: [...(google ? [`${google}client`] : []), ...(facebook ? ['https://connect.facebook.net'] : [])],
    frame: [...(google ? [google] : []), ...(facebook ? ['https://www.facebook.com', 'https://web.facebook.com'] : [])],
    connect: [...(google ? [google] : []), ...(facebook ? ['https://graph.facebook.com'] : [])],
    style: google ? [`${google}style`] : [],
  };
}

/**
 * Where the pages' forms may lead besides the site: the providers' hosted checkouts, which a pack's
 * form without script reaches through a 303 (CSP's `form-action` governs a form's redirects too).
 * InTouch's checkout is a page of ours.
 */
function checkoutOrigins(config: AppConfig): string[] {
  if (config.payments.mode === 'sandbox') return [new URL(config.payments.sandbox.url).origin];
  return ['https://checkout.cinetpay.com', 'https://app.paydunya.com'];
}

/**
 * The security headers of every answer (helmet's, CSP included). They depend on the options only, so
 * helmet runs once, at start, and each answer gets the headers it set: its middleware on every request
 * cost about 4 % of a vote's CPU. `styleSrc`: the site and the back office have no inline style (no
 * style attribute in their markup; their scripts set styles through the CSSOM, which CSP allows).
 */
function securityHeaders(
  imageOrigins: string[],
  social: ReturnType<typeof socialSignInSources>,
  formTargets: string[],
  styleSrc: string[] = ["'self'"],
): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number) => (headers[name] = String(value)),
    removeHeader: (name: string) => delete headers[name],
  };
  helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', ...imageOrigins],
        scriptSrc: ["'self'", ...social.script],
        styleSrc: [...styleSrc, ...social.style],
        frameSrc: ["'self'", ...social.frame],
        connectSrc: ["'self'", ...social.connect],
        formAction: ["'self'", ...formTargets],
        // The pages use the system's fonts.
        fontSrc: ["'self'"],
      },
    },
    crossOriginResourcePolicy: { policy: 'same-site' },
  })({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * The built apps' hashed scripts, styles and images, and the photos: files no browser renders as a
 * document (no SVG, no HTML), whose requests are most of a first visit on metered data.
 */
const HASHED_ASSETS = /^(\/admin)?\/assets\/[^?]+\.(js|css|webp|png|jpe?g|woff2?)(\?|$)/;

/**
 * What of the security headers a subresource needs: HTTPS only, no sniffing, no use by other sites,
 * no referrer from a style sheet's own requests. The rest (CSP, frames, COOP…) rules documents and
 * would add half a kilobyte to each of them.
 */
const SUBRESOURCE_HEADERS = new Set([
  'strict-transport-security',
  'x-content-type-options',
  'cross-origin-resource-policy',
  'referrer-policy',
]);

function subresourceHeaders(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => SUBRESOURCE_HEADERS.has(name.toLowerCase())));
}

/** Builds the API application, fully configured but not listening (tests use it as is). */
export async function createApiApp(config: AppConfig): Promise<NestFastifyApplication> {
  const logger = createLogger(config);
  const adapter = new FastifyAdapter({
    bodyLimit: config.http.bodyLimitBytes,
    trustProxy: config.http.trustedProxies.length > 0 ? config.http.trustedProxies : false,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: sendError,
    // What Node's parser refuses (bad headers, headers too large, bad chunked bodies) answered in French too.
    clientErrorHandler: answerClientError,
    genReqId: requestIdOf,
    // The back office calls the API as /admin/api/…, where the browser sends it the back office's
    // cookies (Path=/admin); the routes are those of /api/…, and `request.originalUrl` keeps the way in.
    rewriteUrl: (request: IncomingMessage) =>
      request.url?.startsWith(`${BACK_OFFICE_API_PREFIX}/`)
        ? request.url.slice(BACK_OFFICE_API_PREFIX.length - '/api'.length)
        : (request.url ?? '/'),
    ...fastifyLogging(logger),
  });
  // Fastify's own JSON parser reads JSON bodies; forms are parsed by @fastify/formbody below.
  const app = await NestFactory.create<NestFastifyApplication>(ApiModule.register(config, logger), adapter, {
    bufferLogs: true,
    bodyParser: false,
  });
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();

  const fastify = app.getHttpAdapter().getInstance();
  logRequests(fastify);
  guardRequests(fastify);
  // Photos in a bucket come from its public address (MEDIA_PUBLIC_URL), or from the bucket itself
  // through signed URLs.
  const mediaStore = app.get(MediaStore);
  const media = app.get(MediaStorage);
  const imageOrigins =
    mediaStore instanceof S3MediaStore
      ? [media.signsUrls ? mediaStore.origin() : new URL(config.media.publicUrl!).origin]
      : [];
  const social = socialSignInSources(config);
  const formTargets = checkoutOrigins(config);
  const headers = securityHeaders(imageOrigins, social, formTargets);
  // The API's documentation page (Swagger UI's own markup, no visitor's data in it) has inline styles.
  const documentationHeaders = securityHeaders(imageOrigins, social, formTargets, ["'self'", "'unsafe-inline'"]);
  const isSubresource = (url: string) => HASHED_ASSETS.test(url) || url.startsWith(`${config.media.publicPath}/`);
  const leanHeaders = subresourceHeaders(headers);
  fastify.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    void reply.headers(
      url.startsWith(DOCUMENTATION_PATH) ? documentationHeaders : isSubresource(url) ? leanHeaders : headers,
    );
    done();
  });
  // The back office's session cookies (libs/identity AdminSessionCookies), and every browser's device id.
  await app.register(cookie);
  app.get(DeviceIds).register(fastify);
  // Lists of participants and rankings shrink tenfold on slow mobile data; small answers (a vote) are left as they are.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  // Uploads are read by readUploadForm, which sets per-route size limits while streaming.
  await app.register(multipart, { limits: { fileSize: config.media.maxUploadBytes, files: 2, fields: 50 } });
  // Payment providers post forms, PayDunya's nested PHP-style (data[invoice][token]=…).
  await app.register(formbody, {
    parser: (body: string) => parseQueryString(body, { depth: 5, parameterLimit: 200, arrayLimit: 50 }),
  });
  // Re-encoded images under unguessable names never change: cache them for a year. On local disk the
  // API serves them; a private bucket's through redirections to signed URLs; a public bucket is served
  // from MEDIA_PUBLIC_URL.
  if (media.signsUrls) serveSignedPhotos(fastify, media, config.media.publicPath);
  if (mediaStore instanceof LocalMediaStore) {
    await mkdir(mediaStore.root, { recursive: true });
    app.useStaticAssets({
      root: mediaStore.root,
      prefix: `${config.media.publicPath}/`,
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      cacheControl: true,
      maxAge: 365 * 24 * 3600 * 1000,
      immutable: true,
    });
  }
  const fastRoutes = app.get(FastRoutes);
  fastRoutes.register(fastify);
  await serveSites(app, config);
  // Other origins call the API only: the site's files answer without CORS headers.
  const cors = { origin: config.http.corsOrigins, credentials: true, exposedHeaders: ['X-Request-Id', 'Retry-After'] };
  app.enableCors({
    delegator: (request, callback) => callback(null, API_PATHS.test(request.url ?? '') ? cors : { origin: false }),
  });

  keepPrivateAnswersOutOfCaches(fastify, privateReadRoutes(app));
  const metrics = app.get(MetricsService);
  // Callback hooks, not async ones: no promise per request and hook.
  fastify.addHook('onSend', (request, reply, payload, done) => {
    void reply.header('X-Request-Id', request.id);
    done(null, payload);
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    metrics.httpDuration.observe(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status_code: reply.statusCode },
      reply.elapsedTime / 1000,
    );
    done();
  });
  // Live rankings: socket.io on this server (namespace /contests), rooms shared through Redis, unless
  // live processes of their own serve them (LIVE_PORT).
  if (!config.live.port) app.useWebSocketAdapter(new RedisIoAdapter(app, config, config.http.processes));
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Bébé Star API')
      .setDescription('Concours photo de bébés et d’enfants : comptes, concours, votes, paiements.')
      .setVersion('1.2.0')
      .addBearerAuth()
      .build(),
    { extraModels: fastRoutes.models() },
  );
  fastRoutes.describe(document);
  SwaggerModule.setup(DOCUMENTATION_PATH.slice(1), app, document, {
    jsonDocumentUrl: `${DOCUMENTATION_PATH.slice(1)}/openapi.json`,
  });

  await app.init();
  await fastify.ready();
  return app;
}
