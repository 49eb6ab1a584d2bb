import { Controller, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { AppError, forbiddenCharacterIn, Public } from '@app/common';
import { AppConfig } from '@app/config';
import { callbackToken, sameToken } from '@app/sms';
import type { FastifyRequest } from 'fastify';
import { CALLBACK_ERRORS } from '../channels.messages';
import { type InboundMessage, type InboundOutcome, SmsVotes } from './sms-votes';

/**
 * Africa's Talking's incoming messages of the short code (called by the gateway: left out of the
 * OpenAPI document): a form POST of `from`, `to`, `text`, `date`, `id`, `linkId`, `networkCode`. The
 * path carries our secret. Answered 200 once handled (the sender's answer goes by SMS); a form without
 * its fields is refused (400) and nothing happens.
 */
@ApiExcludeController()
@Controller('api/sms/africastalking')
export class InboundSmsController {
  private readonly token: string;

  constructor(
    config: AppConfig,
    private readonly votes: SmsVotes,
  ) {
    this.token = callbackToken(config.auth.jwtSecret, 'sms-inbound:africastalking');
  }

  @Public()
  @Post('inbound/:token')
  @HttpCode(200)
  async inbound(@Param('token') token: string, @Req() request: FastifyRequest): Promise<{ outcome: InboundOutcome }> {
    if (!sameToken(token, this.token)) throw AppError.forbidden(CALLBACK_ERRORS.refused);
    const message = readMessage(request.body);
    if (!message) throw AppError.badRequest(CALLBACK_ERRORS.malformedSms);
    return { outcome: await this.votes.receive(message) };
  }
}

function readMessage(body: unknown): InboundMessage | null {
  // A NUL or half a surrogate pair: no gateway sends one, and PostgreSQL could not store it.
  if (typeof body !== 'object' || body === null || forbiddenCharacterIn(body, '')) return null;
  const record = body as Record<string, unknown>;
  const field = (key: string, max: number) =>
    typeof record[key] === 'string' && record[key].length <= max ? record[key] : null;
  const [id, from, to, text] = [field('id', 100), field('from', 20), field('to', 20), field('text', 1_000)];
  if (!id || !from || to === null || text === null) return null;
  return { id, from, to, text };
}
