import { ApiExtraModels, ApiProperty, getSchemaPath } from '@nestjs/swagger';
import { LEAF_CHANNELS, type LeafChannel } from '@app/contracts';

export class TreeHeadResponse {
  @ApiProperty({ description: 'Nombre de votes (feuilles) couverts' }) size!: number;
  @ApiProperty({ description: 'Racine de Merkle (RFC 9162), hexadécimal' }) root!: string;
  @ApiProperty({ format: 'date-time' }) time!: string;
  @ApiProperty({ description: 'Clé qui a signé : début de son empreinte' }) key_id!: string;
  @ApiProperty({ description: 'Signature Ed25519 (base64)' }) signature!: string;
}

export class TreeHeadPageResponse {
  @ApiProperty({ type: [TreeHeadResponse], description: 'Du plus récent au plus ancien' }) heads!: TreeHeadResponse[];
  @ApiProperty({ nullable: true, type: Number, description: 'Taille avant laquelle lire la page suivante' })
  next_before!: number | null;
}

export class TransparencyKeyResponse {
  @ApiProperty() key_id!: string;
  @ApiProperty({ enum: ['ed25519'] }) algorithm!: 'ed25519';
  @ApiProperty({ description: 'Clé publique brute (32 octets, base64)' }) public_key!: string;
  @ApiProperty({ description: 'SHA-256 de la clé publique brute, hexadécimal' }) fingerprint!: string;
  @ApiProperty({ format: 'date-time' }) created_at!: string;
}

/** The fields of every version of a leaf (libs/platform/contracts `VoteLeaf`). */
abstract class VoteLeafFields {
  @ApiProperty({ description: 'Numéro du reçu (ligne du registre)' }) id!: number;
  @ApiProperty({ enum: ['free', 'paid', 'reversal', 'held', 'release', 'rejection'] })
  kind!: 'free' | 'paid' | 'reversal' | 'held' | 'release' | 'rejection';

  @ApiProperty() weight!: number;
  @ApiProperty() contest!: number;
  @ApiProperty() participant!: number;
  @ApiProperty({ format: 'date-time' }) at!: string;
  @ApiProperty({ nullable: true, type: Number }) ref!: number | null;
  @ApiProperty({ nullable: true, type: String, description: 'Empreinte salée du paiement' }) payment!: string | null;
}

/** Leaves of the rows written before the phone number was the voter. */
export class VoteLeafV1Response extends VoteLeafFields {
  @ApiProperty({ enum: [1] }) v!: 1;
  @ApiProperty({ nullable: true, type: String, description: 'Empreinte salée du compte, propre au concours' })
  voter!: string | null;

  @ApiProperty({ nullable: true, type: String, description: 'Empreinte salée de l’appareil, propre au concours' })
  device!: string | null;
}

/** Leaves of the rows written after the phone number became the voter and before the channel was recorded. */
export class VoteLeafV2Response extends VoteLeafFields {
  @ApiProperty({ enum: [2] }) v!: 2;
  @ApiProperty({
    nullable: true,
    type: String,
    description: 'Empreinte salée du numéro de téléphone du votant, propre au concours',
  })
  number!: string | null;
}

export class VoteLeafV3Response extends VoteLeafFields {
  @ApiProperty({ enum: [3] }) v!: 3;
  @ApiProperty({
    nullable: true,
    type: String,
    description: 'Empreinte salée du numéro de téléphone du votant, propre au concours',
  })
  number!: string | null;

  @ApiProperty({
    enum: LEAF_CHANNELS,
    description: 'Canal du vote : site web, menu USSD ou SMS (celui du vote visé pour une annulation ou une décision)',
  })
  channel!: LeafChannel;
}

/** What became of a vote since it was logged, as the ranking counts it now (not part of the signed leaf). */
export class VoteStandingResponse {
  @ApiProperty({
    enum: ['counted', 'held', 'released', 'rejected', 'reversed'],
    description: 'Compté, en vérification, validé après vérification, refusé, ou annulé',
  })
  status!: 'counted' | 'held' | 'released' | 'rejected' | 'reversed';

  @ApiProperty({ description: 'Votes que ce vote compte aujourd’hui dans le classement' }) votes!: number;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Reçu de la décision (validation, refus) ou de l’annulation qui l’a changé',
  })
  decided_by!: number | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true }) decided_at!: string | null;
}

/** A vote's receipt proved against the latest signed head: everything a verifier needs, offline. */
@ApiExtraModels(VoteLeafV1Response, VoteLeafV2Response, VoteLeafV3Response)
export class ReceiptProofResponse {
  @ApiProperty({ description: 'Position du vote dans le registre public' }) index!: number;
  @ApiProperty({
    description: 'Le vote tel que le registre le tient, dans la version de sa ligne (v)',
    oneOf: [
      { $ref: getSchemaPath(VoteLeafV1Response) },
      { $ref: getSchemaPath(VoteLeafV2Response) },
      { $ref: getSchemaPath(VoteLeafV3Response) },
    ],
  })
  leaf!: VoteLeafV1Response | VoteLeafV2Response | VoteLeafV3Response;
  @ApiProperty({ description: 'Empreinte du vote (RFC 9162), hexadécimal' }) leaf_hash!: string;
  @ApiProperty({ type: TreeHeadResponse }) head!: TreeHeadResponse;
  @ApiProperty({ description: 'Clé publique qui a signé l’état (base64)' }) public_key!: string;
  @ApiProperty({ type: [String], description: 'Chemin d’inclusion, hexadécimal' }) proof!: string[];
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Prénom de l’enfant, tel que le classement public le montre ; null quand il n’y est plus',
  })
  participant_name!: string | null;

  @ApiProperty({
    type: VoteStandingResponse,
    nullable: true,
    description: 'Ce qu’il est advenu du vote ; null pour une décision ou une annulation',
  })
  standing!: VoteStandingResponse | null;
}

/** A receipt's leaf and inclusion proof, as the log alone gives them. */
export type ReceiptInclusion = Omit<ReceiptProofResponse, 'participant_name' | 'standing'>;

export class ConsistencyProofResponse {
  @ApiProperty({ type: TreeHeadResponse }) first!: TreeHeadResponse;
  @ApiProperty({ type: TreeHeadResponse }) second!: TreeHeadResponse;
  @ApiProperty({ type: [String], description: 'Preuve de cohérence (RFC 9162), hexadécimal' }) proof!: string[];
}

/** What a vote's answer carries: enough to find and check the vote in the public log later. */
export class VoteReceiptResponse {
  @ApiProperty({ description: 'Numéro du reçu (ligne du registre)' }) ledger_id!: number;
  @ApiProperty({ description: 'Empreinte du vote (RFC 9162), hexadécimal' }) leaf_hash!: string;
}

export class LogWitnessResponse {
  @ApiProperty({ description: 'Nom du témoin dans ses cosignatures' }) name!: string;
  @ApiProperty({ description: 'Clé de vérification de ses cosignatures (C2SP signed-note, type cosignature/v1)' })
  verifier_key!: string;
}

export class LogWitnessesResponse {
  @ApiProperty({ type: [LogWitnessResponse] }) witnesses!: LogWitnessResponse[];
  @ApiProperty({ description: 'Cosignatures requises avant qu’un point de contrôle soit publié' }) quorum!: number;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Le témoin du commissaire de justice, qui cosigne chaque clôture de concours',
  })
  court_witness!: string | null;
}
