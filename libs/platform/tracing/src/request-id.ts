import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/**
 * The request id: the caller's `X-Request-Id` when it looks sane, else a new UUID. Kept on the raw
 * request so Fastify, the pino logger, the error filter and the request's spans all report the same
 * id; it lives here because tracing reads it first, before Fastify has seen the request.
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
