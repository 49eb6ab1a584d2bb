import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { FastRoutes } from '@app/common';
import { DOCUMENTATION_PATH } from './api-paths';

/** The OpenAPI document (the Nest routes' and the fast routes') and Swagger UI at /api/docs. */
export function serveApiDocs(app: NestFastifyApplication, fastRoutes: FastRoutes): void {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Bébé Star API')
      .setDescription('Concours photo de bébés et d’enfants : comptes, concours, votes, paiements.')
      .setVersion('1.2.0')
      .addBearerAuth()
      .build(),
    { extraModels: fastRoutes.models() },
  );
  fastRoutes.describe(document);
  SwaggerModule.setup(DOCUMENTATION_PATH.slice(1), app, document, {
    jsonDocumentUrl: `${DOCUMENTATION_PATH.slice(1)}/openapi.json`,
  });
}
