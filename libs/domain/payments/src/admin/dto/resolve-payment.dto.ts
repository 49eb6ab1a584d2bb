import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsIn } from 'class-validator';
import { MESSAGES, RequiredText } from '@app/common';

export const RESOLVE_DECISIONS = ['credit', 'reject'] as const;
export type ResolveDecision = (typeof RESOLVE_DECISIONS)[number];

/** An administrator's decision on a flagged payment, with the reason kept in its history. */
export class ResolvePaymentDto {
  @ApiProperty({ enum: RESOLVE_DECISIONS, description: 'credit : créditer les votes ; reject : rejeter le paiement' })
  @IsDefined({ message: MESSAGES.field.required })
  @IsIn(RESOLVE_DECISIONS, { message: MESSAGES.field.choice(RESOLVE_DECISIONS) })
  decision!: ResolveDecision;

  @RequiredText(500, 'Montant confirmé par le relevé du fournisseur')
  reason!: string;
}

/** The refund of a payment received after the close, made in the provider's back office. */
export class RefundPaymentDto {
  @RequiredText(100, 'Référence du remboursement chez le fournisseur (ex. RB-2026-000123)')
  reference!: string;
}
