import { ApiProperty } from '@nestjs/swagger';

export class WinnerParticipantData {
  @ApiProperty({ nullable: true, type: Number }) user!: number | null;
  @ApiProperty({ nullable: true, type: Number }) user_id!: number | null;
}

/** One place of a contest's podium, as the public pages show it. */
export class WinnerResponse {
  @ApiProperty() id!: number;
  @ApiProperty() contest!: number;
  @ApiProperty() contest_title!: string;
  @ApiProperty({ format: 'date-time' }) contest_end_date!: string;
  @ApiProperty({ description: 'Place sur le podium, de 1 à 3' }) position!: number;
  @ApiProperty({ description: 'Comme position' }) rank!: number;
  @ApiProperty({ description: 'Votes à la clôture (ou au dernier recalcul)' }) votes!: number;
  @ApiProperty({ description: 'Lot en F CFA' }) prize!: number;
  @ApiProperty() participant!: number;
  @ApiProperty() baby_name!: string;
  @ApiProperty({ description: 'Prénom et initiale du parent' }) participant_name!: string;
  @ApiProperty({ description: 'Photo au format carte' }) photo_url!: string;
  @ApiProperty() country!: string;
  @ApiProperty({ type: WinnerParticipantData }) participant_data!: WinnerParticipantData;
  @ApiProperty({ nullable: true, type: Number }) user!: number | null;
  @ApiProperty({ nullable: true, type: Number }) user_id!: number | null;
  @ApiProperty({ format: 'date-time' }) awarded_at!: string;
}

export class WinnerTotalsResponse {
  @ApiProperty({ description: 'Concours terminés ayant des gagnants' }) contests!: number;
  @ApiProperty() winners!: number;
  @ApiProperty({ description: 'Total des lots, en F CFA' }) prizes!: number;
}

/** A contest the signed-in parent won, for /recuperer-lot. */
export class WonContestResponse {
  @ApiProperty({ description: 'Identifiant du concours' }) id!: number;
  @ApiProperty() title!: string;
  @ApiProperty({ format: 'date-time' }) end_date!: string;
  @ApiProperty({ enum: ['available', 'claimed', 'expired'] }) status!: 'available' | 'claimed' | 'expired';
  @ApiProperty() rank!: number;
  @ApiProperty() prize!: number;
  @ApiProperty() winner_id!: number;
  @ApiProperty() baby_name!: string;
  @ApiProperty() photo_url!: string;
  @ApiProperty({ nullable: true, enum: ['pending', 'paid', 'rejected'], description: 'Suivi de la réclamation' })
  claim_status!: 'pending' | 'paid' | 'rejected' | null;

  @ApiProperty({ nullable: true, type: String, format: 'date-time', description: 'Dernier jour pour réclamer' })
  claim_deadline!: string | null;
}

export class RecomputeWinnersResponse {
  @ApiProperty() detail!: string;
  @ApiProperty() changed!: boolean;
  @ApiProperty({ type: [WinnerResponse] }) winners!: WinnerResponse[];
}
