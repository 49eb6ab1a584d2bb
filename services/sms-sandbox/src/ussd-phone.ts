import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { MESSAGES } from './messages';
import type { SmsSandboxContext } from './sandbox-context';

/** How long the network waits for the application's screen before it gives up on the session. */
const CALLBACK_TIMEOUT_MS = 10_000;

/** Sessions are forgotten an hour after they started: the sandbox keeps what a developer may look back at. */
const KEPT_MS = 3_600_000;

/** The most characters a USSD screen shows; a longer one is cut by the handset. */
export const USSD_SCREEN_MAX = 182;

export interface UssdDial {
  phoneNumber: string;
  serviceCode: string;
  networkCode: string;
}

/** What the phone shows after a request: the screen, and whether the session is over (END, expired or failed). */
export interface UssdStep {
  sessionId: string;
  screen: string;
  ended: boolean;
  /** The network ended the session (older than the session's lifetime); nothing was sent. */
  expired: boolean;
  /** The API's HTTP status; null when nothing was sent or it did not answer. */
  status: number | null;
}

export interface UssdSessionView extends UssdStep {
  phoneNumber: string;
  serviceCode: string;
  networkCode: string;
  /** The `text` of the last request: every input of the session joined by `*`. */
  text: string;
  inputs: number;
  startedAt: string;
}

interface UssdSession {
  id: string;
  phoneNumber: string;
  serviceCode: string;
  networkCode: string;
  inputs: string[];
  startedAt: number;
  screen: string;
  ended: boolean;
  expired: boolean;
  status: number | null;
  busy: boolean;
}

export type UssdRefusal = 'unknown' | 'ended' | 'busy' | 'unconfigured';

/** A request the phone cannot make: no such session, an ended one, one already waiting, no callback address. */
export class UssdRefused extends Error {
  constructor(readonly reason: UssdRefusal) {
    super(MESSAGES.phone.refusals[reason]);
  }
}

/**
 * The handset and the network's USSD gateway, as Africa's Talking runs them: each screen is a
 * form-encoded POST to the application's callback (`sessionId`, `serviceCode`, `phoneNumber`,
 * `networkCode`, `text` = every input of the session joined by `*`, '' when dialled), whose plain-text
 * answer starts with `CON ` (the session goes on) or `END ` (it is over). A session older than its
 * lifetime is over without any request; an answer that is neither is a connection problem.
 */
export class UssdPhone {
  private readonly sessions = new Map<string, UssdSession>();
  /** The session each number's page shows: the last one dialled, until it is put away. */
  private readonly shown = new Map<string, string>();

  constructor(
    private readonly context: SmsSandboxContext,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Dials `serviceCode` from `phoneNumber`: a new session, its first request with an empty `text`. */
  async dial(request: UssdDial): Promise<UssdStep> {
    this.forgetOld();
    if (this.context.phone.ussdCallbackUrl === null) throw new UssdRefused('unconfigured');
    const session: UssdSession = {
      id: `ATUid_${randomBytes(16).toString('hex')}`,
      ...request,
      inputs: [],
      startedAt: Date.now(),
      screen: '',
      ended: false,
      expired: false,
      status: null,
      busy: true,
    };
    this.sessions.set(session.id, session);
    this.shown.set(session.phoneNumber, session.id);
    try {
      Object.assign(session, await this.post(session, ''));
    } finally {
      session.busy = false;
    }
    return stepOf(session);
  }

  /** The subscriber's answer to the screen shown: the session's inputs so far and this one, joined by `*`. */
  async reply(sessionId: string, input: string): Promise<UssdStep> {
    const session = this.session(sessionId);
    if (session.busy) throw new UssdRefused('busy');
    if (this.expire(session)) return stepOf(session);
    if (session.ended) throw new UssdRefused('ended');
    if (this.context.phone.ussdCallbackUrl === null) throw new UssdRefused('unconfigured');
    session.busy = true;
    try {
      const inputs = [...session.inputs, input];
      Object.assign(session, await this.post(session, inputs.join('*')), { inputs });
    } finally {
      session.busy = false;
    }
    return stepOf(session);
  }

  /**
   * Sends an exact `text` under a known session's id (ended or expired too), from its number or
   * `phoneNumber`: a replayed or forged request. The session itself does not change.
   */
  async raw(sessionId: string, text: string, phoneNumber?: string): Promise<UssdStep> {
    const session = this.session(sessionId);
    if (this.context.phone.ussdCallbackUrl === null) throw new UssdRefused('unconfigured');
    const answer = await this.post({ ...session, phoneNumber: phoneNumber ?? session.phoneNumber }, text);
    return { sessionId, expired: false, ...answer };
  }

  /** The subscriber hangs up: the session ends and the page shows the dial form again. */
  hangUp(sessionId: string): void {
    const session = this.session(sessionId);
    session.ended = true;
    if (this.shown.get(session.phoneNumber) === session.id) this.shown.delete(session.phoneNumber);
  }

  /** The session the number's page shows, its expiry applied; null when there is none. */
  onScreen(phoneNumber: string): UssdSessionView | null {
    const id = this.shown.get(phoneNumber);
    const session = id === undefined ? undefined : this.sessions.get(id);
    if (!session) return null;
    this.expire(session);
    return {
      ...stepOf(session),
      phoneNumber: session.phoneNumber,
      serviceCode: session.serviceCode,
      networkCode: session.networkCode,
      text: session.inputs.join('*'),
      inputs: session.inputs.length,
      startedAt: new Date(session.startedAt).toISOString(),
    };
  }

  reset(): void {
    this.sessions.clear();
    this.shown.clear();
  }

  private session(sessionId: string): UssdSession {
    const session = this.sessions.get(sessionId);
    if (!session) throw new UssdRefused('unknown');
    return session;
  }

  /** Ends a session past its lifetime, as the network does; true when it is (or was) expired. */
  private expire(session: UssdSession): boolean {
    if (!session.ended && Date.now() - session.startedAt >= this.context.store.behaviour.ussdSessionMs) {
      Object.assign(session, { ended: true, expired: true, status: null, screen: MESSAGES.phone.expired });
    }
    return session.expired;
  }

  private forgetOld(): void {
    const oldest = Date.now() - KEPT_MS;
    for (const [id, session] of this.sessions) {
      if (session.startedAt >= oldest) continue;
      this.sessions.delete(id);
      if (this.shown.get(session.phoneNumber) === id) this.shown.delete(session.phoneNumber);
    }
  }

  private async post(
    session: Pick<UssdSession, 'id' | 'serviceCode' | 'phoneNumber' | 'networkCode'>,
    text: string,
  ): Promise<{ screen: string; ended: boolean; status: number | null }> {
    const url = this.context.phone.ussdCallbackUrl ?? '';
    const form = {
      sessionId: session.id,
      serviceCode: session.serviceCode,
      phoneNumber: session.phoneNumber,
      networkCode: session.networkCode,
      text,
    };
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/plain' },
        body: new URLSearchParams(form).toString(),
        signal: AbortSignal.timeout(CALLBACK_TIMEOUT_MS),
      });
      const body = await response.text();
      const answer = /^(CON|END) ([\s\S]*)$/.exec(body);
      if (response.ok && answer) {
        return { screen: answer[2], ended: answer[1] === 'END', status: response.status };
      }
      this.log.warn(`USSD callback ${url} answered HTTP ${response.status}: ${body.slice(0, 200)}`);
      return { screen: MESSAGES.phone.connectionProblem, ended: true, status: response.status };
    } catch (error) {
      this.log.warn(`USSD callback ${url} did not answer: ${String(error)}`);
      return { screen: MESSAGES.phone.connectionProblem, ended: true, status: null };
    }
  }
}

function stepOf(session: UssdSession): UssdStep {
  const { id: sessionId, screen, ended, expired, status } = session;
  return { sessionId, screen, ended, expired, status };
}
