import { type ArgumentsHost, Catch, type ExceptionFilter, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { toErrorResponse } from './error-response';

const logger = new Logger('Errors');

/**
 * Sends an error as the API answers every error: the French body of {@link toErrorResponse}, always
 * JSON (a route may have announced another type, such as a CSV export); a defect is logged with its
 * stack, an outage of PostgreSQL or Redis as a warning.
 */
export function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply): void {
  const response = toErrorResponse(error, request.id);
  const context = { err: error, reqId: request.id, route: request.routeOptions?.url };
  if (response.unexpected) logger.error(context, 'Unexpected error');
  else if (response.outage) logger.warn(context, 'PostgreSQL or Redis unreachable');
  void reply
    .status(response.status)
    .headers(response.headers)
    .type('application/json; charset=utf-8')
    .send(response.body);
}

/** The one place where errors of Nest's handlers become HTTP answers. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  catch(error: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') throw error;
    const http = host.switchToHttp();
    sendError(error, http.getRequest<FastifyRequest>(), http.getResponse<FastifyReply>());
  }
}
