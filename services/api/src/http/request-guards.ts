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
