import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsDefined,
  IsEmail,
  IsInt,
  IsOptional,
  IsString,
  MaxLength,
  Min,
  Validate,
  ValidateNested,
  type ValidatorConstraintInterface,
  ValidatorConstraint,
} from 'class-validator';
import { MESSAGES, OptionalText, RequiredText } from '@app/common';
import { isInternationalNumber } from '@app/contracts';

export const NOTICE_MAX_LENGTH = 300;
const MAX_CONTEST_NOTICES = 200;

const trim = Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));
/** An empty text clears the value: the configuration's applies again. */
const emptyIsNull = Transform(({ value }: { value: unknown }) => (value === '' ? null : value));

@ValidatorConstraint({ name: 'internationalNumber' })
class InternationalNumber implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && isInternationalNumber(value);
  }

  defaultMessage(): string {
    return MESSAGES.settings.whatsapp;
  }
}

/** A contact the operator sets, or clears (null or empty) to use the configuration's. */
function Contact(format: 'phone' | 'email', maxLength: number, example: string): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: String, nullable: true, maxLength, example }),
    trim,
    emptyIsNull,
    IsOptional(),
    IsString({ message: MESSAGES.field.string }),
    MaxLength(maxLength, { message: MESSAGES.field.maxLength(maxLength) }),
    format === 'phone' ? Validate(InternationalNumber) : IsEmail({}, { message: MESSAGES.field.email }),
  );
}

export class ContestNoticeDto {
  @ApiProperty({ type: 'integer', minimum: 1, example: 12 })
  @IsDefined({ message: MESSAGES.field.required })
  @IsInt({ message: MESSAGES.field.integer })
  @Min(1, { message: MESSAGES.field.integer })
  contest_id!: number;

  @RequiredText(NOTICE_MAX_LENGTH, 'Le concours est prolongé jusqu’au 10 octobre.')
  text!: string;
}

/** The settings sent are replaced; those left out keep their value. */
export class UpdateSiteSettingsDto {
  @Contact('phone', 32, '+221 77 123 45 67')
  support_whatsapp?: string | null;

  @Contact('email', 254, 'support@bebestar.sn')
  support_email?: string | null;

  /** Shown at the top of every page; empty for none. */
  @OptionalText(NOTICE_MAX_LENGTH, 'Les votes gratuits reprennent demain à 8 h.')
  site_notice?: string;

  /** Every contest notice: a contest left out of the list has none. */
  @ApiPropertyOptional({ type: [ContestNoticeDto] })
  @IsOptional()
  @IsArray({ message: MESSAGES.field.list })
  @ArrayMaxSize(MAX_CONTEST_NOTICES, { message: MESSAGES.field.listSize(MAX_CONTEST_NOTICES) })
  @ValidateNested({ each: true, message: MESSAGES.settings.noticeShape })
  @Type(() => ContestNoticeDto)
  contest_notices?: ContestNoticeDto[];

  /** The providers offered on the vote page, in order: the first is recommended. */
  @ApiPropertyOptional({ type: [String], example: ['cinetpay', 'paydunya'] })
  @IsOptional()
  @IsArray({ message: MESSAGES.field.list })
  @ArrayMaxSize(10, { message: MESSAGES.field.listSize(10) })
  @IsString({ each: true, message: MESSAGES.field.string })
  gateways?: string[];
}
