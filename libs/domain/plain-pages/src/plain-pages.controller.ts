import {
  type ArgumentsHost,
  Body,
  Catch,
  Controller,
  type ExceptionFilter,
  Get,
  Injectable,
  Logger,
  Param,
  Post,
  Query,
  Req,
  Res,
  UseFilters,
} from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { MESSAGES, ParseIdPipe, Public, toErrorResponse } from '@app/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PlainCodeForm, PlainPackForm, PlainPhoneForm, PlainReturnForm, PlainVoteForm } from './dto/plain-forms.dto';
import { PLAIN_STYLE, PLAIN_STYLE_VERSION } from './pages/plain-style';
import { type PlainAnswer, PlainPages } from './plain-pages.service';

/** Sends a page (HTML, never stored by a cache: it holds a form's token) or a 303 to where it leads. */
async function send(reply: FastifyReply, answer: Promise<PlainAnswer>): Promise<void> {
  const done = await answer;
  if ('redirect' in done) {
    await reply.header('Cache-Control', 'no-store').redirect(done.redirect, 303);
    return;
  }
  await reply
    .code(done.status)
    .header('Cache-Control', 'private, no-store')
    .type('text/html; charset=utf-8')
    .send(done.page.text);
}

/**
 * Every error of these routes as a page in French (never the API's JSON): its status and words from
 * the API's one mapping (`toErrorResponse`); a defect is logged and answered with the generic words.
 */
@Injectable()
@Catch()
export class PlainPageErrors implements ExceptionFilter {
  private readonly logger = new Logger(PlainPageErrors.name);

  constructor(private readonly pages: PlainPages) {}

  async catch(error: unknown, host: ArgumentsHost): Promise<void> {
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const response = toErrorResponse(error, request.id);
    if (response.unexpected) this.logger.error({ err: error, reqId: request.id }, 'Unexpected error');
    else if (response.outage) this.logger.warn({ err: error, reqId: request.id }, 'PostgreSQL or Redis unreachable');
    const body = response.body as Record<string, unknown>;
    const detail =
      typeof body.detail === 'string'
        ? body.detail
        : (Object.values(body)
            .flat()
            .find((item): item is string => typeof item === 'string') ?? MESSAGES.http.badRequest);
    void reply.headers(response.headers);
    await send(reply, this.pages.errorPage(request, reply, response.status, detail)).catch(() =>
      reply.code(response.status).type('text/plain; charset=utf-8').send(detail),
    );
  }
}

/**
 * The pages without script, under /simple (plain HTML forms; see plain-pages.service.ts). Not part of
 * the API's contract: they answer HTML to browsers, never JSON.
 */
@Public()
@ApiExcludeController()
@UseFilters(PlainPageErrors)
@Controller('simple')
export class PlainPagesController {
  constructor(private readonly pages: PlainPages) {}

  @Get('style.css')
  async style(@Query('v') version: string | undefined, @Res() reply: FastifyReply): Promise<void> {
    await reply
      .header('Cache-Control', version === PLAIN_STYLE_VERSION ? 'public, max-age=31536000, immutable' : 'no-cache')
      .type('text/css; charset=utf-8')
      .send(PLAIN_STYLE);
  }

  @Get('participants/:id')
  participant(
    @Param('id', new ParseIdPipe(MESSAGES.participants.notFound)) id: number,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    return send(reply, this.pages.participant(request, reply, id));
  }

  @Post('participants/:id/vote')
  vote(
    @Param('id', new ParseIdPipe(MESSAGES.participants.notFound)) id: number,
    @Body() form: PlainVoteForm,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    return send(reply, this.pages.vote(request, reply, id, form));
  }

  @Post('participants/:id/packs/:packId')
  buy(
    @Param('id', new ParseIdPipe(MESSAGES.participants.notFound)) id: number,
    @Param('packId', new ParseIdPipe(MESSAGES.packs.notFound)) packId: number,
    @Body() form: PlainPackForm,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    return send(reply, this.pages.buy(request, reply, id, packId, form));
  }

  @Get('connexion')
  phoneForm(
    @Query('participant') participant: string | undefined,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    return send(reply, this.pages.phoneForm(request, reply, participant));
  }

  @Post('connexion')
  sendCode(@Body() form: PlainPhoneForm, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    return send(reply, this.pages.sendCode(request, reply, form));
  }

  @Get('connexion/code')
  codeForm(
    @Query('participant') participant: string | undefined,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    return send(reply, this.pages.codeForm(request, reply, participant));
  }

  @Post('connexion/code')
  checkCode(@Body() form: PlainCodeForm, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    return send(reply, this.pages.checkCode(request, reply, form));
  }

  @Post('deconnexion')
  signOut(@Body() form: PlainReturnForm, @Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    return send(reply, this.pages.signOut(request, reply, form));
  }
}
