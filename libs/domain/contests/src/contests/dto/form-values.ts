import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsDate,
  IsDefined,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { MESSAGES } from '@app/common';

// Multipart forms send every field as a string, so each reader below accepts the string form of its
// value as well as the JSON one, and leaves anything it cannot read as is for the validator to refuse.

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?(?:(Z)|([+-])(\d{2}):?(\d{2}))?$/i;

/**
 * Reads an ISO 8601 date-time. A value without an offset, such as the admin form's local
 * "YYYY-MM-DDTHH:mm", is read as UTC: the browser does not say its zone, and UTC is the civil time
 * of most of the countries the contests run in (Sénégal, Côte d'Ivoire, Mali, Burkina Faso…).
 * Returns null for anything that is not a real date and time.
 */
export function parseDateTime(input: string): Date | null {
  const match = DATE_TIME.exec(input.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1, 6).map(Number);
  const second = Number(match[6] ?? 0);
  const millisecond = Math.floor(Number(`0.${match[7] ?? '0'}`) * 1000);
  if (month < 1 || month > 12 || hour > 23 || minute > 59 || second > 59) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day < 1 || day > daysInMonth) return null;
  let time = Date.UTC(year, month - 1, day, hour, minute, second, millisecond);
  if (match[9]) {
    const [offsetHours, offsetMinutes] = [Number(match[10]), Number(match[11])];
    if (offsetHours > 23 || offsetMinutes > 59) return null;
    time -= (match[9] === '-' ? -1 : 1) * (offsetHours * 60 + offsetMinutes) * 60_000;
  }
  return new Date(time);
}

/** Reads an amount in F CFA: digits (spaces allowed as thousands separators) or a JSON number. */
export function parseAmount(input: unknown, whenEmpty: number): unknown {
  if (input === null) return whenEmpty;
  if (typeof input !== 'string') return input;
  const compact = input.replace(/[\s\u00a0\u202f]/g, '');
  if (compact === '') return whenEmpty;
  return /^-?\d{1,12}$/.test(compact) ? Number(compact) : input;
}

const presentOnly = ValidateIf((_object: object, value: unknown) => value !== undefined);
const trim = Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** Text that must be given (`required`) or, when sent, must not be blank. */
export function FormText(maxLength: number, required: boolean): PropertyDecorator {
  return applyDecorators(
    required ? ApiProperty({ maxLength }) : ApiPropertyOptional({ maxLength }),
    trim,
    required ? IsDefined({ message: MESSAGES.field.required }) : presentOnly,
    IsString({ message: MESSAGES.field.string }),
    IsNotEmpty({ message: MESSAGES.field.blank }),
    MaxLength(maxLength, { message: MESSAGES.field.maxLength(maxLength) }),
  );
}

/** One of `choices`, required or, when sent, valid (null included: it is not a choice). */
export function FormChoice(choices: readonly string[], required: boolean, example?: string): PropertyDecorator {
  return applyDecorators(
    required ? ApiProperty({ enum: choices, example }) : ApiPropertyOptional({ enum: choices, example }),
    trim,
    required ? IsDefined({ message: MESSAGES.field.required }) : presentOnly,
    IsIn(choices, { message: MESSAGES.field.choice(choices) }),
  );
}

const DATE_DESCRIPTION =
  'Date et heure ISO 8601. Sans décalage horaire (valeur locale du formulaire, AAAA-MM-JJTHH:mm), elle est lue en UTC.';

const toDate = (nullable: boolean) =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    if (value.trim() === '') return nullable ? null : '';
    return parseDateTime(value) ?? value;
  });

/** A contest date: required on creation, otherwise changed only when sent, never cleared. */
export function FormDate(required: boolean): PropertyDecorator {
  const documentation = {
    type: String,
    format: 'date-time',
    description: DATE_DESCRIPTION,
    example: '2026-05-01T18:00',
  };
  return applyDecorators(
    required ? ApiProperty(documentation) : ApiPropertyOptional(documentation),
    toDate(false),
    required ? IsDefined({ message: MESSAGES.field.required }) : presentOnly,
    IsNotEmpty({ message: MESSAGES.field.blank }),
    IsDate({ message: MESSAGES.contests.invalidDate }),
  );
}

/** An optional date; an empty string or null clears it. */
export function FormNullableDate(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({
      type: String,
      format: 'date-time',
      nullable: true,
      description: `${DATE_DESCRIPTION} Vide ou null : efface la date.`,
    }),
    toDate(true),
    IsOptional(),
    IsDate({ message: MESSAGES.contests.invalidDate }),
  );
}

/** Largest amount the database column holds, rounded down. */
export const MAX_AMOUNT = 2_000_000_000;

/** An amount in F CFA, an integer ≥ 0; empty (or null) stands for `whenEmpty`. */
export function FormAmount(whenEmpty: number): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: MAX_AMOUNT, description: `Vide : ${whenEmpty}` }),
    Transform(({ value }: { value: unknown }) => parseAmount(value, whenEmpty)),
    presentOnly,
    IsInt({ message: MESSAGES.contests.invalidAmount }),
    Min(0, { message: MESSAGES.contests.invalidAmount }),
    Max(MAX_AMOUNT, { message: MESSAGES.contests.amountTooLarge(MAX_AMOUNT) }),
  );
}
