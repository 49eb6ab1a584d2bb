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
import { CHANNELS_ADMIN_MESSAGES as M } from '../channels-admin.messages';

export const SHORT_CODE = /^\d{3,8}$/;
/** A USSD string as networks route it: `*`, groups of digits separated by `*`, then `#` (`*384*7#`). */
export const USSD_SERVICE_CODE = /^\*\d{1,6}(\*\d{1,6})*#$/;
const SERVICE_CODE_MAX = 20;
const KEYWORD = /^[A-Z]{2,12}$/;
const MAX_KEYWORDS = 10;
/** The keyword the SMS votes' instructions give everywhere, which the list must keep. */
export const REQUIRED_KEYWORD = 'VOTE';

const trim = Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));
/** Keywords are read without regard to case: kept in capitals. */
const capitals = Transform(({ value }: { value: unknown }) =>
  Array.isArray(value)
    ? value.map((item: unknown) => (typeof item === 'string' ? item.trim().toUpperCase() : item))
    : value,
);

/** What is wrong with a list of keywords, or null: each letters only, none twice, VOTE among them. */
export function keywordsProblem(keywords: unknown[]): string | null {
  if (keywords.length === 0 || keywords.length > MAX_KEYWORDS) return M.keywordsList;
  for (const [index, keyword] of keywords.entries()) {
    if (typeof keyword !== 'string' || !KEYWORD.test(keyword)) return M.keyword(String(keyword));
    if (keywords.indexOf(keyword) !== index) return M.keywordTwice(keyword);
  }
  return keywords.includes(REQUIRED_KEYWORD) ? null : M.voteRequired;
}

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
