import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { MetricsService } from '@app/observability';

/**
 * Each answer's request id (X-Request-Id) and its duration in the HTTP histogram. Callback hooks, not
 * async ones: no promise per request and hook.
 */
export function observeRequests(app: NestFastifyApplication): void {
  const fastify = app.getHttpAdapter().getInstance();
  const metrics = app.get(MetricsService);
  fastify.addHook('onSend', (request, reply, payload, done) => {
    void reply.header('X-Request-Id', request.id);
    done(null, payload);
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    metrics.httpDuration.observe(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status_code: reply.statusCode },
      reply.elapsedTime / 1000,
    );
    done();
  });
}
