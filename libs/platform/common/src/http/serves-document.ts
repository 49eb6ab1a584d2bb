import { RouteConfig } from '@nestjs/platform-fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers an HTML document, though under /api (see {@link ServesDocument}). */
    servesDocument?: boolean;
  }
}

/**
 * Marks a route of the API that answers a document a browser shows (a provider's checkout page): it gets
 * the pages' security headers rather than a JSON answer's few; its handler sets the policy its page needs.
 */
export const ServesDocument = () => RouteConfig({ servesDocument: true });
