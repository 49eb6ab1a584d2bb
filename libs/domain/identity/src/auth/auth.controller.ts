import { Body, Controller, Get, Header, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ClientIp, Public } from '@app/common';
import type { FastifyRequest } from 'fastify';
import { ProofOfWork } from '../devices/proof-of-work';
import { ProofOfWorkChallengeResponse, ProofOfWorkGated } from '../devices/proof-of-work.response';
import { AuthService } from './auth.service';
import {
  DetailResponse,
  ForgotPasswordDto,
  LoginDto,
  RefreshDto,
  RegisterDto,
  RegisterResponse,
  ResetPasswordDto,
  TokenPairResponse,
} from './dto/auth.dto';

@ApiTags('auth')
@Public()
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly proofOfWork: ProofOfWork,
  ) {}

  @Post('api/user/register')
  @ApiOperation({ summary: 'Créer un compte' })
  @ApiCreatedResponse({ type: RegisterResponse })
  @ProofOfWorkGated()
  register(@Body() dto: RegisterDto, @Req() request: FastifyRequest): Promise<RegisterResponse> {
    return this.auth.register(dto, this.proofOfWork.callerOf(request));
  }

  @Post('api/login')
  @HttpCode(200)
  @ApiOkResponse({ type: TokenPairResponse })
  @ProofOfWorkGated()
  login(@Body() dto: LoginDto, @Req() request: FastifyRequest): Promise<TokenPairResponse> {
    return this.auth.login(dto, this.proofOfWork.callerOf(request));
  }

  @Get('api/auth/challenge')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary:
      'Un défi de preuve de travail (ALTCHA), à résoudre par le navigateur quand son adresse est très active ; ' +
      'plus difficile quand l’adresse est plus active',
  })
  @ApiOkResponse({ type: ProofOfWorkChallengeResponse })
  challenge(@ClientIp() ip: string): Promise<ProofOfWorkChallengeResponse> {
    return this.proofOfWork.challengeFor(ip);
  }

  @Post(['api/token/refresh', 'token/refresh'])
  @HttpCode(200)
  @ApiOperation({ summary: 'Échanger un jeton de rafraîchissement (il est remplacé à chaque usage)' })
  @ApiOkResponse({ type: TokenPairResponse })
  refresh(@Body() dto: RefreshDto, @ClientIp() ip: string): Promise<TokenPairResponse> {
    return this.auth.refresh(dto.refresh, ip);
  }

  @Post('api/logout')
  @HttpCode(200)
  @ApiOkResponse({ type: DetailResponse })
  logout(@Body() dto: RefreshDto): Promise<DetailResponse> {
    return this.auth.logout(dto.refresh);
  }

  @Post('api/forgot-password')
  @HttpCode(200)
  @ApiOkResponse({ type: DetailResponse })
  forgotPassword(@Body() dto: ForgotPasswordDto, @ClientIp() ip: string): Promise<DetailResponse> {
    return this.auth.forgotPassword(dto, ip);
  }

  @Post('api/reset-password/:uid/:token')
  @HttpCode(200)
  @ApiOkResponse({ type: TokenPairResponse })
  resetPassword(
    @Param('uid') uid: string,
    @Param('token') token: string,
    @Body() dto: ResetPasswordDto,
  ): Promise<TokenPairResponse> {
    return this.auth.resetPassword(uid, token, dto);
  }
}
