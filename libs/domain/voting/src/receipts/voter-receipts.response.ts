import { ApiProperty } from '@nestjs/swagger';

/** One vote of "Mes votes", with its receipt. */
export class VoterReceiptResponse {
  @ApiProperty({ description: 'Numéro du reçu (ligne du registre)' }) ledger_id!: number;
  @ApiProperty({ description: 'Empreinte du vote dans le registre public (RFC 9162), hexadécimal' }) leaf_hash!: string;
  @ApiProperty({ enum: ['free', 'paid', 'held'] }) kind!: 'free' | 'paid' | 'held';
  @ApiProperty({ description: 'Votes de la ligne (ceux d’un pack pour un paiement)' }) votes!: number;
  @ApiProperty({
    enum: ['counted', 'held', 'released', 'rejected', 'reversed'],
    description:
      'counted : compté ; held : en vérification ; released : validé ; rejected : refusé ; reversed : annulé',
  })
  status!: 'counted' | 'held' | 'released' | 'rejected' | 'reversed';

  @ApiProperty({ format: 'date-time' }) at!: string;
  @ApiProperty() contest_id!: number;
  @ApiProperty() contest_title!: string;
  @ApiProperty() participant_id!: number;
  @ApiProperty() baby_name!: string;
}

export class VoterReceiptPageResponse {
  @ApiProperty({ type: [VoterReceiptResponse], description: 'Du plus récent au plus ancien' })
  results!: VoterReceiptResponse[];

  @ApiProperty({ nullable: true, type: Number, description: 'Reçus plus anciens : before=next_before' })
  next_before!: number | null;
}
