import { USSD } from '../channels.messages';

/** At most this many characters on one screen (the networks' limit for a USSD message). */
export const USSD_SCREEN_LIMIT = 182;

/** Lines of a list on one screen, so that a screen stays under the limit with its navigation lines. */
export const LIST_PAGE_SIZE = 5;

/** The answer to one request: `CON` keeps the session open for another input, `END` closes it. */
export interface UssdScreen {
  end: boolean;
  text: string;
}

export interface MenuContest {
  id: number;
  title: string;
}

export interface MenuParticipant {
  id: number;
  contestId: number;
  name: string;
  code: string;
}

export interface MenuRankingLine {
  rank: number | null;
  name: string;
  code: string;
  votes: number;
}

export interface MenuPack {
  id: number;
  votes: number;
  price: number;
}

/** What the menu reads and does for one caller: the data of the screens, and the actions that end a session. */
export interface UssdMenuPort {
  /** Open contests that take USSD votes. */
  contests(): Promise<MenuContest[]>;
  /** Participants of an open contest, in ranking order, from `offset`; `total` counts them all. */
  participants(contestId: number, offset: number, limit: number): Promise<{ total: number; lines: MenuParticipant[] }>;
  ranking(contestId: number, offset: number, limit: number): Promise<{ total: number; lines: MenuRankingLine[] }>;
  /** The participant of a vote code, in an open contest that takes USSD votes; null otherwise. */
  byCode(code: string): Promise<MenuParticipant | null>;
  packs(): Promise<MenuPack[]>;
  /** Casts the caller's free vote: the closing screen's text (counted, held, or why not). */
  vote(participant: MenuParticipant): Promise<string>;
  /** Pushes the pack's payment to the caller's phone: the closing screen's text. */
  buy(participant: MenuParticipant, pack: MenuPack): Promise<string>;
  /** The caller's statement: the closing screen's text. */
  statement(): Promise<string>;
}

type Intent = 'vote' | 'buy';

type State =
  | { at: 'home' }
  | { at: 'code'; intent: Intent }
  | { at: 'contests'; intent: Intent | 'ranking'; page: number }
  | { at: 'participants'; intent: Intent; contest: MenuContest; page: number }
  | { at: 'ranking'; contest: MenuContest; page: number }
  | { at: 'packs'; participant: MenuParticipant }
  | { at: 'confirm'; participant: MenuParticipant; pack: MenuPack };

/** What one input does: go to a state, refuse it (the screen again with why), or end the session with an action. */
type Step = { to: State } | { refused: string } | { act: () => Promise<string> };

const BACK = '0';
const HOME = '00';
const NEXT = '8';
const CODE = /^[1-9]\d{3,5}$/;

/**
 * The USSD menu in French. Africa's Talking sends every input of the session at each request (joined
 * by `*`), so the menu keeps no state of its own: it replays the inputs from the home screen. `0` goes
 * back a screen, `00` to the home screen; an input a screen does not take is dropped, and that screen
 * shown again with why. An action (a vote, a payment, the statement) ends the session, so only the
 * last input may act: inputs after an action are refused without acting.
 */
export async function ussdScreen(inputs: readonly string[], port: UssdMenuPort): Promise<UssdScreen> {
  const stack: State[] = [{ at: 'home' }];
  let refusal: string | null = null;
  for (let index = 0; index < inputs.length; index += 1) {
    const input = inputs[index].trim();
    refusal = null;
    if (input === HOME) {
      stack.splice(1);
      continue;
    }
    if (input === BACK) {
      if (stack.length > 1) stack.pop();
      continue;
    }
    const step = await next(stack[stack.length - 1], input, port);
    if ('to' in step) stack.push(step.to);
    else if ('refused' in step) refusal = step.refused;
    else if (index === inputs.length - 1) return { end: true, text: fit(await step.act()) };
    else return { end: true, text: USSD.sessionOver };
  }
  const screen = await render(stack[stack.length - 1], port);
  return { end: false, text: fit(refusal === null ? screen : `${refusal}\n${screen}`) };
}

/** The inputs of an Africa's Talking `text` field: '' at the session's start. */
export function ussdInputs(text: string): string[] {
  return text === '' ? [] : text.split('*');
}

async function next(state: State, input: string, port: UssdMenuPort): Promise<Step> {
  switch (state.at) {
    case 'home':
      if (input === '1') return { to: { at: 'code', intent: 'vote' } };
      if (input === '2') return { to: { at: 'code', intent: 'buy' } };
      if (input === '3') return { to: { at: 'contests', intent: 'ranking', page: 0 } };
      if (input === '4') return { act: () => port.statement() };
      return { refused: USSD.invalidChoice };
    case 'code': {
      if (input === '9') return { to: { at: 'contests', intent: state.intent, page: 0 } };
      if (!CODE.test(input)) return { refused: USSD.badCode };
      const participant = await port.byCode(input);
      if (!participant) return { refused: USSD.unknownCode(input) };
      return chosen(state.intent, participant, port);
    }
    case 'contests': {
      const contests = await port.contests();
      if (input === NEXT && (state.page + 1) * LIST_PAGE_SIZE < contests.length) {
        return { to: { ...state, page: state.page + 1 } };
      }
      const contest = pick(contests, state.page, input);
      if (!contest) return { refused: USSD.invalidChoice };
      return state.intent === 'ranking'
        ? { to: { at: 'ranking', contest, page: 0 } }
        : { to: { at: 'participants', intent: state.intent, contest, page: 0 } };
    }
    case 'participants': {
      const { total, lines } = await port.participants(state.contest.id, state.page * LIST_PAGE_SIZE, LIST_PAGE_SIZE);
      if (input === NEXT && (state.page + 1) * LIST_PAGE_SIZE < total)
        return { to: { ...state, page: state.page + 1 } };
      const participant = pick(lines, 0, input);
      return participant ? chosen(state.intent, participant, port) : { refused: USSD.invalidChoice };
    }
    case 'ranking': {
      const { total } = await port.ranking(state.contest.id, 0, 0);
      if (input === NEXT && (state.page + 1) * LIST_PAGE_SIZE < total)
        return { to: { ...state, page: state.page + 1 } };
      return { refused: USSD.invalidChoice };
    }
    case 'packs': {
      const pack = pick(await port.packs(), 0, input);
      return pack ? { to: { at: 'confirm', participant: state.participant, pack } } : { refused: USSD.invalidChoice };
    }
    case 'confirm':
      if (input === '1') return { act: () => port.buy(state.participant, state.pack) };
      return { refused: USSD.invalidChoice };
  }
}

function chosen(intent: Intent, participant: MenuParticipant, port: UssdMenuPort): Step {
  return intent === 'vote' ? { act: () => port.vote(participant) } : { to: { at: 'packs', participant } };
}

/** The item an input numbers on a list's page (1 for its first line), or undefined. */
function pick<T>(items: readonly T[], page: number, input: string): T | undefined {
  if (!/^[1-9]$/.test(input) || Number(input) > LIST_PAGE_SIZE) return undefined;
  return items[page * LIST_PAGE_SIZE + Number(input) - 1];
}

async function render(state: State, port: UssdMenuPort): Promise<string> {
  switch (state.at) {
    case 'home':
      return USSD.home;
    case 'code':
      return state.intent === 'vote' ? USSD.askCodeToVote : USSD.askCodeToBuy;
    case 'contests': {
      const contests = await port.contests();
      if (contests.length === 0) return `${USSD.noContest}\n${USSD.back}`;
      const shown = contests.slice(state.page * LIST_PAGE_SIZE, (state.page + 1) * LIST_PAGE_SIZE);
      const more = (state.page + 1) * LIST_PAGE_SIZE < contests.length;
      return list(
        USSD.chooseContest,
        shown.map((contest) => short(contest.title, 30)),
        more,
      );
    }
    case 'participants': {
      const { total, lines } = await port.participants(state.contest.id, state.page * LIST_PAGE_SIZE, LIST_PAGE_SIZE);
      if (lines.length === 0) return `${USSD.noParticipant}\n${USSD.back}`;
      const more = (state.page + 1) * LIST_PAGE_SIZE < total;
      return list(
        state.intent === 'vote' ? USSD.chooseToVote : USSD.chooseToBuy,
        lines.map((line) => `${short(line.name, 16)} (${line.code})`),
        more,
      );
    }
    case 'ranking': {
      const { total, lines } = await port.ranking(state.contest.id, state.page * LIST_PAGE_SIZE, LIST_PAGE_SIZE);
      if (lines.length === 0) return `${USSD.noParticipant}\n${USSD.back}`;
      const more = (state.page + 1) * LIST_PAGE_SIZE < total;
      const rows = lines.map(
        (line) => `${line.rank ?? '-'}. ${short(line.name, 12)} (${line.code}) ${USSD.votes(line.votes)}`,
      );
      return [short(state.contest.title, 30), ...rows, more ? USSD.nextAndBack : USSD.back].join('\n');
    }
    case 'packs': {
      const packs = await port.packs();
      if (packs.length === 0) return `${USSD.noPack}\n${USSD.back}`;
      return list(
        USSD.choosePack(short(state.participant.name, 16)),
        packs.slice(0, LIST_PAGE_SIZE).map((pack) => USSD.pack(pack.votes, pack.price)),
        false,
      );
    }
    case 'confirm':
      return USSD.confirmPack(
        short(state.participant.name, 16),
        state.participant.code,
        state.pack.votes,
        state.pack.price,
      );
  }
}

function list(title: string, lines: string[], more: boolean): string {
  return [title, ...lines.map((line, index) => `${index + 1}. ${line}`), more ? USSD.nextAndBack : USSD.back].join(
    '\n',
  );
}

function short(text: string, max: number): string {
  const characters = Array.from(text.trim());
  return characters.length <= max ? characters.join('') : `${characters.slice(0, max - 1).join('')}.`;
}

/** A screen cut to the networks' limit (the texts are written to fit; a long name must not break one). */
function fit(text: string): string {
  const characters = Array.from(text);
  return characters.length <= USSD_SCREEN_LIMIT ? text : `${characters.slice(0, USSD_SCREEN_LIMIT - 1).join('')}…`;
}
