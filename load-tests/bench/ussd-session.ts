/**
 * A free vote by USSD as the bench's phones make it: three requests of Africa's Talking's callback in one
 * session (dialled, "1. Voter gratuitement", the participant's code), and what each answer means.
 */
import { CHANNEL_VOTES, USSD } from '@app/channels/channels.messages';

/** The requests of one vote, in order: the home screen, the screen asking for the code, the vote. */
export const VOTE_STEPS = ['home', 'code', 'vote'] as const;
export type VoteStep = (typeof VOTE_STEPS)[number];

/** The service code the channels' migration sets (`channel_settings.ussd_service_code`). */
export const BENCH_SERVICE_CODE = '*384*7#';
/** Orange Côte d'Ivoire (MCC 612, MNC 03), the network of the bench's +225 07 numbers. */
export const BENCH_NETWORK_CODE = '61203';

export interface UssdCall {
  sessionId: string;
  phoneNumber: string;
  /** The vote code of the participant the session votes for. */
  code: string;
}

/** The `text` field of a step: every input of the session so far, joined by `*` ('' when dialled). */
export function stepText(step: number, code: string): string {
  return ['', '1', `1*${code}`][step];
}

/** The form the aggregator posts for a step of the call (application/x-www-form-urlencoded). */
export function ussdForm(call: UssdCall, step: number): string {
  return new URLSearchParams({
    sessionId: call.sessionId,
    serviceCode: BENCH_SERVICE_CODE,
    phoneNumber: call.phoneNumber,
    networkCode: BENCH_NETWORK_CODE,
    text: stepText(step, call.code),
  }).toString();
}

export type UssdAnswer =
  /** `CON …`: a screen that waits for the next input. */
  | { kind: 'menu'; text: string }
  /** `END …` with a receipt: the vote is a ledger row (counted, or held for review). */
  | { kind: 'counted' | 'held'; receipt: number }
  /** `END …` without a vote: why, in a few words (the kinds of `refusalKind`). */
  | { kind: 'refused'; reason: string }
  /** Neither `CON ` nor `END `: not the aggregator's contract. */
  | { kind: 'malformed' };

/** Stands for a message's arguments, to tell its fixed words from what varies. */
const MARK = '\u0000';

/** Whether `text` is `message` with other arguments: its fixed words before and after them match. */
function shaped(message: string): (text: string) => boolean {
  const parts = message.split(MARK);
  const [first, last] = [parts[0], parts[parts.length - 1]];
  return (text) => text.startsWith(first) && text.endsWith(last) && text.length >= first.length + last.length;
}

const REFUSALS: [reason: string, matches: (text: string) => boolean][] = [
  ['cooldown', shaped(CHANNEL_VOTES.cooldown(7).replace('7 minutes', MARK))],
  ['daily cap', (text) => text === CHANNEL_VOTES.dailyCap],
  ['unknown code', shaped(USSD.unknownCode(MARK))],
  ['bad code', (text) => text.startsWith(USSD.badCode)],
  ['invalid choice', (text) => text.startsWith(USSD.invalidChoice)],
  ['session over', (text) => text === USSD.sessionOver],
  ['session expired', shaped(USSD.sessionExpired(MARK))],
  ['wrong caller', (text) => text === USSD.wrongCaller],
  ['number not served', (text) => text === USSD.numberNotServed],
  ['account disabled', (text) => text === USSD.accountDisabled],
  ['unavailable', (text) => text === USSD.unavailable],
];

/** The first words of a vote's closing screen, counted or held (before the child's name). */
const COUNTED = CHANNEL_VOTES.counted(MARK, MARK, 0).split(MARK)[0];
const HELD = CHANNEL_VOTES.held(MARK, MARK, 0).split(MARK)[0];
const RECEIPT = /Reçu n° (\d+)\.?$/;

/** What a refused END says, as a short kind: `other: <its first words>` for a text none of ours. */
export function refusalKind(text: string): string {
  const known = REFUSALS.find(([, matches]) => matches(text));
  return known ? known[0] : `other: ${text.slice(0, 60)}`;
}

/** Reads one answer of the callback. */
export function readAnswer(body: string): UssdAnswer {
  if (body.startsWith('CON ')) return { kind: 'menu', text: body.slice(4) };
  if (!body.startsWith('END ')) return { kind: 'malformed' };
  const text = body.slice(4);
  const receipt = RECEIPT.exec(text);
  if (receipt && text.startsWith(COUNTED)) return { kind: 'counted', receipt: Number(receipt[1]) };
  if (receipt && text.startsWith(HELD)) return { kind: 'held', receipt: Number(receipt[1]) };
  return { kind: 'refused', reason: refusalKind(text) };
}

/**
 * What went wrong with a step's answer, or null when it is the one a vote expects: a menu (CON) for
 * the home and code steps, a vote with its receipt (END) for the last.
 */
export function stepProblem(step: number, status: number, answer: UssdAnswer | null): string | null {
  const name = VOTE_STEPS[step];
  if (status !== 200) return `${name}: HTTP ${status}`;
  if (!answer || answer.kind === 'malformed') return `${name}: neither CON nor END`;
  const last = step === VOTE_STEPS.length - 1;
  if (answer.kind === 'menu') return last ? `${name}: CON instead of END` : null;
  if (answer.kind === 'refused') return `${name}: END, ${answer.reason}`;
  return last ? null : `${name}: END with a vote before the code`;
}
