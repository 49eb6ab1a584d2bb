import { ApiProperty } from '@nestjs/swagger';
import { type LedgerKind, type LedgerLine, VOTE_CHANNELS, type VoteChannel } from '@app/ledger';
import type { ReversalAction } from './vote-audit.repository';

export class LedgerLineResponse implements LedgerLine {
  @ApiProperty() id!: number;
  @ApiProperty({ enum: ['free', 'paid', 'reversal', 'held', 'release', 'rejection'] }) kind!: LedgerKind;
  @ApiProperty({ description: 'Votes ajoutés (négatif pour une annulation)' }) weight!: number;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: Date;
  @ApiProperty({
    enum: VOTE_CHANNELS,
    description: 'Canal du vote : site web, menu USSD ou SMS (celui du vote visé pour une annulation ou une décision)',
  })
  channel!: VoteChannel;

  @ApiProperty({ nullable: true, type: Number }) voter_id!: number | null;
  @ApiProperty({ nullable: true, type: String }) voter_email!: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'Empreinte de la connexion du votant' })
  ip_hash!: string | null;

  @ApiProperty({ nullable: true, type: String, description: "Empreinte de l'appareil (navigateur) du votant" })
  device_hash!: string | null;

  @ApiProperty({ nullable: true, type: Number }) payment_id!: number | null;
  @ApiProperty({ nullable: true, type: Number, description: 'Vote annulé par cette ligne' })
  reverses_id!: number | null;

  @ApiProperty({ nullable: true, type: Number, description: 'Ligne qui a annulé ce vote' })
  reversed_by!: number | null;

  @ApiProperty({ nullable: true, type: Number, description: 'Vote en vérification que cette ligne valide ou rejette' })
  decides_id!: number | null;

  @ApiProperty({ nullable: true, type: Number, description: 'Ligne qui a validé ou rejeté ce vote en vérification' })
  decided_by!: number | null;

  @ApiProperty({ nullable: true, type: [String], description: 'Signaux qui ont mis ce vote en vérification' })
  signals!: string[] | null;

  @ApiProperty({ nullable: true, type: String }) reason!: string | null;
  @ApiProperty({ nullable: true, type: Number }) actor_id!: number | null;
}

export class AuditLineResponse {
  @ApiProperty() id!: number;
  @ApiProperty() actor_id!: number;
  @ApiProperty({ nullable: true, type: String }) actor_email!: string | null;
  @ApiProperty({ enum: ['reverse_vote', 'reverse_voter', 'reverse_ip'] }) action!: ReversalAction;
  @ApiProperty({ nullable: true, type: Number }) contest_id!: number | null;
  @ApiProperty({ nullable: true, type: Number }) participant_id!: number | null;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'Cible de l’annulation : vote_id, voter_id ou ip_hash',
  })
  target!: Record<string, unknown>;

  @ApiProperty() reason!: string;
  @ApiProperty() reversed_count!: number;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: Date;
}

export class ReversalResponse {
  @ApiProperty() detail!: string;
  @ApiProperty({ description: 'Votes annulés' }) reversed!: number;
  @ApiProperty({ type: [Number], description: 'Lignes d’annulation ajoutées au registre' }) reversal_ids!: number[];
}

export class StandingChangeResponse {
  @ApiProperty() participant_id!: number;
  @ApiProperty() votes_now!: number;
  @ApiProperty() votes_after!: number;
  @ApiProperty({ nullable: true, type: Number }) rank_now!: number | null;
  @ApiProperty({ nullable: true, type: Number, description: 'null : plus aucun vote' }) rank_after!: number | null;
}

export class ReversalPreviewResponse {
  @ApiProperty({ description: 'Lignes du registre qui seraient annulées' }) rows!: number;
  @ApiProperty({ description: 'Votes qui seraient retirés' }) votes!: number;
  @ApiProperty({ type: [StandingChangeResponse] }) participants!: StandingChangeResponse[];
}
