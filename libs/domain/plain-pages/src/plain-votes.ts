import { HttpStatus, Injectable } from '@nestjs/common';
import { AppError, MESSAGES } from '@app/common';
import { DeviceIds } from '@app/identity';
import { type FreeVoteRequest, looksAutomated, VoteService } from '@app/voting';
import type { FastifyRequest } from 'fastify';
import type { VoteOutcome } from './pages/participant-page';
import type { PlainVoter } from './plain-session';
import { PLAIN_TEXTS } from './plain-texts';

/** A free vote from a page without script: its outcome, and the HTTP status of the page that says it. */
export interface CastVote {
  status: number;
  outcome: VoteOutcome;
}

const isProofRequired = (error: unknown) =>
  error instanceof AppError &&
  error.status === HttpStatus.TOO_MANY_REQUESTS &&
  (error.body as { code?: unknown }).code === 'proof_of_work_required';

/** A refusal's own words, and when the next free vote may come (cooldown, daily caps). */
function refusalOf(error: AppError): VoteOutcome {
  const body = error.body as { detail?: unknown; next_vote_at?: unknown };
  const detail = typeof body.detail === 'string' ? body.detail : MESSAGES.http.badRequest;
  const next = typeof body.next_vote_at === 'string' ? new Date(body.next_vote_at) : null;
  return {
    kind: 'refused',
    detail: detail === MESSAGES.votes.noDeviceCap ? PLAIN_TEXTS.result.noDeviceCap : detail,
    nextVoteAt: next && !Number.isNaN(next.getTime()) ? next : null,
  };
}

/**
 * The free vote of the pages without script: the site's vote (`VoteService.vote`, channel `web`), with
 * the browser's device id. A device's first vote must bring a proof of work, which a page without script
 * cannot compute: such a vote counts as a vote without device id, which the rules already bound (the
 * votes without device of an address share one device's 50 a day, beside the number's own caps). A
 * device that proved itself once (the full site) votes as itself here too.
 */
@Injectable()
export class PlainVotes {
  constructor(
    private readonly votes: VoteService,
    private readonly devices: DeviceIds,
  ) {}

  /** Votes for the participant; a refusal of the rules (4xx) is an outcome to show, anything else is thrown. */
  async cast(
    voter: PlainVoter,
    participantId: number,
    request: FastifyRequest,
    key: string | undefined,
  ): Promise<CastVote> {
    const vote: FreeVoteRequest = {
      voterId: voter.userId,
      tokenIssuedMs: voter.tokenIssuedMs,
      phoneNumberId: voter.phoneNumberId,
      numberSinceMs: voter.numberSinceMs,
      participantId,
      ip: request.ip,
      deviceId: this.devices.deviceOf(request),
      idempotencyKey: key,
      proof: undefined,
      automated: looksAutomated(request.headers['user-agent'], request.headers['accept-language']),
      channel: 'web',
    };
    try {
      const answer = await this.withoutProof(vote);
      return {
        status: HttpStatus.OK,
        outcome: {
          kind: answer.status === 'held' ? 'held' : 'counted',
          votes: answer.vote_count,
          receipt: { ledgerId: answer.receipt.ledger_id, leafHash: answer.receipt.leaf_hash },
          nextVoteAt: new Date(answer.next_vote_at),
        },
      };
    } catch (error) {
      if (
        !(error instanceof AppError) ||
        error.status >= HttpStatus.INTERNAL_SERVER_ERROR ||
        error.status === HttpStatus.UNAUTHORIZED
      )
        throw error;
      return { status: error.status, outcome: refusalOf(error) };
    }
  }

  private async withoutProof(vote: FreeVoteRequest) {
    try {
      return await this.votes.vote(vote);
    } catch (error) {
      if (vote.deviceId === null || !isProofRequired(error)) throw error;
      return this.votes.vote({ ...vote, deviceId: null });
    }
  }
}
