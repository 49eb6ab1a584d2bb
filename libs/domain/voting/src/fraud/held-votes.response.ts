import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class SignalCountResponse {
  @ApiProperty({ example: 'device_accounts' }) code!: string;
  @ApiProperty({ example: "Plusieurs comptes ont voté aujourd'hui depuis ce téléphone" }) label!: string;
  @ApiProperty({ description: 'Votes du groupe qui ont levé ce signal' }) votes!: number;
}

export class SignalResponse {
  @ApiProperty() code!: string;
  @ApiProperty() label!: string;
}

/** What to send back to list or decide a cluster's votes. */
export class HeldClusterFilterResponse {
  @ApiPropertyOptional() ip_hash?: string;
  @ApiPropertyOptional() device_hash?: string;
  @ApiPropertyOptional() participant?: number;
  @ApiPropertyOptional({ format: 'date-time' }) from?: string;
  @ApiPropertyOptional({ format: 'date-time' }) to?: string;
}

export class HeldClusterResponse {
  @ApiProperty() key!: string;
  @ApiProperty({ example: 'Participant #12 — Awa' }) label!: string;
  @ApiProperty() votes!: number;
  @ApiProperty() voters!: number;
  @ApiProperty() participants!: number;
  @ApiProperty({ type: String, format: 'date-time' }) first_at!: Date;
  @ApiProperty({ type: String, format: 'date-time' }) last_at!: Date;
  @ApiProperty({ type: [SignalCountResponse] }) signals!: SignalCountResponse[];
  @ApiProperty({ type: HeldClusterFilterResponse }) filter!: HeldClusterFilterResponse;
}

export class HeldVoteResponse {
  @ApiProperty() id!: number;
  @ApiProperty({ type: String, format: 'date-time' }) created_at!: Date;
  @ApiProperty() contest_id!: number;
  @ApiProperty() participant_id!: number;
  @ApiProperty() participant_name!: string;
  @ApiProperty({ nullable: true, type: Number }) voter_id!: number | null;
  @ApiProperty({ nullable: true, type: String }) voter_email!: string | null;
  @ApiProperty({ nullable: true, type: String }) ip_hash!: string | null;
  @ApiProperty({ nullable: true, type: String }) device_hash!: string | null;
  @ApiProperty({ type: [SignalResponse] }) signals!: SignalResponse[];
  @ApiProperty() reason!: string;
}

export class HeldDecisionResponse {
  @ApiProperty() detail!: string;
  @ApiProperty({ description: 'Votes décidés' }) decided!: number;
  @ApiProperty({ type: [Number], description: 'Lignes de décision ajoutées au registre' }) ids!: number[];
}

/** A held vote of the queue across contests: the vote, and the contest it was cast in. */
export class HeldQueueVoteResponse extends HeldVoteResponse {
  @ApiProperty({ example: 'Bébé Star de Noël' }) contest_title!: string;
}

export class HeldContestCountResponse {
  @ApiProperty() contest_id!: number;
  @ApiProperty({ example: 'Bébé Star de Noël' }) contest_title!: string;
  @ApiProperty({ description: 'Votes en attente de décision' }) votes!: number;
  @ApiProperty({ type: String, format: 'date-time', description: 'Le plus ancien vote en attente' }) oldest_at!: Date;
}

export class HeldCountsResponse {
  @ApiProperty({ description: 'Votes en attente de décision, tous concours confondus' }) total!: number;
  @ApiProperty({ type: [HeldContestCountResponse], description: 'Par concours, les plus chargés d’abord' })
  contests!: HeldContestCountResponse[];
}
