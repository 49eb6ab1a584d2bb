import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateBy,
  type ValidationArguments,
} from 'class-validator';
import { OPERATOR_MAX_LENGTH } from '@app/contracts';
import { MESSAGES, OptionalChoice, OptionalText, PageQueryDto, QueryDate, QueryId, RequiredText } from '@app/common';

const text = MESSAGES.prizeClaims;

/** An amount paid out: a whole number of F CFA, zero or more, with one message saying what is wrong. */
function PayoutAmount(): PropertyDecorator {
  return ValidateBy({
    name: 'payoutAmount',
    validator: {
      validate: (value: unknown) => Number.isInteger(value) && (value as number) >= 0,
      defaultMessage: ({ value }: ValidationArguments) =>
        value === undefined
          ? MESSAGES.field.required
          : Number.isInteger(value)
            ? text.payoutNegative
            : text.payoutNotInteger,
    },
  });
}

export class CreatePrizeClaimDto {
  @ApiProperty({ description: 'Identifiant du gagnant (winner_id de can-claim)' })
  @Type(() => Number)
  @IsInt({ message: text.winnerRequired })
  @Min(1, { message: text.winnerRequired })
  @Max(2_147_483_647, { message: text.winnerRequired })
  winner!: number;

  @ApiProperty({ example: '+221771234567', description: 'Numéro qui recevra le paiement (mobile money)' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.replace(/\s/g, '') : value))
  @IsString({ message: text.phoneRequired })
  @MinLength(1, { message: text.phoneRequired })
  @MaxLength(20, { message: text.phoneRequired })
  phone_number!: string;

  @ApiPropertyOptional({
    example: 'Sénégal',
    description: 'Pays du numéro (un des pays servis) ; par défaut celui de la participation',
  })
  @IsOptional()
  @IsString({ message: text.countryUnknown })
  @MaxLength(120, { message: text.countryUnknown })
  country?: string;

  @ApiProperty({
    example: 'Wave',
    description: 'Opérateur de mobile money : un de ceux du pays (Orange Money, Wave, MTN MoMo…), sinon son nom',
  })
  @IsString({ message: text.operatorRequired })
  @MinLength(1, { message: text.operatorRequired })
  @MaxLength(OPERATOR_MAX_LENGTH, { message: text.operatorRequired })
  operator!: string;
}

export class CanClaimQueryDto {
  @ApiProperty()
  @Type(() => Number)
  @IsInt({ message: text.contestIdInvalid })
  @Min(1, { message: text.contestIdInvalid })
  @Max(2_147_483_647, { message: text.contestIdInvalid })
  contest_id!: number;
}

export const CLAIM_STATUSES = ['pending', 'paid', 'rejected'] as const;
export const CLAIM_PAGE_SIZES = [10, 20, 50, 100] as const;

export class PrizeClaimFilterDto {
  @ApiPropertyOptional({ description: 'Bébé, parent, e-mail, téléphone ou titre du concours' })
  @OptionalText(100)
  search?: string;

  @ApiPropertyOptional({ enum: [1, 2, 3] })
  @IsOptional()
  @Type(() => Number)
  @IsIn([1, 2, 3], { message: MESSAGES.field.choice(['1', '2', '3']) })
  winner_rank?: number;

  @QueryId('Concours') contest?: number;
  @OptionalChoice(CLAIM_STATUSES) status?: (typeof CLAIM_STATUSES)[number];
  @QueryDate('Réclamations faites à partir de ce jour ou de cet instant') date_from?: string;
  @QueryDate("Réclamations faites jusqu'à ce jour inclus ou jusqu'à cet instant") date_to?: string;
}

export class PrizeClaimListQueryDto extends IntersectionType(PageQueryDto, PrizeClaimFilterDto) {
  @ApiPropertyOptional({ enum: CLAIM_PAGE_SIZES, default: 20 })
  @IsOptional()
  @Type(() => Number)
  @IsIn(CLAIM_PAGE_SIZES, { message: text.pageSize })
  declare page_size?: number;
}

export class PrizeClaimExportQueryDto extends PrizeClaimFilterDto {
  @ApiPropertyOptional({ enum: ['json', 'csv'], default: 'json', description: 'csv : fichier prêt pour un tableur' })
  @OptionalChoice(['json', 'csv'])
  format?: 'json' | 'csv';
}

export class PayPrizeClaimDto {
  /** The mobile-money transaction of the payout. */
  @RequiredText(100, 'MP240315.1200.A12345')
  @Matches(/^[\w.:/-]+$/, { message: 'La référence ne peut contenir que des lettres, chiffres et . _ : / -' })
  payout_reference!: string;

  /** At most the winner's prize, which the service checks against the claim. */
  @ApiProperty({ example: 100000, minimum: 0, description: 'Montant versé en F CFA, au plus le lot du gagnant' })
  @Type(() => Number)
  @PayoutAmount()
  payout_amount!: number;
}

export class RejectPrizeClaimDto {
  @RequiredText(500, "Acte de naissance de l'enfant non fourni dans les 30 jours")
  reason!: string;
}
