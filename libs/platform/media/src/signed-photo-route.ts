import { AppError, MESSAGES, sendError } from '@app/common';
import type { FastifyInstance } from 'fastify';
import type { MediaStorage } from './media-storage';

/**
 * A private bucket's photos keep their addresses under `publicPath`: each is answered with a
 * redirection to a short-lived signed URL, which the browser keeps for most of its life.
 */
export function serveSignedPhotos(fastify: FastifyInstance, media: MediaStorage, publicPath: string): void {
  fastify.get<{ Params: { '*': string } }>(`${publicPath}/*`, async (request, reply) => {
    try {
      const location = await media.signedLocation(request.params['*']);
      if (!location) throw AppError.notFound(MESSAGES.http.notFound);
      return reply.header('Cache-Control', `private, max-age=${location.maxAgeSeconds}`).redirect(location.url, 302);
    } catch (error) {
      sendError(error, request, reply);
      return reply;
    }
  });
}
