import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

/**
 * The caller's IP. Fastify reads `X-Forwarded-For` only when the direct peer is one of the
 * configured trusted proxies (`TRUSTED_PROXIES`), so a client cannot choose its own address.
 */
export const ClientIp = createParamDecorator(
  (_: unknown, context: ExecutionContext): string => context.switchToHttp().getRequest<FastifyRequest>().ip,
);
