import { FastRoute, type FastRouteHandler, type FastRouteInput, MESSAGES } from '@app/common';
import { DeviceIds, PROOF_OF_WORK_HEADER } from '@app/identity';
import { looksAutomated } from './fraud/fraud-score';
import { FreeVoteRefusalResponse, FreeVoteResponse } from './vote.response';
import { VoteService } from './vote.service';

/**
 * `POST /api/contests/participants/{id}/vote/`, the route of contest peaks, served as a fast route
 * (`@FastRoute`, libs/platform/common): the id, the token and the errors are read and answered as every route's
 * are. The token's revocation is checked by the reservation script, in the vote's one Redis round
 * trip. Visitors may call it, so that a missing or expired token gets the vote's own French 401.
 */
@FastRoute({
  method: 'POST',
  path: '/api/contests/participants/:id/vote',
  ids: { id: MESSAGES.votes.participantNotFound },
  operationId: 'FreeVoteRoute_vote',
  summary:
    'Vote gratuit (un toutes les 10 minutes par participant, 50 par jour par numéro de téléphone confirmé et par ' +
    'appareil : cookie bs_device)',
  tags: ['votes'],
  headers: [
    { name: 'Idempotency-Key', description: 'Rejouer la requête rend la première réponse' },
    {
      name: 'X-Proof-Of-Work',
      description:
        'Défi résolu (JSON {algorithm, challenge, number, salt, signature} en base64), exigé au premier vote ' +
        'd’un appareil (réponse 429 `proof_of_work_required`). Un défi ne sert qu’une fois (400 sinon).',
    },
  ],
  responses: {
    201: { description: 'Vote compté', type: FreeVoteResponse },
    403: {
      description:
        'Compte sans numéro de téléphone confirmé (`code: phone_required`) : confirmer un numéro par SMS, puis voter',
      type: FreeVoteRefusalResponse,
    },
    202: {
      description: 'Vote reçu, en vérification : enregistré, compté quand un administrateur le valide',
      type: FreeVoteResponse,
    },
    429: {
      description:
        'Délai de 10 minutes, ou plafond du jour atteint : du compte, de l’appareil, de la connexion (en-tête ' +
        'Retry-After) ; ou premier vote de cet appareil sans preuve de travail (`code: proof_of_work_required`, ' +
        '`challenge` à résoudre, puis renvoyer le vote avec X-Proof-Of-Work)',
      type: FreeVoteRefusalResponse,
    },
  },
})
export class FreeVoteRoute implements FastRouteHandler {
  constructor(
    private readonly votes: VoteService,
    private readonly devices: DeviceIds,
  ) {}

  async handle({ ids, caller, request }: FastRouteInput) {
    const idempotencyKey = request.headers['idempotency-key'];
    const proof = request.headers[PROOF_OF_WORK_HEADER];
    const answer = await this.votes.vote({
      voterId: caller?.userId,
      tokenIssuedMs: caller?.tokenIssuedMs,
      phoneNumberId: caller?.phoneNumberId,
      numberSinceMs: caller?.numberSinceMs,
      participantId: ids.id,
      ip: request.ip,
      deviceId: this.devices.deviceOf(request),
      idempotencyKey: typeof idempotencyKey === 'string' ? idempotencyKey : undefined,
      proof: typeof proof === 'string' ? proof : undefined,
      automated: looksAutomated(request.headers['user-agent'], request.headers['accept-language']),
      channel: 'web',
    });
    return { status: answer.status === 'held' ? 202 : 201, body: answer };
  }
}
