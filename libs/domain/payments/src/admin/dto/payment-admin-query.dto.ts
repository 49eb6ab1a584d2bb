import { ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { OptionalChoice, OptionalQueryBoolean, OptionalText, PageQueryDto, QueryDate, QueryId } from '@app/common';
import { PAYMENT_STATUSES, type PaymentStatus } from '../../payment.types';
import type { EventSource } from '../../payments.repository';
import { PAYMENT_PROVIDERS, type PaymentProvider } from '../../providers/payment-providers';
import { EVENT_SOURCES } from '../payments-admin.repository';

export class PaymentFilterDto {
  @OptionalChoice(PAYMENT_STATUSES) status?: PaymentStatus;
  @OptionalChoice(PAYMENT_PROVIDERS) provider?: PaymentProvider;
  /** true: received after the close and not refunded yet (the refund list); false: refunded. */
  @OptionalQueryBoolean() to_refund?: boolean;
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
