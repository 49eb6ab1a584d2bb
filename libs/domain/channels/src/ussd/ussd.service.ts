import { Injectable, Logger } from '@nestjs/common';
import { AppError } from '@app/common';
import { AppConfig } from '@app/config';
import { ContestDirectory, votingState } from '@app/contests';
import { VoteCodes } from '@app/entries';
import { type PhoneVoter, readNumber } from '@app/identity';
import { PaymentPush, VotePacksService } from '@app/payments';
import { RankingReader } from '@app/ranking';
import { Counter } from 'prom-client';
import { MetricsService } from '@app/observability';
import { type ChannelParticipant, ChannelVotes } from '../channel-votes';
import { USSD } from '../channels.messages';
import { ChannelSettings } from '../settings/channel-settings';
import {
  type MenuContest,
  type MenuPack,
  type MenuParticipant,
  type MenuRankingLine,
  type UssdMenuPort,
  ussdInputs,
  ussdScreen,
} from './ussd-menu';
import { UssdSessions } from './ussd-sessions';

/** One request of Africa's Talking's USSD callback, its fields checked. */
export interface UssdRequest {
  sessionId: string;
  serviceCode: string;
  phoneNumber: string;
  networkCode: string;
  text: string;
}

/** An input of the session is what a keypad types: digits, `*` and `#`; the whole text stays short. */
const TEXT = /^[0-9#*]{0,200}$/;

/**
 * A USSD session, one request at a time: the caller's number (the network's) is the voter; the
 * session's state is its inputs (UssdMenu) and its record in Redis (UssdSessions): a request later
 * than the network's session time, with another caller's number, or after the session ended is
 * refused and acts on nothing. The aggregator's retry of the session's last request gets its answer again.
 */
@Injectable()
export class UssdService {
  private readonly logger = new Logger(UssdService.name);
  private readonly countries: Set<string>;
  private readonly requests: Counter<'outcome'>;

  constructor(
    config: AppConfig,
    private readonly sessions: UssdSessions,
    private readonly votes: ChannelVotes,
    private readonly settings: ChannelSettings,
    private readonly contests: ContestDirectory,
    private readonly ranking: RankingReader,
    private readonly codes: VoteCodes,
    private readonly packs: VotePacksService,
    private readonly payments: PaymentPush,
    metrics: MetricsService,
  ) {
    this.countries = new Set(config.phoneSignIn.countries.map((code) => code.toUpperCase()));
    this.requests = new Counter({
      name: 'ussd_requests_total',
      help: 'USSD requests by outcome: con (menu), end (session closed), refused (expired, ended, wrong caller, number)',
      labelNames: ['outcome'] as const,
      registers: [metrics.registry],
    });
  }

  /** The answer to one request: `CON …` or `END …`. */
  async answer(request: UssdRequest, now = new Date()): Promise<string> {
    if (!TEXT.test(request.text)) return this.refused(USSD.invalidChoice);
    const number = readNumber(request.phoneNumber, undefined);
    if (!number?.mobile || !this.countries.has(number.country)) return this.refused(USSD.numberNotServed);
    const session = await this.sessions.touch(request.sessionId, number.e164, now);
    if (session.outcome === 'wrong_caller') return this.refused(USSD.wrongCaller);
    if (session.outcome === 'expired') return this.refused(USSD.sessionExpired(request.serviceCode));
    if (session.outcome === 'ended') {
      if (session.text === request.text && session.answer !== null) return session.answer;
      return this.refused(USSD.sessionOver);
    }
    const screen = await ussdScreen(ussdInputs(request.text), this.port(request.sessionId, number.e164, now));
    if (!screen.end) {
      this.requests.inc({ outcome: 'con' });
      return `CON ${screen.text}`;
    }
    const answer = `END ${screen.text}`;
    await this.sessions.end(request.sessionId, request.text, answer);
    this.requests.inc({ outcome: 'end' });
    return answer;
  }

  private refused(text: string): string {
    this.requests.inc({ outcome: 'refused' });
    return `END ${text}`;
  }

  /** What the menu reads and does for this caller, each read made once per request. */
  private port(sessionId: string, e164: string, now: Date): UssdMenuPort {
    const once = <T>(load: () => Promise<T>) => {
      let value: Promise<T> | undefined;
      return () => (value ??= load());
    };
    const voter = once(() => this.votes.voter(e164));
    const contests = once(() => this.openContests(now));
    const packs = once(() => this.packList());
    const ranking = (contestId: number, offset: number, limit: number) => this.rankingLines(contestId, offset, limit);
    return {
      contests,
      participants: async (contestId, offset, limit) => {
        const page = await ranking(contestId, offset, limit);
        return { total: page.total, lines: page.lines.map((line) => ({ ...line, contestId })) };
      },
      ranking: async (contestId, offset, limit) => {
        const page = await ranking(contestId, offset, limit);
        return { total: page.total, lines: page.lines };
      },
      byCode: (code) => this.votes.byCode(code, 'ussd', now),
      packs,
      vote: async (participant) => this.votes.cast(await voter(), participant, 'ussd', idempotencyKeyOf(sessionId)),
      buy: async (participant, pack) => this.buy(await voter(), e164, participant, pack),
      statement: async () => this.votes.statement(await voter(), now),
    };
  }

  private async openContests(now: Date): Promise<MenuContest[]> {
    const ids = await this.contests.openIds();
    const details = await this.contests.details(ids);
    const open = [...details.values()]
      .filter((contest) => votingState({ status: contest.status, endDate: contest.endDate }, now) === 'open')
      .sort((a, b) => a.endDate.getTime() - b.endDate.getTime() || a.id - b.id);
    const allowed = await Promise.all(open.map((contest) => this.settings.isOpen(contest.id, 'ussd')));
    return open.filter((_, index) => allowed[index]).map((contest) => ({ id: contest.id, title: contest.title }));
  }

  private async rankingLines(
    contestId: number,
    offset: number,
    limit: number,
  ): Promise<{ total: number; lines: (MenuRankingLine & Omit<MenuParticipant, 'contestId'>)[] }> {
    const page = await this.ranking.page(contestId, offset, limit);
    const codes = await this.codes.ofParticipants(page.entries.map((entry) => entry.participant_id));
    return {
      total: page.total,
      lines: page.entries.map((entry) => ({
        id: entry.participant_id,
        rank: entry.rank,
        name: entry.baby_name,
        code: codes.get(entry.participant_id) ?? '-',
        votes: entry.vote_count,
      })),
    };
  }

  private async packList(): Promise<MenuPack[]> {
    const packs = await this.packs.list({});
    return packs.map((pack) => ({ id: pack.id, votes: pack.votes_count, price: pack.current_price }));
  }

  private async buy(voter: PhoneVoter, e164: string, participant: ChannelParticipant, pack: MenuPack): Promise<string> {
    if (!voter.active) return USSD.accountDisabled;
    try {
      const pushed = await this.payments.push({
        userId: voter.userId,
        phoneNumber: e164,
        packId: pack.id,
        participantId: participant.id,
        channel: 'ussd',
      });
      return USSD.pushed(pushed.amount);
    } catch (error) {
      if (error instanceof AppError && Number(error.status) < 500) {
        return typeof error.body.detail === 'string' ? error.body.detail : USSD.unavailable;
      }
      this.logger.error({ err: error, participantId: participant.id }, 'USSD payment push failed');
      return USSD.unavailable;
    }
  }
}

/** The vote's idempotency key: one free vote per session, whatever the aggregator retries. */
function idempotencyKeyOf(sessionId: string): string {
  return `ussd:${sessionId.replace(/[^A-Za-z0-9._:-]/g, '_')}`.slice(0, 100);
}
