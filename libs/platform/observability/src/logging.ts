import type { AppConfig } from '@app/config';
import { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import type { Params } from 'nestjs-pino';
import { type DestinationStream, type Logger, type LoggerOptions, pino } from 'pino';

/** The process's logger: JSON lines (to standard output, or `destination`) at the configured level, credentials never written. */
export function createLogger(config: Pick<AppConfig, 'logLevel'>, destination?: DestinationStream): Logger {
  const options: LoggerOptions = {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'req.body.password'],
    serializers: {
      req: (request: { id: string; method: string; url: string }) => ({
        id: request.id,
        method: request.method,
        url: request.url,
      }),
      res: (response: { statusCode: number }) => ({ statusCode: response.statusCode }),
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * Fastify's logging options: `logger` for its own lines and each request's logger, and none of its
 * request lines (logRequests writes one per request instead of two).
 */
export function fastifyLogging(logger: Logger): { loggerInstance: FastifyBaseLogger; logController: LogController } {
  return { loggerInstance: logger, logController: new LogController({ disableRequestLogging: true }) };
}

/**
 * nestjs-pino's settings: Nest's logger (`app.useLogger`, every `new Logger(...)`) writes through
 * `logger`, with no middleware on any route — a request's own lines come from Fastify's request
 * logger (logRequests), which costs no Nest middleware layer per request.
 */
export function loggerParams(logger: Logger): Params {
  return { pinoHttp: { logger }, forRoutes: [] };
}

/**
 * One line per request once answered, through Fastify's per-request logger (its `reqId` bound), at
 * `error` for a 5xx. A route may give its requests a silent logger (`childLoggerFactory`: the free
 * vote, see FreeVoteRoute).
 */
export function logRequests(fastify: FastifyInstance): void {
  // A child with the request id only: Fastify's own factory also passes the route's level, and pino then
  // rebuilds the child's level methods on every request. (Routes registered after this call use it.)
  fastify.setChildLoggerFactory((parent, bindings) => parent.child(bindings));
  fastify.addHook('onResponse', (request, reply, done) => {
    const line = { req: request, res: reply, responseTime: Math.round(reply.elapsedTime) };
    if (reply.statusCode >= 500) request.log.error(line, 'request completed');
    else request.log.info(line, 'request completed');
    done();
  });
}
