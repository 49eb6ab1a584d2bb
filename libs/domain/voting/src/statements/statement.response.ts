import { ApiProperty } from '@nestjs/swagger';
import { type StatementStatus, VOTE_CHANNELS, type VoteChannel } from '@app/ledger';

export class StatementSummaryResponse {
  @ApiProperty() participant_id!: number;
  @ApiProperty() participant_name!: string;
  @ApiProperty() contest_id!: number;
  @ApiProperty() contest_name!: string;
  @ApiProperty({ description: 'Votes gratuits comptés (validés après vérification compris)' }) free!: number;
  @ApiProperty({ description: 'Votes payants crédités' }) paid!: number;
  @ApiProperty({ description: 'Votes en vérification (pas encore comptés)' }) held!: number;
  @ApiProperty({ description: 'Votes validés après vérification (compris dans free)' }) released!: number;
  @ApiProperty({ description: 'Votes refusés après vérification (jamais comptés)' }) rejected!: number;
  @ApiProperty({ description: 'Votes annulés (fraude)' }) reversed!: number;
  @ApiProperty({ description: 'free + paid − reversed : le nombre de votes du classement' }) total!: number;
}

export class StatementDisputeResponse {
  @ApiProperty() id!: number;
  @ApiProperty({ enum: ['open', 'answered'] }) status!: 'open' | 'answered';
  @ApiProperty({ nullable: true, type: String }) answer!: string | null;
}

export class StatementLineResponse {
  @ApiProperty({ description: 'Ligne du registre des votes' }) id!: number;
  @ApiProperty({ enum: ['free', 'paid', 'held'] }) kind!: 'free' | 'paid' | 'held';
  @ApiProperty({ description: 'Votes de la ligne (un pack compte tous ses votes)' }) votes!: number;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: Date;
  @ApiProperty({ enum: VOTE_CHANNELS, description: 'Canal du vote : site web, menu USSD ou SMS' })
  channel!: VoteChannel;

  @ApiProperty({ description: 'Votant (masqué pour les parents)' }) voter!: string;
  @ApiProperty({ nullable: true, type: String, description: 'Référence du paiement (masquée pour les parents)' })
  payment_reference!: string | null;

  @ApiProperty({ enum: ['counted', 'held', 'released', 'rejected', 'reversed'] }) status!: StatementStatus;
  @ApiProperty({ example: 'Compté' }) status_label!: string;
  @ApiProperty({ nullable: true, type: String, description: 'Raison de la vérification, du refus ou de l’annulation' })
  reason!: string | null;

  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) decided_at!: Date | null;
  @ApiProperty({ nullable: true, type: Number, description: 'Ligne à contester (annulation ou refus)' })
  contestable_id!: number | null;

  @ApiProperty({ nullable: true, type: StatementDisputeResponse }) dispute!: StatementDisputeResponse | null;
}

export class DisputeResponse {
  @ApiProperty() id!: number;
  @ApiProperty() participant_id!: number;
  @ApiProperty({ description: 'Ligne contestée (annulation ou refus)' }) ledger_id!: number;
  @ApiProperty() message!: string;
  @ApiProperty({ enum: ['open', 'answered'] }) status!: 'open' | 'answered';
  @ApiProperty({ nullable: true, type: String }) answer!: string | null;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) answered_at!: Date | null;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: Date;
  @ApiProperty({ description: 'Message après l’envoi', required: false }) detail?: string;
}

export class AdminDisputeResponse extends DisputeResponse {
  @ApiProperty() participant_name!: string;
  @ApiProperty() contest_id!: number;
  @ApiProperty({ nullable: true, type: String }) user_email!: string | null;
  @ApiProperty({ nullable: true, type: Number }) answered_by!: number | null;
  @ApiProperty({ nullable: true, type: StatementLineResponse, description: 'Le vote contesté' })
  vote!: StatementLineResponse | null;
}
