import { Inject, Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '@app/config';
import { readNumber } from '@app/identity';
import { REDIS } from '@app/redis';
import { SmsSender } from '@app/sms';
import type Redis from 'ioredis';
import { Counter } from 'prom-client';
import { MetricsService } from '@app/observability';
import { ChannelVotes } from '../channel-votes';
import { SMS_VOTES } from '../channels.messages';
import { ChannelSettings } from '../settings/channel-settings';

/** An SMS to the short code, as Africa's Talking hands it over. */
export interface InboundMessage {
  /** The gateway's id of the message: the same message delivered twice acts once. */
  id: string;
  from: string;
  to: string;
  text: string;
}

export type InboundOutcome = 'voted' | 'unknown_code' | 'not_understood' | 'ignored' | 'duplicate';

/** A message's id is remembered this long: a delivery retried within it acts and answers once. */
const SEEN_SECONDS = 2 * 24 * 3600;
/** Answers to messages not understood, per number and day: junk must not drain the SMS budget. */
const HELP_REPLIES_PER_DAY = 3;

/**
 * Votes by SMS: "VOTE 4821" (or any keyword of the settings, or the code alone) sent to the short code
 * is a free vote of the sender's number, under the same rules as every channel (ChannelVotes), answered
 * by SMS: counted with the receipt number, held, or why not. A message not understood gets the way to
 * vote, a few times a day at most; a number the service does not serve, or a message to another
 * number, gets nothing. Every answer is an SMS of the day's budget.
 */
@Injectable()
export class SmsVotes {
  private readonly logger = new Logger(SmsVotes.name);
  private readonly countries: Set<string>;
  private readonly messages: Counter<'outcome'>;

  constructor(
    config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly votes: ChannelVotes,
    private readonly settings: ChannelSettings,
    private readonly sms: SmsSender,
    metrics: MetricsService,
  ) {
    this.countries = new Set(config.phoneSignIn.countries.map((code) => code.toUpperCase()));
    this.messages = new Counter({
      name: 'sms_inbound_messages_total',
      help: 'SMS received on the short code, by outcome',
      labelNames: ['outcome'] as const,
      registers: [metrics.registry],
    });
  }

  async receive(message: InboundMessage, now = new Date()): Promise<InboundOutcome> {
    const outcome = await this.handle(message, now);
    this.messages.inc({ outcome });
    return outcome;
  }

  private async handle(message: InboundMessage, now: Date): Promise<InboundOutcome> {
    const number = readNumber(message.from, undefined);
    if (!number?.mobile || !this.countries.has(number.country)) return 'ignored';
    const settings = await this.settings.current();
    if (message.to.replace(/\D/g, '') !== settings.shortCode) return 'ignored';
    const first = await this.redis.set(`sms:in:{${message.id}}`, '1', 'EX', SEEN_SECONDS, 'NX');
    if (first !== 'OK') return 'duplicate';

    const code = codeIn(message.text, settings.keywords);
    if (code === null) {
      if (await this.mayExplain(number.e164, now)) {
        await this.reply(number.e164, SMS_VOTES.help(settings.keywords[0] ?? 'VOTE', settings.shortCode));
      }
      return 'not_understood';
    }
    const participant = await this.votes.byCode(code, 'sms', now);
    if (!participant) {
      await this.reply(number.e164, SMS_VOTES.unknownCode(code));
      return 'unknown_code';
    }
    const voter = await this.votes.voter(number.e164);
    const text = await this.votes.cast(voter, participant, 'sms', `sms:${message.id}`);
    await this.reply(number.e164, SMS_VOTES.prefix(text));
    return 'voted';
  }

  private async mayExplain(e164: string, now: Date): Promise<boolean> {
    const key = `sms:help:{${e164}}:${now.toISOString().slice(0, 10)}`;
    const [[, count]] = (await this.redis
      .multi()
      .incr(key)
      .expire(key, 2 * 24 * 3600)
      .exec()) as [[Error | null, number]];
    return count <= HELP_REPLIES_PER_DAY;
  }

  /** The answer by SMS; a budget spent or a gateway down leaves the vote as it is, and is logged. */
  private async reply(to: string, text: string): Promise<void> {
    try {
      await this.sms.send({ to, text, purpose: 'vote_receipt' });
    } catch (error) {
      this.logger.warn({ err: error }, 'SMS vote answer not sent');
    }
  }
}

/**
 * The vote code an SMS names: "VOTE 4821", "vote 48 21", "Voter4821", or "4821" alone; accents, case and
 * spaces do not matter. Null for anything else.
 */
export function codeIn(text: string, keywords: readonly string[]): string | null {
  const plain = text.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase().replace(/\s+/g, ' ').trim();
  const words = [...keywords].sort((a, b) => b.length - a.length).map((word) => word.toUpperCase());
  const rest = words.reduce(
    (left, word) => (left === plain && plain.startsWith(word) ? plain.slice(word.length) : left),
    plain,
  );
  const code = rest.replace(/\s/g, '');
  return /^[1-9]\d{3,5}$/.test(code) ? code : null;
}
