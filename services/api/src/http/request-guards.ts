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

/**
 * Once the server is closing (a deploy, a scale-in), every answer still being written closes its
 * connection: a keep-alive connection whose request was in flight at that moment would otherwise hold
 * the shutdown for Fastify's whole keep-alive timeout (72 s) after its answer. Idle ones are closed at
 * once by Fastify itself.
 */
export function closeConnectionsWhenClosing(fastify: FastifyInstance): void {
  let closing = false;
  fastify.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) void reply.header('connection', 'close');
    done(null, payload);
  });
}
