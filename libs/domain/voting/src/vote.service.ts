import { randomUUID } from 'node:crypto';
import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { AppError, MESSAGES } from '@app/common';
import { AppConfig } from '@app/config';
import { type VotingState, votingState } from '@app/contests';
import { type VoteTarget } from '@app/entries';
import { DeviceIds, ProofOfWork } from '@app/identity';
import { isContestEndedError, type LeafVersion, VoterVotesReader, LedgerWriter, type VoteChannel } from '@app/ledger';
import { MetricsService } from '@app/observability';
import { RankingReader } from '@app/ranking';
import { VoteLeaves } from '@app/transparency';
import { Counter } from 'prom-client';
import { VoterAccounts } from './fraud/voter-accounts';
import { FraudPolicy } from './fraud/fraud-policy';
import { FREE_VOTES_PER_DAY, nextFreeVoteAt } from './free-vote-rules';
import { type DailyLimit, VoteLimits, type VoteSubject } from './vote-limits';
import type { FreeVoteResponse } from './vote.response';
import { VoteTargetCache } from './vote-target-cache';

export interface FreeVoteRequest {
  voterId: number | undefined;
  /** When the voter's access token was issued (ms); its revocation is checked with the reservation. */
  tokenIssuedMs: number | undefined;
  /** The voter's confirmed phone number (its id, from the token): the unit of the free-vote caps. */
  phoneNumberId: number | undefined;
  /**
   * When that number was first confirmed (ms), from the token or the carrier's number: the voter's age, so
   * that the vote reads no account. Without it (older tokens, accounts without a number), the account is read.
   */
  numberSinceMs: number | undefined;
  participantId: number;
  /**
   * The client's address; null on the phone channels (USSD, SMS), where the carrier vouches for the
   * number and the aggregator's address is everyone's: no address counter applies there.
   */
  ip: string | null;
  /** The browser's device id, verified (signed by this deployment); null when the request had none. */
  deviceId: string | null;
  idempotencyKey: string | undefined;
  /** A solved proof of work (the `X-Proof-Of-Work` header), which a device's first vote must bring. */
  proof: string | undefined;
  /** Whether the request's headers say a program sent it (a fraud signal). */
  automated: boolean;
  /** What the vote came through: written in its ledger row and its public leaf. */
  channel: VoteChannel;
}

const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{1,100}$/;

/** A free vote's ledger row, as the answer needs it. */
interface RecordedVote {
  id: number;
  tx: string;
  kind: 'free' | 'held';
  createdAt: Date;
  voterId: number;
  deviceHash: string | null;
  phoneNumberId: number | null;
  channel: VoteChannel;
  leafVersion: LeafVersion;
}

/** Each refusal names the limit that applies to this voter. */
const REFUSALS: Record<'cooldown' | DailyLimit, string> = {
  cooldown: MESSAGES.votes.cooldown,
  account_cap: MESSAGES.votes.dailyCap,
  device_cap: MESSAGES.votes.deviceCap,
  no_device_cap: MESSAGES.votes.noDeviceCap,
  address_cap: MESSAGES.votes.addressCap,
};
const REPLAY_WAIT_MS = 2_000;

/** The ledger's key of a request's vote: the client's key is unique per voter only. */
const ledgerKey = (subject: VoteSubject): string => `u${subject.voterId}:${subject.idempotencyKey}`;

/**
 * A free vote: checked and reserved in one Redis script, made durable by the group-commit ledger
 * writer, answered only once committed. If the append fails the reservation is given back and the
 * caller gets a 503, so no vote is ever acknowledged that is not in the ledger.
 */
@Injectable()
export class VoteService {
  private readonly logger = new Logger(VoteService.name);
  private readonly votes: Counter<'outcome'>;
  private readonly withoutPhone: AppConfig['voting']['withoutPhone'];

  constructor(
    config: AppConfig,
    private readonly targets: VoteTargetCache,
    private readonly limits: VoteLimits,
    private readonly ledger: LedgerWriter,
    private readonly ledgerReader: VoterVotesReader,
    private readonly ranking: RankingReader,
    private readonly devices: DeviceIds,
    private readonly proofOfWork: ProofOfWork,
    private readonly voterAccounts: VoterAccounts,
    private readonly fraud: FraudPolicy,
    private readonly leaves: VoteLeaves,
    metrics: MetricsService,
  ) {
    this.votes = new Counter({
      name: 'free_votes_total',
      help: 'Free vote requests by outcome',
      labelNames: ['outcome'] as const,
      registers: [metrics.registry],
    });
    this.withoutPhone = config.voting.withoutPhone;
  }

  async vote(request: FreeVoteRequest): Promise<FreeVoteResponse> {
    if (request.voterId === undefined || request.tokenIssuedMs === undefined) {
      throw AppError.unauthorized(MESSAGES.votes.loginRequired);
    }
    // The phone number is the voter: an account without one votes free only where the settings allow it.
    if (request.phoneNumberId === undefined && !this.withoutPhone.allowed) {
      this.votes.inc({ outcome: 'phone_required' });
      throw new AppError(HttpStatus.FORBIDDEN, { detail: MESSAGES.phone.freeVoteNeedsPhone, code: 'phone_required' });
    }
    if (request.idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(request.idempotencyKey)) {
      throw AppError.badRequest(MESSAGES.votes.badIdempotencyKey);
    }
    const now = new Date();
    const [target, standing] = await Promise.all([
      this.targets.find(request.participantId),
      this.standingOf(request.voterId, request),
    ]);
    if (!target) throw AppError.notFound(MESSAGES.votes.participantNotFound);
    const accountAgeHours = standing.sinceMs === null ? null : (now.getTime() - standing.sinceMs) / 3600_000;
    const vouched = standing.vouched;
    // A device's first vote costs a proof of work: a script cannot make up a new phone for each vote.
    const proof = request.deviceId === null ? undefined : request.proof;
    const subject: VoteSubject = {
      voterId: request.voterId,
      participantId: request.participantId,
      ipHash: request.ip === null ? null : this.devices.addressHash(request.ip),
      deviceHash: request.deviceId === null ? null : this.devices.hash(request.deviceId),
      idempotencyKey: request.idempotencyKey,
      tokenIssuedMs: request.tokenIssuedMs,
      dailyCap: request.phoneNumberId === undefined ? this.withoutPhone.perDay : FREE_VOTES_PER_DAY,
      youngAccount: this.fraud.isYoung(accountAgeHours, vouched),
      proven: proof !== undefined,
      now,
    };

    const state = votingState({ status: target.contestStatus, endDate: target.endDate }, now);
    const open = state === 'open';
    // A retried request (idempotency key) still gets its first answer after the contest closed.
    if (!open && !subject.idempotencyKey) throw this.closed(state);
    if (proof !== undefined) await this.proofOfWork.spend(proof);
    // The participant's count goes to Redis with the reservation, before the vote has a row: the row is not
    // in it, and the answer adds it, without the projection's watermark to compare it with. Asked first, the
    // turn's counts (read together) go out in the same write as the reservations.
    const [countBefore, reservation] = await Promise.all([
      this.ranking.count(target.contestId, target.participantId),
      this.limits.reserve(subject),
    ]);
    if (reservation.outcome === 'revoked') {
      // Signed out (or password changed) since the token was issued: as if no token had been sent.
      this.votes.inc({ outcome: 'revoked' });
      throw AppError.unauthorized(MESSAGES.votes.loginRequired);
    }
    if (reservation.outcome === 'replay') {
      if (reservation.participantId !== subject.participantId) throw this.keyReused();
      return this.replay(subject, target, reservation.answer);
    }
    if (reservation.outcome === 'proof_required') {
      if (!open) throw this.closed(state);
      this.votes.inc({ outcome: 'proof_required' });
      throw await this.proofOfWork.requiredFrom(request.ip ?? '', MESSAGES.votes.proofOfWorkRequired);
    }
    if (reservation.outcome !== 'reserved') {
      // A retry after its first answer was lost (the process that held it died) finds its vote in the ledger.
      const recorded = await this.recorded(subject, target);
      if (recorded) return recorded;
      if (!open) throw this.closed(state);
      this.votes.inc({ outcome: reservation.outcome });
      throw this.refusal(reservation.outcome, reservation.retryAfterSeconds, now);
    }
    if (!open) {
      await this.limits.release(subject);
      throw this.closed(state);
    }

    const hold = this.fraud.judge({
      ...reservation.counts,
      accountAgeHours,
      vouched,
      automation: request.automated,
    });
    let entry;
    try {
      entry = await this.ledger.appendFreeVote({
        contestId: target.contestId,
        participantId: target.participantId,
        voterId: request.voterId,
        phoneNumberId: request.phoneNumberId ?? null,
        channel: request.channel,
        ipHash: subject.ipHash,
        deviceHash: subject.deviceHash,
        idempotencyKey: subject.idempotencyKey ? ledgerKey(subject) : `auto:${randomUUID()}`,
        hold,
      });
    } catch (error) {
      await this.limits.release(subject).catch(() => undefined);
      // The contest ended while the vote waited for its batch: the ledger refuses it, and it is not counted.
      if (isContestEndedError(error)) throw this.closed('over');
      this.votes.inc({ outcome: 'unavailable' });
      this.logger.error({ err: error, participantId: request.participantId }, 'Free vote not appended');
      throw AppError.unavailable(MESSAGES.votes.unavailable);
    }

    const answer = await this.answer(
      target,
      { ...entry, voterId: request.voterId },
      now,
      entry.inserted ? countBefore : undefined,
    );
    if (!entry.inserted) {
      // The ledger already had this key (Redis lost its memory of it): no new vote was made.
      await this.limits.release(subject);
      if (entry.participantId !== target.participantId) throw this.keyReused();
    }
    await this.limits.remember(subject, JSON.stringify(answer));
    this.votes.inc({ outcome: entry.inserted ? (entry.kind === 'held' ? 'held' : 'accepted') : 'replayed' });
    return answer;
  }

  /**
   * The voter's standing for the fraud score: the voter is its number, whose age is the number's (first
   * confirmed), taken from the request when it says; else the account is read, and its age is its number's
   * or its own, young until its e-mail is confirmed.
   */
  private async standingOf(
    voterId: number,
    request: FreeVoteRequest,
  ): Promise<{ sinceMs: number | null; vouched: boolean }> {
    if (request.phoneNumberId !== undefined && request.numberSinceMs !== undefined) {
      return { sinceMs: request.numberSinceMs, vouched: false };
    }
    const account = await this.voterAccounts.of(voterId);
    const since = account?.numberSince ?? account?.joinedAt;
    return {
      sinceMs: since === undefined ? null : since.getTime(),
      vouched: account !== null && account.numberSince === null && account.emailConfirmed,
    };
  }

  /**
   * The answer to the vote the ledger's row records, with its receipt: the public log's leaf of that row, hashed.
   * Its count is `countBefore` (read before the row was written) with the row's weight, else read now.
   */
  private async answer(
    target: VoteTarget,
    row: RecordedVote,
    castAt: Date,
    countBefore?: number,
  ): Promise<FreeVoteResponse> {
    const { id, kind } = row;
    const weight = kind === 'held' ? 0 : 1;
    const leaf = this.leaves.leafOf({
      id,
      kind,
      weight,
      contestId: target.contestId,
      participantId: target.participantId,
      voterId: row.voterId,
      deviceHash: row.deviceHash,
      phoneNumberId: row.phoneNumberId,
      paymentId: null,
      refId: null,
      createdAt: row.createdAt,
      channel: row.channel,
      leafVersion: row.leafVersion,
    });
    return {
      id,
      receipt: { ledger_id: id, leaf_hash: VoteLeaves.hashOf(leaf).toString('hex') },
      participant: target.participantId,
      contest: target.contestId,
      vote_count:
        countBefore === undefined
          ? await this.ranking.countWith(target.contestId, target.participantId, { tx: row.tx, id, weight })
          : countBefore + weight,
      next_vote_at: nextFreeVoteAt(castAt).toISOString(),
      status: kind === 'held' ? 'held' : 'counted',
      detail: kind === 'held' ? MESSAGES.votes.held : MESSAGES.votes.thanks,
    };
  }

  private async replay(subject: VoteSubject, target: VoteTarget, answer: string | null): Promise<FreeVoteResponse> {
    const deadline = Date.now() + REPLAY_WAIT_MS;
    let stored = answer;
    while (stored === null && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      stored = await this.limits.replay(subject);
    }
    if (stored === null) {
      const recorded = await this.recorded(subject, target);
      if (recorded) return recorded;
      throw AppError.conflict(MESSAGES.votes.inProgress);
    }
    this.votes.inc({ outcome: 'replayed' });
    return JSON.parse(stored) as FreeVoteResponse;
  }

  /**
   * The answer to a retried request whose vote the ledger holds although Redis has no answer for it:
   * the process that appended it died before answering, or Redis forgot. Remembered again for the next retry.
   */
  private async recorded(subject: VoteSubject, target: VoteTarget): Promise<FreeVoteResponse | null> {
    if (!subject.idempotencyKey) return null;
    const row = await this.ledgerReader.freeVoteByKey(ledgerKey(subject));
    if (!row) return null;
    if (row.participantId !== subject.participantId) throw this.keyReused();
    const answer = await this.answer(target, { ...row, voterId: subject.voterId }, row.createdAt);
    await this.limits.remember(subject, JSON.stringify(answer));
    this.votes.inc({ outcome: 'replayed' });
    return answer;
  }

  /** An idempotency key names one request: sent again for another participant, it is a client's mistake. */
  private keyReused(): AppError {
    this.votes.inc({ outcome: 'key_reused' });
    return AppError.unprocessable(MESSAGES.votes.idempotencyKeyReused);
  }

  private closed(state: Exclude<VotingState, 'open'>): AppError {
    this.votes.inc({ outcome: 'closed' });
    return AppError.badRequest(state === 'not_open_yet' ? MESSAGES.votes.notOpenYet : MESSAGES.votes.contestOver);
  }

  private refusal(outcome: 'cooldown' | DailyLimit, retryAfterSeconds: number, now: Date): AppError {
    const error = AppError.tooManyRequests(REFUSALS[outcome], retryAfterSeconds);
    Object.assign(error.body, {
      next_vote_at: new Date(now.getTime() + retryAfterSeconds * 1000).toISOString(),
      retry_after: retryAfterSeconds,
    });
    return error;
  }
}
