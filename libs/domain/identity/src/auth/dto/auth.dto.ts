import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Matches } from 'class-validator';
import { MESSAGES, OptionalText, RequiredEmail, RequiredSecret, RequiredText } from '@app/common';
import { UserResponse } from '../../users/user.response';

export class LoginDto {
  @RequiredEmail() email!: string;
  @RequiredSecret() password!: string;
}

export class RegisterDto {
  @RequiredEmail() email!: string;

  @RequiredText(150, 'maman_aicha')
  @Matches(/^[\p{L}\p{N}@.+_-]+$/u, { message: MESSAGES.auth.usernameFormat })
  username!: string;

  @RequiredText(150, 'Aïcha') first_name!: string;
  @RequiredText(150, 'Diallo') last_name!: string;
  @RequiredSecret() password!: string;

  @ApiPropertyOptional({ description: 'Confirmation; must equal password when sent' })
  @OptionalText(128)
  confirm_password?: string;

  @OptionalText(128) password2?: string;
  @OptionalText(32, '+221771234567') phone?: string;
  @OptionalText(32, '+221771234567') contact_number?: string;
  @OptionalText(255) address?: string;
  @OptionalText(120, 'Dakar') city?: string;
  @OptionalText(120, 'Sénégal') country?: string;
}

export class RefreshDto {
  @RequiredSecret(512) refresh!: string;
}

export class ForgotPasswordDto {
  @RequiredEmail() email!: string;
}

export class ResetPasswordDto {
  @RequiredSecret() new_password!: string;
  @RequiredSecret() confirm_password!: string;
}

export class TokenPairResponse {
  @ApiProperty() access!: string;
  @ApiProperty() refresh!: string;
}

export class RegisterResponse {
  @ApiProperty() access_token!: string;
  @ApiProperty() refresh_token!: string;
  @ApiProperty({ type: UserResponse }) user!: UserResponse;
}

export class DetailResponse {
  @ApiProperty() detail!: string;
}

/** A back-office session: its tokens are in HttpOnly cookies, only the account is named here. */
export class AdminSessionResponse {
  @ApiProperty() user_id!: number;
}
