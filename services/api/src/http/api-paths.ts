import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AppConfig } from '@app/config';

/** Swagger UI's page and files. */
export const DOCUMENTATION_PATH = '/api/docs';

/** Paths that belong to the API itself: never answered with the site's page. */
export const API_PATHS = /^\/(api|socket\.io)(\/|$)/;

/** CORS for the API's paths only: other origins call the API; the site's files answer without CORS headers. */
export function enableApiCors(app: NestFastifyApplication, config: AppConfig): void {
  const cors = { origin: config.http.corsOrigins, credentials: true, exposedHeaders: ['X-Request-Id', 'Retry-After'] };
  app.enableCors({
    delegator: (request, callback) => callback(null, API_PATHS.test(request.url ?? '') ? cors : { origin: false }),
  });
}
