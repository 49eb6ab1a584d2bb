import { ApiProperty } from '@nestjs/swagger';
import type { ClaimStatus } from '../winners/winner.repository';

export class ClaimWinnerData {
  @ApiProperty() contest!: number;
  @ApiProperty() contest_title!: string;
  @ApiProperty({ description: 'Prénom et initiale du parent' }) participant_name!: string;
  @ApiProperty() participant_baby_name!: string;
  @ApiProperty() rank!: number;
  @ApiProperty({ description: 'Lot en F CFA' }) prize!: number;
}

/** A prize claim, as the winning parent sees it. */
export class PrizeClaimResponse {
  @ApiProperty() id!: number;
  @ApiProperty() phone_number!: string;
  @ApiProperty({
    nullable: true,
    type: String,
    example: 'Wave',
    description: 'Opérateur de mobile money choisi (absent des réclamations plus anciennes)',
  })
  operator!: string | null;
  @ApiProperty({ enum: ['pending', 'paid', 'rejected'] }) status!: ClaimStatus;
  @ApiProperty() status_display!: string;
  @ApiProperty({ nullable: true, type: String }) payout_reference!: string | null;
  @ApiProperty({ nullable: true, type: Number }) payout_amount!: number | null;
  @ApiProperty({ nullable: true, type: String }) rejection_reason!: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) decided_at!: string | null;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
  @ApiProperty({ type: ClaimWinnerData }) winner_data!: ClaimWinnerData;
}

export class CreatedPrizeClaimResponse extends PrizeClaimResponse {
  @ApiProperty({ description: 'Message de confirmation' }) detail!: string;
}

/** A prize claim in the back office, with what the payout needs. */
export class AdminPrizeClaimResponse extends PrizeClaimResponse {
  @ApiProperty() winner!: number;
  @ApiProperty() participant!: number;
  @ApiProperty({ nullable: true, type: String }) user_email!: string | null;
  @ApiProperty() country!: string;
  @ApiProperty() city!: string;
}

export class CanClaimResponse {
  @ApiProperty() can_claim!: boolean;
  @ApiProperty() rank!: number;
  @ApiProperty() message!: string;
  @ApiProperty() winner_id!: number;
  @ApiProperty() prize!: number;
  @ApiProperty({ nullable: true, type: String, format: 'date-time', description: 'Dernier jour pour réclamer' })
  claim_deadline!: string | null;

  @ApiProperty({ nullable: true, type: PrizeClaimResponse }) claim!: PrizeClaimResponse | null;
}

export class ClaimsByRank {
  @ApiProperty() first_place!: number;
  @ApiProperty() second_place!: number;
  @ApiProperty() third_place!: number;
}

export class ClaimsByStatus {
  @ApiProperty() pending!: number;
  @ApiProperty() paid!: number;
  @ApiProperty() rejected!: number;
}

export class TopClaimContest {
  @ApiProperty() winner__contest__id!: number;
  @ApiProperty() winner__contest__title!: string;
  @ApiProperty() total_claims!: number;
}

export class PrizeClaimStatsResponse {
  @ApiProperty() total_claims!: number;
  @ApiProperty({ type: ClaimsByRank }) claims_by_rank!: ClaimsByRank;
  @ApiProperty({ type: ClaimsByStatus }) claims_by_status!: ClaimsByStatus;
  @ApiProperty({ description: 'Total versé, en F CFA' }) total_paid!: number;
  @ApiProperty({ type: [TopClaimContest] }) top_contests!: TopClaimContest[];
}

/** The winning participant, as the export shows it (002 §3). */
export class ExportedClaimParticipant {
  @ApiProperty() id!: number;
  @ApiProperty({ description: 'Prénom et initiale du parent' }) user_name!: string;
  @ApiProperty() baby_name!: string;
  @ApiProperty({ nullable: true, type: String }) user_email!: string | null;
  @ApiProperty() country!: string;
  @ApiProperty() city!: string;
}

export class ExportedClaimWinner {
  @ApiProperty() id!: number;
  @ApiProperty() rank!: number;
  @ApiProperty({ description: 'Lot en F CFA' }) prize!: number;
  @ApiProperty() contest_title!: string;
  @ApiProperty({ type: ExportedClaimParticipant }) participant!: ExportedClaimParticipant;
}

/** A claim in the export: the claim, and its winner whole (002 §3, "the export form of a claim"). */
export class ExportedPrizeClaim extends PrizeClaimResponse {
  @ApiProperty({ type: ExportedClaimWinner }) winner!: ExportedClaimWinner;
}

export class PrizeClaimExportResponse {
  @ApiProperty({ type: [ExportedPrizeClaim] }) claims!: ExportedPrizeClaim[];
  @ApiProperty() total_exported!: number;
}
