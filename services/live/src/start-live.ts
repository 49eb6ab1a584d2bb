import cluster from 'node:cluster';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { AllExceptionsFilter, answerClientError, sendError, trustedProxies } from '@app/common';
import type { AppConfig } from '@app/config';
import { RedisIoAdapter } from '@app/live';
import { createLogger, fastifyLogging, logRequests } from '@app/observability';
import { requestIdOf } from '@app/tracing';
import { Logger } from 'nestjs-pino';
import { LiveProcessModule } from './live-process.module';

/**
 * A live process on LIVE_PORT: socket.io (the rankings' `/contests` and the back office's dashboard),
 * rooms shared with the other live processes through Redis, and `GET /api/health/`. It hears the
 * projector's changes itself (RankingBroadcaster), so it needs no API beside it.
 */
export async function startLive(config: AppConfig): Promise<NestFastifyApplication> {
  const port = config.live.port;
  if (!port) throw new Error('LIVE_PORT is not set: the live process has no port to listen on.');
  const logger = createLogger(config);
  const adapter = new FastifyAdapter({
    trustProxy: trustedProxies(config.http.trustedProxies),
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: sendError,
    // What Node's parser refuses (bad headers, headers too large, bad chunked bodies) answered in French too.
    clientErrorHandler: answerClientError,
    genReqId: requestIdOf,
    ...fastifyLogging(logger),
  });
  const app = await NestFactory.create<NestFastifyApplication>(LiveProcessModule.register(config, logger), adapter, {
    bufferLogs: true,
  });
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();
  logRequests(app.getHttpAdapter().getInstance());
  // Live processes started by the API's primary share LIVE_PORT among themselves.
  app.useWebSocketAdapter(new RedisIoAdapter(app, config, cluster.isWorker ? config.live.processes : 1));
  app.useGlobalFilters(new AllExceptionsFilter());
  await app.listen({ host: config.http.host, port });
  return app;
}
