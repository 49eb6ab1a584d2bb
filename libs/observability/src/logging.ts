import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { RequestMethod } from '@nestjs/common';
import type { AppConfig } from '@app/config';
import type { Params } from 'nestjs-pino';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/**
 * The request id: the caller's `X-Request-Id` when it looks sane, else a new UUID. Kept on the raw
 * request so Fastify, the pino logger and the error filter all report the same id.
 */
export function requestIdOf(request: IncomingMessage): string {
  const raw = request as IncomingMessage & { id?: unknown };
  if (typeof raw.id === 'string') return raw.id;
  const header = request.headers['x-request-id'];
  const candidate = Array.isArray(header) ? header[0] : header;
  const id = candidate && REQUEST_ID.test(candidate) ? candidate : randomUUID();
  raw.id = id;
  return id;
}

/**
 * One log line per request, except the free vote: at a contest peak thousands a second would drown
 * the log, and the request logger (a child logger and its context per request) cost a tenth of the
 * vote's CPU. The vote metrics count them by outcome, and an unexpected error is still logged with
 * its request id by `sendError`.
 */
export function loggerParams(config: AppConfig): Params {
  return {
    exclude: [{ method: RequestMethod.POST, path: 'api/contests/participants/:id/vote' }],
    pinoHttp: {
      level: config.logLevel,
      genReqId: (request) => requestIdOf(request),
      customAttributeKeys: { reqId: 'reqId' },
      redact: ['req.headers.authorization', 'req.headers.cookie', 'req.body.password'],
      serializers: {
        req: (request: { id: string; method: string; url: string }) => ({
          id: request.id,
          method: request.method,
          url: request.url,
        }),
        res: (response: { statusCode: number }) => ({ statusCode: response.statusCode }),
      },
    },
  };
}
