import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '@app/common';
import type { FastifyRequest } from 'fastify';
import { type AuthContext, CurrentAuth } from '../auth/auth-context';
import { ProofOfWork } from '../devices/proof-of-work';
import { ProofOfWorkGated } from '../devices/proof-of-work.response';
import { PhoneCodeDto, PhoneCodeSentResponse, PhoneSignInDto, PhoneSignInResponse } from './dto/phone-sign-in.dto';
import { PhoneSignIn } from './phone-sign-in.service';

@ApiTags('auth')
@Controller()
export class PhoneSignInController {
  constructor(
    private readonly phones: PhoneSignIn,
    private readonly proofOfWork: ProofOfWork,
  ) {}

  @Public()
  @Post('api/auth/phone/code')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Recevoir un code de connexion par SMS (numéros mobiles des pays servis ; un numéro jamais confirmé ' +
      'demande une preuve de travail ; plafonds par numéro, par tranche de numéros et par adresse)',
  })
  @ApiOkResponse({ type: PhoneCodeSentResponse })
  @ProofOfWorkGated()
  sendCode(@Body() dto: PhoneCodeDto, @Req() request: FastifyRequest): Promise<PhoneCodeSentResponse> {
    return this.phones.sendCode(dto, this.proofOfWork.callerOf(request));
  }

  @Public()
  @Post('api/auth/phone/sign-in')
  @HttpCode(200)
  @ApiOperation({ summary: 'Se connecter avec le code reçu par SMS (le compte du numéro, créé au premier usage)' })
  @ApiOkResponse({ type: PhoneSignInResponse })
  signIn(@Body() dto: PhoneSignInDto, @Req() request: FastifyRequest): Promise<PhoneSignInResponse> {
    return this.phones.signIn(dto, this.proofOfWork.callerOf(request));
  }

  @ApiBearerAuth()
  @Post('api/user/phone/code')
  @HttpCode(200)
  @ApiOperation({ summary: 'Recevoir un code par SMS pour confirmer un numéro sur son compte' })
  @ApiOkResponse({ type: PhoneCodeSentResponse })
  @ProofOfWorkGated()
  sendCodeForAccount(
    @CurrentAuth() auth: AuthContext,
    @Body() dto: PhoneCodeDto,
    @Req() request: FastifyRequest,
  ): Promise<PhoneCodeSentResponse> {
    return this.phones.sendCodeForAccount(auth.userId, dto, this.proofOfWork.callerOf(request));
  }

  @ApiBearerAuth()
  @Post('api/user/phone/confirm')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Confirmer un numéro sur son compte avec le code reçu (un numéro pris à un autre compte lui est retiré, ' +
      'ce que le journal garde)',
  })
  @ApiOkResponse({ type: PhoneSignInResponse })
  confirm(@CurrentAuth() auth: AuthContext, @Body() dto: PhoneSignInDto): Promise<PhoneSignInResponse> {
    return this.phones.confirmForAccount(auth.userId, dto);
  }
}
