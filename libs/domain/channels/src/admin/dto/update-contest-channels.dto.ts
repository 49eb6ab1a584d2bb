import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsDefined } from 'class-validator';
import { MESSAGES } from '@app/common';

/** Whether a contest takes votes by USSD and by SMS (the web, always). */
export class UpdateContestChannelsDto {
  @ApiProperty({ example: true })
  @IsDefined({ message: MESSAGES.field.required })
  @IsBoolean({ message: MESSAGES.field.boolean })
  ussd!: boolean;

  @ApiProperty({ example: false })
  @IsDefined({ message: MESSAGES.field.required })
  @IsBoolean({ message: MESSAGES.field.boolean })
  sms!: boolean;
}
