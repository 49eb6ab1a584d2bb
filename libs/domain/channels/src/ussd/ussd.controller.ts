import { Controller, Header, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { AppConfig } from '@app/config';
import { AppError, Public } from '@app/common';
import { callbackToken, sameToken } from '@app/sms';
import type { FastifyRequest } from 'fastify';
import { CALLBACK_ERRORS, USSD } from '../channels.messages';
import { type UssdRequest, UssdService } from './ussd.service';

const SESSION_ID = /^[A-Za-z0-9._:-]{1,100}$/;
const SERVICE_CODE = /^[0-9#*]{1,20}$/;
const NETWORK_CODE = /^[0-9]{0,10}$/;

/**
 * Africa's Talking's USSD callback (called by the aggregator, not the site: left out of the OpenAPI
 * document): a form POST of `sessionId`, `serviceCode`, `phoneNumber`, `networkCode` and `text`,
 * answered in plain text, `CON …` to go on or `END …` to finish. The path carries our secret, since
 * the aggregator signs nothing. A request without its fields is refused (400).
 */
@ApiExcludeController()
@Controller('api/ussd')
export class UssdController {
  private readonly token: string;

  constructor(
    config: AppConfig,
    private readonly ussd: UssdService,
  ) {
    this.token = callbackToken(config.auth.jwtSecret, 'ussd:africastalking');
  }

  @Public()
  @Post('africastalking/:token')
  @HttpCode(200)
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  session(@Param('token') token: string, @Req() request: FastifyRequest): Promise<string> {
    if (!sameToken(token, this.token)) throw AppError.forbidden(CALLBACK_ERRORS.refused);
    const fields = readFields(request.body);
    if (!fields) throw AppError.badRequest(USSD.malformed);
    return this.ussd.answer(fields);
  }
}

function readFields(body: unknown): UssdRequest | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  const text = (key: string) => (typeof record[key] === 'string' ? record[key] : null);
  const [sessionId, serviceCode, phoneNumber, networkCode, input] = [
    text('sessionId'),
    text('serviceCode'),
    text('phoneNumber'),
    text('networkCode') ?? '',
    text('text') ?? '',
  ];
  if (sessionId === null || !SESSION_ID.test(sessionId)) return null;
  if (serviceCode === null || !SERVICE_CODE.test(serviceCode)) return null;
  if (phoneNumber === null || phoneNumber.length > 20 || !NETWORK_CODE.test(networkCode)) return null;
  return { sessionId, serviceCode, phoneNumber, networkCode, text: input.length > 300 ? '#' : input };
}
