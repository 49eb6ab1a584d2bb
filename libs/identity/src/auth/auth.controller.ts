import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ClientIp, Public } from '@app/common';
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
  constructor(private readonly auth: AuthService) {}

  @Post('api/user/register')
  @ApiOperation({ summary: 'Créer un compte' })
  @ApiCreatedResponse({ type: RegisterResponse })
  register(@Body() dto: RegisterDto, @ClientIp() ip: string): Promise<RegisterResponse> {
    return this.auth.register(dto, ip);
  }

  @Post('api/login')
  @HttpCode(200)
  @ApiOkResponse({ type: TokenPairResponse })
  login(@Body() dto: LoginDto, @ClientIp() ip: string): Promise<TokenPairResponse> {
    return this.auth.login(dto, ip);
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
