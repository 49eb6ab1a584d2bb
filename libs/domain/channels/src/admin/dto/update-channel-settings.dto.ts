import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsDefined,
  IsString,
  Matches,
  MaxLength,
  Validate,
  type ValidationArguments,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
} from 'class-validator';
import { MESSAGES } from '@app/common';
import {
  CHANNEL_SETTINGS_MESSAGES as M,
  keywordsProblem,
  MAX_KEYWORDS,
  SERVICE_CODE_MAX,
  SHORT_CODE,
  USSD_SERVICE_CODE,
} from '@app/contracts';

const trim = Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));
/** Keywords are read without regard to case: kept in capitals. */
const capitals = Transform(({ value }: { value: unknown }) =>
  Array.isArray(value)
    ? value.map((item: unknown) => (typeof item === 'string' ? item.trim().toUpperCase() : item))
    : value,
);

@ValidatorConstraint({ name: 'keywords' })
class Keywords implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return Array.isArray(value) && keywordsProblem(value) === null;
  }

  defaultMessage(args: ValidationArguments): string {
    if (!Array.isArray(args.value)) return MESSAGES.field.list;
    return keywordsProblem(args.value as unknown[]) ?? M.keywordsList;
  }
}

/** The deployment's channel settings, all three replaced. */
export class UpdateChannelSettingsDto {
  /** The short code SMS votes are sent to. */
  @ApiProperty({ example: '7575', pattern: SHORT_CODE.source })
  @trim
  @IsDefined({ message: MESSAGES.field.required })
  @IsString({ message: MESSAGES.field.string })
  @Matches(SHORT_CODE, { message: M.shortCode })
  short_code!: string;

  /** The USSD code subscribers dial. */
  @ApiProperty({ example: '*384*7#', maxLength: SERVICE_CODE_MAX, pattern: USSD_SERVICE_CODE.source })
  @trim
  @IsDefined({ message: MESSAGES.field.required })
  @IsString({ message: MESSAGES.field.string })
  @MaxLength(SERVICE_CODE_MAX, { message: M.serviceCode })
  @Matches(USSD_SERVICE_CODE, { message: M.serviceCode })
  ussd_service_code!: string;

  /** The words an SMS vote starts with ("VOTE 4821"), in capitals; VOTE among them. */
  @ApiProperty({ type: [String], example: ['VOTE', 'VOTER'], minItems: 1, maxItems: MAX_KEYWORDS })
  @capitals
  @IsDefined({ message: MESSAGES.field.required })
  @Validate(Keywords)
  keywords!: string[];
}
