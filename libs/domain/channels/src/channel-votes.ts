import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { AppError, MESSAGES } from '@app/common';
import { votingState } from '@app/contests';
import { type VoteCodeMatch, VoteCodes } from '@app/entries';
import { type PhoneVoter, PhoneVoters } from '@app/identity';
import type { VoteChannel } from '@app/ledger';
import { FREE_VOTES_PER_DAY, VoteLimits, VoteService, VoterReceipts, VoteTargetCache } from '@app/voting';
import { CHANNEL_VOTES, USSD } from './channels.messages';
import { ChannelSettings } from './settings/channel-settings';

/** A participant as a phone channel names it: its child's first name and its vote code. */
export interface ChannelParticipant {
  id: number;
  contestId: number;
  name: string;
  code: string;
}

/** How many of the caller's last votes the statement lists. */
const STATEMENT_LINES = 3;
/**
 * What a code names is kept in memory this long: every screen of a session asks again, and a code
 * names the same participant all season (its participant and contest come from VoteTargetCache, the
 * cache the vote itself reads, so the vote that follows finds them there).
 */
const CODE_MEMORY_MS = 10_000;
/** Codes remembered per process at most (all forgotten at once beyond). */
const CODES_REMEMBERED = 50_000;

/**
 * The rule book's door for the channels where the network gives the voter's number (USSD, SMS): the
 * number's account votes through the same VoteService as the site (the same caps per number, fraud
 * score, ledger rows and public leaves, with the row's channel), without a device or an address (the
 * carrier vouches for the number; an aggregator's address is everyone's). Answers are short French texts
 * for a screen or an SMS, never an exception: a refusal says why.
 */
@Injectable()
export class ChannelVotes {
  private readonly logger = new Logger(ChannelVotes.name);
  private readonly codes = new Map<string, { at: number; value: Promise<VoteCodeMatch | null> }>();

  constructor(
    private readonly votes: VoteService,
    private readonly voters: PhoneVoters,
    private readonly settings: ChannelSettings,
    private readonly voteCodes: VoteCodes,
    private readonly targets: VoteTargetCache,
    private readonly limits: VoteLimits,
    private readonly receipts: VoterReceipts,
  ) {}

  voter(e164: string): Promise<PhoneVoter> {
    return this.voters.voterFor(e164);
  }

  /** The participant of a vote code, if its contest is open and takes votes by `channel`; null otherwise. */
  async byCode(code: string, channel: VoteChannel, now = new Date()): Promise<ChannelParticipant | null> {
    const match = await this.match(code);
    const target = match && (await this.targets.find(match.participantId));
    if (!match || !target) return null;
    if (votingState({ status: target.contestStatus, endDate: target.endDate }, now) !== 'open') return null;
    if (!(await this.settings.isOpen(match.contestId, channel))) return null;
    return { id: match.participantId, contestId: match.contestId, name: target.babyName, code: match.code };
  }

  /** What a code names, from this process's memory while fresh. */
  private match(code: string): Promise<VoteCodeMatch | null> {
    const known = this.codes.get(code);
    if (known && Date.now() - known.at < CODE_MEMORY_MS) return known.value;
    if (this.codes.size >= CODES_REMEMBERED) this.codes.clear();
    const value = this.voteCodes.find(code);
    const entry = { at: Date.now(), value };
    this.codes.set(code, entry);
    value.catch(() => {
      if (this.codes.get(code) === entry) this.codes.delete(code);
    });
    return value;
  }

  /** The number's free vote for the participant: the text that says what became of it. */
  async cast(
    voter: PhoneVoter,
    participant: ChannelParticipant,
    channel: Exclude<VoteChannel, 'web'>,
    idempotencyKey: string,
  ): Promise<string> {
    if (!voter.active) return USSD.accountDisabled;
    try {
      const answer = await this.votes.vote({
        voterId: voter.userId,
        tokenIssuedMs: Date.now(),
        phoneNumberId: voter.phoneNumberId,
        numberSinceMs: voter.numberSinceMs,
        participantId: participant.id,
        ip: null,
        deviceId: null,
        idempotencyKey,
        proof: undefined,
        automated: false,
        channel,
      });
      return answer.status === 'held'
        ? CHANNEL_VOTES.held(participant.name, participant.code, answer.receipt.ledger_id)
        : CHANNEL_VOTES.counted(participant.name, participant.code, answer.receipt.ledger_id);
    } catch (error) {
      if (!(error instanceof AppError)) {
        this.logger.error({ err: error, participantId: participant.id, channel }, 'Vote by phone channel failed');
        return USSD.unavailable;
      }
      return this.refusal(error);
    }
  }

  /** The caller's statement: free votes used today and the last votes with their receipt numbers. */
  async statement(voter: PhoneVoter, now = new Date()): Promise<string> {
    const [used, page] = await Promise.all([
      this.limits.usedToday(voter.userId, now),
      this.receipts.page(voter.userId, STATEMENT_LINES),
    ]);
    const codes = await this.voteCodes.ofParticipants(page.results.map((line) => line.participant_id));
    const lines = page.results.map((line) =>
      CHANNEL_VOTES.statementLine(line.baby_name, codes.get(line.participant_id) ?? '-', line.votes, line.ledger_id),
    );
    return [
      CHANNEL_VOTES.statement(used, FREE_VOTES_PER_DAY),
      ...(lines.length ? lines : [CHANNEL_VOTES.noVotes]),
    ].join('\n');
  }

  private refusal(error: AppError): string {
    const detail = error.body.detail;
    if (error.status === HttpStatus.TOO_MANY_REQUESTS) {
      if (detail === MESSAGES.votes.cooldown) {
        const seconds = Number(error.body.retry_after ?? 600);
        return CHANNEL_VOTES.cooldown(Math.max(1, Math.ceil(seconds / 60)));
      }
      if (detail === MESSAGES.votes.dailyCap) return CHANNEL_VOTES.dailyCap;
    }
    if (Number(error.status) >= 500) return USSD.unavailable;
    return typeof detail === 'string' ? detail : USSD.unavailable;
  }
}
