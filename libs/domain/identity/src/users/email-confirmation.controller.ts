import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '@app/common';
import { type AuthContext, CurrentAuth } from '../auth/auth-context';
import { DetailResponse } from '../auth/dto/auth.dto';
import { EmailConfirmations } from './email-confirmation';

@ApiTags('auth')
@Controller('api/user/confirm-email')
export class EmailConfirmationController {
  constructor(private readonly confirmations: EmailConfirmations) {}

  @Post('resend')
  @HttpCode(202)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Renvoyer le lien de confirmation de l’adresse e-mail du compte connecté' })
  @ApiAcceptedResponse({ type: DetailResponse })
  resend(@CurrentAuth() auth: AuthContext): Promise<DetailResponse> {
    return this.confirmations.resend(auth.userId);
  }

  @Post(':uid/:token')
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: 'Confirmer l’adresse e-mail d’un compte (le lien du courriel de confirmation)' })
  @ApiOkResponse({ type: DetailResponse })
  confirm(@Param('uid') uid: string, @Param('token') token: string): Promise<DetailResponse> {
    return this.confirmations.confirm(uid, token);
  }
}
