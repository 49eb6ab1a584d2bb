import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { InboundRequest } from './gateways/payment-gateway';
import { asRecord } from './gateways/provider-http';

/**
 * A provider's request as its inbound reader takes it: a POST's body or a GET's query (providers
 * never mix them), and the headers.
 */
export const Inbound = createParamDecorator((_: unknown, context: ExecutionContext): InboundRequest => {
  const request = context.switchToHttp().getRequest<FastifyRequest>();
  const headers: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers[name] = value;
  }
  return { fields: asRecord(request.method === 'POST' ? request.body : request.query), headers };
});
