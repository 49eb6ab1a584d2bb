import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { OptionalText, Public } from '@app/common';
import type { FastifyRequest } from 'fastify';
import { RegisterResponse } from '../auth/dto/auth.dto';
import { ProofOfWork } from '../devices/proof-of-work';
import { ProofOfWorkGated } from '../devices/proof-of-work.response';
import { SocialAuthService } from './social-auth.service';

export class SocialTokenDto {
  @OptionalText(8192) access_token?: string;
  @OptionalText(8192) auth_token?: string;
  @OptionalText(8192) credential?: string;
}

@ApiTags('auth')
@Public()
@Controller()
export class SocialAuthController {
  constructor(
    private readonly social: SocialAuthService,
    private readonly proofOfWork: ProofOfWork,
  ) {}

  @Post(['auth/google', 'api/auth/google'])
  @HttpCode(200)
  @ApiOperation({ summary: 'Connexion avec un jeton Google (ID token), vérifié sur le serveur' })
  @ApiOkResponse({ type: RegisterResponse })
  @ProofOfWorkGated()
  google(@Body() dto: SocialTokenDto, @Req() request: FastifyRequest): Promise<RegisterResponse> {
    return this.social.withGoogle(
      dto.access_token || dto.auth_token || dto.credential,
      this.proofOfWork.callerOf(request),
    );
  }

  @Post(['auth/facebook', 'api/auth/facebook'])
  @HttpCode(200)
  @ApiOperation({ summary: "Connexion avec un jeton d'accès Facebook, vérifié sur le serveur" })
  @ApiOkResponse({ type: RegisterResponse })
  @ProofOfWorkGated()
  facebook(@Body() dto: SocialTokenDto, @Req() request: FastifyRequest): Promise<RegisterResponse> {
    return this.social.withFacebook(dto.access_token || dto.auth_token, this.proofOfWork.callerOf(request));
  }
}
