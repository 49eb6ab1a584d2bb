import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDate, IsDefined, IsDivisibleBy, isISO8601, IsInt, IsOptional, Max, Min } from 'class-validator';
import { MESSAGES, OptionalText, RequiredText } from '@app/common';

/** Largest count or amount accepted, below the database's integer limit. */
export const MAX_PACK_NUMBER = 2_000_000_000;

/** A whole number as a JSON number or its decimal text; with `emptyIsNull`, an empty text is null. */
const toInteger = (emptyIsNull: boolean) =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    if (text === '' && emptyIsNull) return null;
    return /^-?\d{1,12}$/.test(text) ? Number(text) : value;
  });

const TIME_ZONE = /(?:Z|[+-]\d{2}(?::?\d{2})?)$/i;

/**
 * An ISO 8601 date or date-time. One without an offset (the admin form's local "YYYY-MM-DDTHH:mm")
 * is read as UTC, like contest dates. An empty text is null; anything unreadable is left for the
 * validator to refuse.
 */
const toDate = Transform(({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return null;
  if (!isISO8601(text, { strict: true, strictSeparator: true })) return value;
  const date = new Date(/T/i.test(text) && !TIME_ZONE.test(text) ? `${text}Z` : text);
  return Number.isNaN(date.getTime()) ? value : date;
});

const tooLarge = Max(MAX_PACK_NUMBER, { message: MESSAGES.packs.tooLarge(MAX_PACK_NUMBER) });

function VotesCount(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ type: 'integer', minimum: 1, maximum: MAX_PACK_NUMBER, example: 50 }),
    toInteger(false),
    IsDefined({ message: MESSAGES.field.required }),
    IsInt({ message: MESSAGES.field.integer }),
    Min(1, { message: MESSAGES.packs.votesCountPositive }),
    tooLarge,
  );
}

function Price(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ type: 'integer', minimum: 100, multipleOf: 5, maximum: MAX_PACK_NUMBER, example: 2500 }),
    toInteger(false),
    IsDefined({ message: MESSAGES.field.required }),
    IsInt({ message: MESSAGES.field.integer }),
    Min(1, { message: MESSAGES.packs.pricePositive }),
    Min(100, { message: MESSAGES.packs.priceMinimum }),
    IsDivisibleBy(5, { message: MESSAGES.packs.priceMultiple }),
    tooLarge,
  );
}

function PromotionPrice(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({
      type: 'integer',
      nullable: true,
      minimum: 100,
      multipleOf: 5,
      maximum: MAX_PACK_NUMBER,
      description: 'Inférieur au prix du pack. Vide ou null : pas de promotion.',
    }),
    toInteger(true),
    IsOptional(),
    IsInt({ message: MESSAGES.field.integer }),
    Min(100, { message: MESSAGES.packs.promotionPriceMinimum }),
    IsDivisibleBy(5, { message: MESSAGES.packs.promotionPriceMultiple }),
    tooLarge,
  );
}

function PromotionDate(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({
      type: String,
      format: 'date-time',
      nullable: true,
      example: '2026-05-01T18:00',
      description: 'Date et heure ISO 8601, lue en UTC sans décalage horaire. Vide ou null : efface la date.',
    }),
    toDate,
    IsOptional(),
    IsDate({ message: MESSAGES.packs.invalidDate }),
  );
}

/**
 * A pack as created (POST) or replaced (PUT); optional fields left out stay as they are. A
 * promotion needs its price and both dates, the end after the start.
 */
export class VotePackDto {
  @RequiredText(100, 'Pack Boost') name!: string;
  @OptionalText(2000) description?: string | null;
  @VotesCount() votes_count!: number;
  @Price() price!: number;
  @PromotionPrice() promotion_price?: number | null;
  @PromotionDate() promotion_start_date?: Date | null;
  @PromotionDate() promotion_end_date?: Date | null;
  @OptionalText(2000) promotion_description?: string | null;
}

/** PATCH: every field optional; a field sent is validated as on creation. */
export class UpdateVotePackDto extends PartialType(VotePackDto) {}

export class VotePackListQueryDto {
  @OptionalText(100) search?: string;
}
