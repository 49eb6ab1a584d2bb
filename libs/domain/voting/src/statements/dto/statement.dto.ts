import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';
import { MESSAGES, OptionalChoice, PageQueryDto, RequiredText } from '@app/common';

export class OpenDisputeDto {
  @ApiProperty({ description: 'Ligne contestée : contestable_id d’une ligne du relevé' })
  @Type(() => Number)
  @IsInt({ message: MESSAGES.field.integer })
  @Min(1, { message: MESSAGES.field.integer })
  @Max(2_147_483_647, { message: MESSAGES.field.integer })
  ledger_id!: number;

  @RequiredText(1000, 'Ces votes venaient de ma famille, chacun depuis son téléphone.')
  message!: string;
}

export class AnswerDisputeDto {
  @RequiredText(2000, 'Après vérification, ces votes restent annulés : ils venaient tous du même appareil.')
  answer!: string;
}

export class DisputeQueryDto extends PageQueryDto {
  @OptionalChoice(['open', 'answered'])
  status?: 'open' | 'answered';
}
