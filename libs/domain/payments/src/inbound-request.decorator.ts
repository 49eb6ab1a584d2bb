import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AppError, forbiddenCharacterIn, MESSAGES } from '@app/common';
import type { InboundRequest } from './gateways/payment-gateway';
import { asRecord } from './gateways/provider-http';

/** Every field name of `value`, at any depth. */
function namesIn(value: unknown): string[] {
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([name, item]) => [name, ...namesIn(item)]);
}

/**
 * A provider's request as its inbound reader takes it: a POST's body or a GET's query (providers
 * never mix them), and the headers. A NUL or half a surrogate pair, in a field's name or value, is
 * refused (400) before anything reads it: no provider sends one, and PostgreSQL cannot store it.
 */
export const Inbound = createParamDecorator((_: unknown, context: ExecutionContext): InboundRequest => {
  const request = context.switchToHttp().getRequest<FastifyRequest>();
  const fields = asRecord(request.method === 'POST' ? request.body : request.query);
  if (forbiddenCharacterIn(fields, '') ?? forbiddenCharacterIn(namesIn(fields), '')) {
    throw AppError.badRequest(MESSAGES.payments.forbiddenCharacters);
  }
  const headers: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers[name] = value;
  }
  return { fields, headers };
});
