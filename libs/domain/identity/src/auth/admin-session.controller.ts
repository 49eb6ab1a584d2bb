import { Body, Controller, Delete, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AppError, ClientIp, MESSAGES, Public } from '@app/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ProofOfWork } from '../devices/proof-of-work';
import { ProofOfWorkGated } from '../devices/proof-of-work.response';
import { AdminSessionCookies, CsrfExempt } from './admin-session';
import { AuthService } from './auth.service';
import { AdminSessionResponse, DetailResponse, LoginDto } from './dto/auth.dto';

/**
 * The back office's session, called as `/admin/api/admin/session/…`: the tokens travel in HttpOnly
 * cookies and never in a body, so no script of the origin can read them.
 */
@ApiTags('auth')
@Public()
@Controller('api/admin/session')
export class AdminSessionController {
  constructor(
    private readonly auth: AuthService,
    private readonly cookies: AdminSessionCookies,
    private readonly proofOfWork: ProofOfWork,
  ) {}

  @Post()
  @CsrfExempt()
  @HttpCode(200)
  @ApiOperation({ summary: 'Ouvrir une session d’administration (jetons en cookies HttpOnly)' })
  @ApiOkResponse({ type: AdminSessionResponse })
  @ProofOfWorkGated()
  async signIn(
    @Body() dto: LoginDto,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminSessionResponse> {
    const { userId, ...pair } = await this.auth.adminLogin(dto, this.proofOfWork.callerOf(request));
    this.cookies.open(reply, pair);
    return { user_id: userId };
  }

  @Post('refresh')
  @HttpCode(200)
  @ApiOperation({ summary: 'Renouveler la session d’administration (le cookie de rafraîchissement est remplacé)' })
  @ApiOkResponse({ type: AdminSessionResponse })
  async refresh(
    @Req() request: FastifyRequest,
    @ClientIp() ip: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AdminSessionResponse> {
    const refresh = this.cookies.refreshToken(request);
    if (!refresh) throw AppError.unauthorized(MESSAGES.auth.tokenInvalid, 'token_not_valid');
    const { userId, ...pair } = await this.auth.adminRefresh(refresh, ip);
    this.cookies.open(reply, pair);
    return { user_id: userId };
  }

  @Delete()
  @HttpCode(200)
  @ApiOperation({ summary: 'Fermer la session d’administration' })
  @ApiOkResponse({ type: DetailResponse })
  async signOut(
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<DetailResponse> {
    const refresh = this.cookies.refreshToken(request);
    this.cookies.clear(reply);
    // Cookies without a refresh token (or none) have nothing to revoke: the session is over all the same.
    return refresh ? this.auth.logout(refresh) : { detail: MESSAGES.auth.loggedOut };
  }
}
