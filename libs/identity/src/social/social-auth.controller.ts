import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { OptionalText, Public } from '@app/common';
import { type SocialLoginResponse, SocialAuthService } from './social-auth.service';

export class SocialTokenDto {
  @OptionalText(8192) access_token?: string;
  @OptionalText(8192) auth_token?: string;
  @OptionalText(8192) credential?: string;
}

@ApiTags('auth')
@Public()
@Controller()
export class SocialAuthController {
  constructor(private readonly social: SocialAuthService) {}

  @Post(['auth/google', 'api/auth/google'])
  @HttpCode(200)
  @ApiOperation({ summary: 'Connexion avec un jeton Google (ID token), vérifié sur le serveur' })
  google(@Body() dto: SocialTokenDto): Promise<SocialLoginResponse> {
    return this.social.withGoogle(dto.access_token || dto.auth_token || dto.credential);
  }

  @Post(['auth/facebook', 'api/auth/facebook'])
  @HttpCode(200)
  @ApiOperation({ summary: "Connexion avec un jeton d'accès Facebook, vérifié sur le serveur" })
  facebook(@Body() dto: SocialTokenDto): Promise<SocialLoginResponse> {
    return this.social.withFacebook(dto.access_token || dto.auth_token);
  }
}
