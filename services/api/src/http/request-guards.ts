import { AppError, MAX_JSON_DEPTH, MESSAGES, nestsDeeperThan, sendError } from '@app/common';
import type { FastifyInstance } from 'fastify';
import { API_PATHS } from './api-paths';

/**
 * The limits every request meets before any route: no NUL character in the address of a file (the
 * API's own parameters get a field error from the validation pipe, with the other per-field limits),
 * JSON bodies nested at most {@link MAX_JSON_DEPTH} levels (then parsed by Fastify's own parser,
 * which refuses prototype poisoning).
 */
export function guardRequests(fastify: FastifyInstance): void {
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

/** How often, while the server closes, the connections left are looked at. */
const SWEEP_MS = 250;
/** How long the requests in flight when the server begins to close have to finish: then their connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Once the server is closing (a deploy, a scale-in), no keep-alive connection holds the shutdown for
 * Fastify's keep-alive timeout (72 s): every answer still being written closes its connection, a
 * connection that turns idle meanwhile is closed at once, and whatever is still open after the grace
 * period (a request whose body never ended, say) is cut. Fastify itself closes the connections idle
 * when the close begins.
 */
export function closeConnectionsWhenClosing(fastify: FastifyInstance): void {
  let closing = false;
  let sweep: NodeJS.Timeout | undefined;
  fastify.addHook('preClose', (done) => {
    closing = true;
    const deadline = Date.now() + SHUTDOWN_GRACE_MS;
    sweep = setInterval(() => {
      if (Date.now() < deadline) fastify.server.closeIdleConnections();
      else fastify.server.closeAllConnections();
    }, SWEEP_MS).unref();
    done();
  });
  fastify.addHook('onClose', (_instance, done) => {
    clearInterval(sweep);
    done();
  });
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) void reply.header('connection', 'close');
    done(null, payload);
  });
}
