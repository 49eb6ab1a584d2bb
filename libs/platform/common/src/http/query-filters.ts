import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, isISO8601, IsOptional, IsString, Max, Min, ValidateBy } from 'class-validator';
import { AppError } from '../errors/app-error';
import { MESSAGES } from '../messages';

const BARE_DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME_ZONE = /(?:Z|[+-]\d{2}(?::?\d{2})?)$/i;
const DAY_MS = 86400_000;

/** A date filter as read: the instant, and whether a whole day (YYYY-MM-DD) was given. */
export interface DateBound {
  at: Date;
  wholeDay: boolean;
}

/**
 * A day (YYYY-MM-DD, from midnight UTC, which is Africa/Abidjan time) or an ISO 8601 date-time,
 * read as UTC when it has no offset; null when unreadable.
 */
export function parseDateBound(text: string): DateBound | null {
  if (!isISO8601(text, { strict: true, strictSeparator: true })) return null;
  const wholeDay = BARE_DATE.test(text);
  const at = new Date(wholeDay ? `${text}T00:00:00Z` : TIME_ZONE.test(text) ? text : `${text}Z`);
  return Number.isNaN(at.getTime()) ? null : { at, wholeDay };
}

/**
 * `date_from` / `date_to` filters as a half-open range [from, before): a whole day given as
 * `date_to` runs to the end of that day. A range that ends before it starts is refused.
 */
export function dateRange(dateFrom?: string, dateTo?: string): { from?: Date; before?: Date } {
  const from = dateFrom ? parseDateBound(dateFrom) : null;
  const to = dateTo ? parseDateBound(dateTo) : null;
  const before = to ? new Date(to.at.getTime() + (to.wholeDay ? DAY_MS : 1)) : undefined;
  if (from && before && before <= from.at) throw AppError.field('date_to', MESSAGES.field.dateRange);
  return { from: from?.at, before };
}

const trim = Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** A date filter of a list: a day (AAAA-MM-JJ) or an ISO 8601 instant. */
export function QueryDate(description: string): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: String, example: '2026-05-01', description }),
    trim,
    IsOptional(),
    IsString({ message: MESSAGES.field.date }),
    ValidateBy({
      name: 'isDateBound',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && parseDateBound(value) !== null,
        defaultMessage: () => MESSAGES.field.date,
      },
    }),
  );
}

/** A database id sent in the query string. */
export function QueryId(description: string): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: Number, description }),
    Transform(({ value }: { value: unknown }) =>
      typeof value === 'string' && /^\d{1,10}$/.test(value.trim()) ? Number(value.trim()) : value,
    ),
    IsOptional(),
    IsInt({ message: MESSAGES.field.integer }),
    Min(1, { message: MESSAGES.field.integer }),
    Max(2_147_483_647, { message: MESSAGES.field.integer }),
  );
}
