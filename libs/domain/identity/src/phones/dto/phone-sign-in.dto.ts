import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Matches } from 'class-validator';
import { MESSAGES, OptionalText, RequiredText } from '@app/common';
import { UserResponse } from '../../users/user.response';

export class PhoneCodeDto {
  @ApiProperty({ description: 'Le numéro, en format international (+225 07 01 02 03 04) ou national avec `country`' })
  @RequiredText(32, '+2250701020304')
  phone!: string;

  @ApiPropertyOptional({ description: 'Le pays (ISO 3166-1 alpha-2, ex. CI) d’un numéro écrit sans indicatif' })
  @OptionalText(2, 'CI')
  country?: string;
}

export class PhoneSignInDto extends PhoneCodeDto {
  @RequiredText(6, '123456')
  @Matches(/^\d{6}$/, { message: MESSAGES.phone.codeFormat })
  code!: string;

  @ApiPropertyOptional({ description: 'Le prénom, pour un numéro qui n’a pas encore de compte' })
  @OptionalText(150, 'Aïcha')
  first_name?: string;
}

export class PhoneCodeSentResponse {
  @ApiProperty() detail!: string;
  @ApiProperty({ description: 'Le numéro, en E.164' }) phone!: string;
  @ApiProperty({ example: '+225 •••••• 03 04' }) masked_phone!: string;
  @ApiProperty({ description: 'Secondes avant de pouvoir demander un autre code' }) resend_after_seconds!: number;
}

export class PhoneSignInResponse {
  @ApiProperty() access_token!: string;
  @ApiProperty() refresh_token!: string;
  @ApiProperty({ description: 'Un compte a été créé pour ce numéro' }) created!: boolean;
  @ApiProperty({ type: UserResponse }) user!: UserResponse;
  @ApiPropertyOptional() detail?: string;
}
