import { ApiProperty } from '@nestjs/swagger';
import { ProofOfWorkChallengeResponse } from '@app/identity';
import { VoteReceiptResponse } from '@app/transparency';

/**
 * The answer to an accepted free vote: 201 when counted, 202 when held for verification (in the
 * ledger, counted once an administrator releases it); replayed as is for a retried Idempotency-Key.
 */
export class FreeVoteResponse {
  @ApiProperty({ description: 'Ligne du registre des votes' }) id!: number;
  @ApiProperty({
    type: VoteReceiptResponse,
    description: 'Reçu du vote : à vérifier sur /verifier une fois le vote dans un état signé du registre',
  })
  receipt!: VoteReceiptResponse;

  @ApiProperty() participant!: number;
  @ApiProperty() contest!: number;
  @ApiProperty({ description: 'Votes du participant dans le classement au moment de la réponse' })
  vote_count!: number;

  @ApiProperty({ format: 'date-time', description: 'Prochain vote gratuit possible pour ce participant' })
  next_vote_at!: string;

  @ApiProperty({ enum: ['counted', 'held'], description: 'held : vote reçu, en vérification (pas encore compté)' })
  status!: 'counted' | 'held';

  @ApiProperty({ example: 'Merci pour votre vote !' }) detail!: string;
}

/**
 * A free vote refused by the cooldown or a daily cap (429, with the same delay in Retry-After), or the
 * first vote of a device that brought no proof of work (429 `proof_of_work_required`, with a challenge).
 */
export class FreeVoteRefusalResponse {
  @ApiProperty() detail!: string;
  @ApiProperty({ format: 'date-time', required: false, description: 'Absent quand une preuve de travail est demandée' })
  next_vote_at?: string;

  @ApiProperty({ required: false, description: 'Secondes avant le prochain vote gratuit' }) retry_after?: number;
  @ApiProperty({ enum: ['proof_of_work_required'], required: false }) code?: 'proof_of_work_required';
  @ApiProperty({
    type: ProofOfWorkChallengeResponse,
    required: false,
    description: 'Défi à résoudre par le navigateur, puis renvoyer le vote avec X-Proof-Of-Work',
  })
  challenge?: ProofOfWorkChallengeResponse;
}
