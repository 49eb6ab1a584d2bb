import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AppError, forbiddenCharacterIn } from '@app/common';
import { asRecord } from './gateway-http';
import type { InboundSmsRequest } from './sms-gateway';
import { SMS_MESSAGES } from './sms.messages';

/**
 * A receipt's body (JSON or form) and headers. A NUL or half a surrogate pair in a value is refused
 * (400) before anything reads it: no gateway sends one, and PostgreSQL could not store it.
 */
export const InboundSms = createParamDecorator((_: unknown, context: ExecutionContext): InboundSmsRequest => {
  const request = context.switchToHttp().getRequest<FastifyRequest>();
  const fields = asRecord(request.body);
  if (forbiddenCharacterIn(fields, '')) {
    throw AppError.badRequest(SMS_MESSAGES.malformedReceipt);
  }
  const headers: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers[name] = value;
  }
  return { fields, headers };
});
