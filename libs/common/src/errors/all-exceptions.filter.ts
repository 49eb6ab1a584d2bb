import { type ArgumentsHost, Catch, type ExceptionFilter, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { toErrorResponse } from './error-response';

/** The one place where errors become HTTP answers. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(error: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') throw error;
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const response = toErrorResponse(error, request.id);
    if (response.unexpected) {
      this.logger.error({ err: error, reqId: request.id, route: request.routeOptions.url }, 'Unexpected error');
    }
    // A route may have announced another type (a CSV export): an error is always JSON.
    void reply
      .status(response.status)
      .headers(response.headers)
      .type('application/json; charset=utf-8')
      .send(response.body);
  }
}
