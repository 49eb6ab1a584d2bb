import { applyDecorators } from '@nestjs/common';
import { ApiHeader, ApiProperty, ApiTooManyRequestsResponse } from '@nestjs/swagger';

/** An ALTCHA challenge (the classic one, `altcha-lib/v1`): find the number, at most `maxnumber`. */
export class ProofOfWorkChallengeResponse {
  @ApiProperty({ example: 'SHA-256' }) algorithm!: string;
  @ApiProperty({ description: 'SHA-256 du sel suivi du nombre à trouver, en hexadécimal' }) challenge!: string;
  @ApiProperty({ description: 'Le nombre à trouver est entre 0 et celui-ci' }) maxnumber!: number;
  @ApiProperty({ description: 'Sel, avec la date d’expiration du défi (`expires=`, secondes Unix)' }) salt!: string;
  @ApiProperty({ description: 'Signature du défi par le serveur' }) signature!: string;
}

export class ProofOfWorkRequiredResponse {
  @ApiProperty() detail!: string;
  @ApiProperty({ enum: ['proof_of_work_required'] }) code!: string;
  @ApiProperty({ type: ProofOfWorkChallengeResponse }) challenge!: ProofOfWorkChallengeResponse;
}

/** Documents a route that a busy address may call only with a solved challenge. */
export const ProofOfWorkGated = (): MethodDecorator =>
  applyDecorators(
    ApiHeader({
      name: 'X-Proof-Of-Work',
      required: false,
      description:
        'Défi résolu, exigé seulement quand l’adresse est très active (réponse 429 `proof_of_work_required`) : ' +
        'JSON {algorithm, challenge, number, salt, signature} en base64. Un défi ne sert qu’une fois.',
    }),
    ApiTooManyRequestsResponse({
      type: ProofOfWorkRequiredResponse,
      description:
        'Adresse très active : renvoyer la requête avec le défi résolu (`challenge`). Sans `code`, avec ' +
        '`Retry-After` : le plafond de l’adresse est atteint.',
    }),
  );
