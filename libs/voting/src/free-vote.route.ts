import { Injectable } from '@nestjs/common';
import { getSchemaPath, type OpenAPIObject } from '@nestjs/swagger';
import { MESSAGES, ParseIdPipe, sendError } from '@app/common';
import { bearerToken, DeviceIds, TokenService } from '@app/identity';
import type { FastifyInstance } from 'fastify';
import { looksAutomated } from './fraud/fraud-score';
import { FreeVoteRefusalResponse, FreeVoteResponse } from './vote.response';
import { VoteService } from './vote.service';

/** The free vote's address, in the router's syntax (also Nest's). */
export const FREE_VOTE_PATH = '/api/contests/participants/:id/vote';

/**
 * `POST /api/contests/participants/{id}/vote/`, the route of contest peaks, served by Fastify itself
 * rather than through a Nest controller: no guard, pipe and exception-zone chain per request, which
 * cost about a third of a vote's API CPU (load-tests/RESULTS.md). It does for itself what that chain
 * did for it: the id read as {@link ParseIdPipe} reads every id (a 404 with the vote's message), the
 * bearer token's signature and expiry (its revocation is checked by the reservation script, in the
 * vote's one Redis round trip), the client address as Fastify's trusted proxies give it, and errors
 * answered by `sendError` like every other route's. Fastify's hooks (security headers, CORS, request
 * id, metrics) run for it as for every route.
 *
 * Visitors may call it, so that a missing or expired token gets the vote's own French 401.
 */
@Injectable()
export class FreeVoteRoute {
  /** The response shapes the OpenAPI document must describe (they have no Nest controller to name them). */
  static readonly models = [FreeVoteResponse, FreeVoteRefusalResponse];

  private readonly participantId = new ParseIdPipe(MESSAGES.votes.participantNotFound);

  constructor(
    private readonly votes: VoteService,
    private readonly tokens: TokenService,
    private readonly devices: DeviceIds,
  ) {}

  register(fastify: FastifyInstance): void {
    // No request logger of its own, hence no request line: thousands a second at a peak would drown the
    // log; the vote metrics count them by outcome, and sendError logs an unexpected error with its id.
    const silent = fastify.log.child({}, { level: 'silent' });
    const options = { childLoggerFactory: () => silent };
    fastify.post<{ Params: { id: string } }>(FREE_VOTE_PATH, options, async (request, reply) => {
      try {
        const participantId = this.participantId.transform(request.params.id);
        const token = bearerToken(request.headers.authorization);
        const caller = token ? this.tokens.verifySignature(token) : null;
        const idempotencyKey = request.headers['idempotency-key'];
        const answer = await this.votes.vote({
          voterId: caller?.user_id,
          tokenIssuedMs: caller?.issued_ms,
          participantId,
          ip: request.ip,
          deviceId: this.devices.deviceOf(request),
          idempotencyKey: typeof idempotencyKey === 'string' ? idempotencyKey : undefined,
          automated: looksAutomated(request.headers['user-agent'], request.headers['accept-language']),
        });
        void reply.code(answer.status === 'held' ? 202 : 201);
        return answer;
      } catch (error) {
        sendError(error, request, reply);
        return reply;
      }
    });
  }

  /** Adds the route to the API's OpenAPI document, as the controllers' decorators describe theirs. */
  static describe(document: OpenAPIObject): void {
    const json = (model: new () => object) => ({ 'application/json': { schema: { $ref: getSchemaPath(model) } } });
    document.paths['/api/contests/participants/{id}/vote'] = {
      post: {
        operationId: 'FreeVoteRoute_vote',
        summary:
          'Vote gratuit (un toutes les 10 minutes par participant, 50 par jour par compte et par appareil : cookie bs_device)',
        tags: ['votes'],
        security: [{ bearer: [] }],
        parameters: [
          { name: 'id', required: true, in: 'path', schema: { type: 'number' } },
          {
            name: 'Idempotency-Key',
            in: 'header',
            description: 'Rejouer la requête rend la première réponse',
            required: false,
            schema: { type: 'string' },
          },
        ],
        responses: {
          201: { description: 'Vote compté', content: json(FreeVoteResponse) },
          202: {
            description: 'Vote reçu, en vérification : enregistré, compté quand un administrateur le valide',
            content: json(FreeVoteResponse),
          },
          429: {
            description:
              'Délai de 10 minutes, ou plafond du jour atteint : du compte, de l’appareil, de la connexion (en-tête Retry-After)',
            content: json(FreeVoteRefusalResponse),
          },
        },
      },
    };
  }
}
