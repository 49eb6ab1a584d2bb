import type { IncomingMessage } from 'node:http';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AppConfig } from '@app/config';
import {
  AllExceptionsFilter,
  answerClientError,
  createValidationPipe,
  FastRoutes,
  sendError,
  trustedProxies,
} from '@app/common';
import { BACK_OFFICE_API_PREFIX } from '@app/identity';
import { RedisIoAdapter } from '@app/live';
import { createLogger, fastifyLogging, logRequests } from '@app/observability';
import { requestIdOf } from '@app/tracing';
import { Logger } from 'nestjs-pino';
import { ApiModule } from './api.module';
import { serveApiDocs } from './http/api-docs';
import { enableApiCors } from './http/api-paths';
import { serveMedia } from './http/media-files';
import { registerRequestPlugins } from './http/request-bodies';
import { closeConnectionsWhenClosing, guardRequests } from './http/request-guards';
import { observeRequests } from './http/request-metrics';
import { addSecurityHeaders } from './http/security-headers';
import { serveSites } from './http/site-pages';
import { keepPrivateAnswersOutOfCaches, privateReadRoutes } from './http/private-answers';

/**
 * Builds the API application, fully configured but not listening (tests use it as is). Each concern is
 * one named step of http/, in the order their hooks must run: request logs, input guards, connections
 * closed with their answer once the server is closing, security headers, request plugins, photos, the
 * fast routes, the sites, CORS, private answers, request ids and metrics, sockets, validation,
 * documentation.
 */
export async function createApiApp(config: AppConfig): Promise<NestFastifyApplication> {
  const logger = createLogger(config);
  const adapter = new FastifyAdapter({
    bodyLimit: config.http.bodyLimitBytes,
    trustProxy: trustedProxies(config.http.trustedProxies),
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
  // Fastify's own JSON parser reads JSON bodies; forms are parsed by @fastify/formbody (request-bodies.ts).
  const app = await NestFactory.create<NestFastifyApplication>(ApiModule.register(config, logger), adapter, {
    bufferLogs: true,
    bodyParser: false,
  });
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();

  const fastify = app.getHttpAdapter().getInstance();
  logRequests(fastify);
  guardRequests(fastify);
  closeConnectionsWhenClosing(fastify);
  addSecurityHeaders(app, config);
  await registerRequestPlugins(app, config);
  await serveMedia(app, config);
  const fastRoutes = app.get(FastRoutes);
  // A fast route reads no body and answers a few hundred bytes of JSON: nothing for @fastify/compress's hooks to do.
  fastRoutes.register(fastify, { compress: false, decompress: false });
  await serveSites(app, config);
  enableApiCors(app, config);
  keepPrivateAnswersOutOfCaches(fastify, privateReadRoutes(app));
  observeRequests(app);
  // Live rankings: socket.io on this server (namespace /contests), rooms shared through Redis, unless
  // live processes of their own serve them (LIVE_PORT).
  if (!config.live.port) app.useWebSocketAdapter(new RedisIoAdapter(app, config, config.http.processes));
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  serveApiDocs(app, fastRoutes);

  await app.init();
  await fastify.ready();
  return app;
}
