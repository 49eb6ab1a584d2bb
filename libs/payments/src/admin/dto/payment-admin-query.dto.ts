import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, isISO8601, IsOptional, IsString, Max, Min, ValidateBy } from 'class-validator';
import { MESSAGES, OptionalChoice, OptionalQueryBoolean, OptionalText, PageQueryDto } from '@app/common';
import { PAYMENT_PROVIDERS, PAYMENT_STATUSES, type PaymentProvider, type PaymentStatus } from '../../payment.types';
import type { EventSource } from '../../payments.repository';
import { EVENT_SOURCES } from '../payments-admin.repository';

const BARE_DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME_ZONE = /(?:Z|[+-]\d{2}(?::?\d{2})?)$/i;

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

const trim = Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

function QueryDate(description: string): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: String, example: '2026-05-01', description }),
    trim,
    IsOptional(),
    IsString({ message: MESSAGES.paymentsAdmin.invalidDate }),
    ValidateBy({
      name: 'isDateBound',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && parseDateBound(value) !== null,
        defaultMessage: () => MESSAGES.paymentsAdmin.invalidDate,
      },
    }),
  );
}

/** A database id sent in the query string. */
function QueryId(description: string): PropertyDecorator {
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

export class PaymentFilterDto {
  @OptionalChoice(PAYMENT_STATUSES) status?: PaymentStatus;
  @OptionalChoice(PAYMENT_PROVIDERS) provider?: PaymentProvider;
  @QueryId('Participant pour qui les votes ont été achetés') participant?: number;
  @QueryId('Concours') contest?: number;
  @QueryId('Payeur') user?: number;
  @QueryDate('Créés à partir de ce jour (AAAA-MM-JJ) ou de cet instant (ISO 8601)') date_from?: string;
  @QueryDate("Créés jusqu'à ce jour inclus (AAAA-MM-JJ) ou jusqu'à cet instant (ISO 8601)") date_to?: string;

  @ApiPropertyOptional({
    description: 'Identifiant de transaction, jeton du fournisseur, e-mail du payeur ou nom du participant',
  })
  @OptionalText(100)
  search?: string;
}

export class PaymentListQueryDto extends IntersectionType(PageQueryDto, PaymentFilterDto) {}

export class PaymentEventFilterDto {
  @ApiPropertyOptional({ example: 'unknown_transaction', description: 'Verdict enregistré (credited, flagged…)' })
  @OptionalText(40)
  verdict?: string;

  @OptionalChoice(PAYMENT_PROVIDERS) provider?: PaymentProvider;
  @OptionalChoice(EVENT_SOURCES) source?: EventSource;

  /** true: only messages matching no payment (unknown or forged transactions); false: only the others. */
  @OptionalQueryBoolean() unmatched?: boolean;
}

export class PaymentEventListQueryDto extends IntersectionType(PageQueryDto, PaymentEventFilterDto) {}

export class PaymentStatsQueryDto {
  @QueryId('Limiter les chiffres à un concours') contest?: number;
}
