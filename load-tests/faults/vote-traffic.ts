import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

/** A vote the API took: 201 counted, 202 held for verification (in the ledger, counted once released). */
export const acknowledged = (status: VoteOutcome['final']): boolean => status === 201 || status === 202;

export interface VoteTarget {
  participantIds: number[];
  voterIds: number[];
  /** Access token of each voter, same order as `voterIds`. */
  tokens: string[];
}

/** The last answer a vote got: a status, or `gave_up` when every retry failed until the deadline. */
export interface VoteOutcome {
  key: string;
  /** Index of the voter in the target's lists. */
  voter: number;
  participantId: number;
  final: number | 'gave_up';
  /** Ledger id from the 201 body. */
  id: number | null;
  attempts: number;
  firstSentAt: number;
  answeredAt: number;
}

/** How long a client keeps retrying one vote with its Idempotency-Key, as the site's retry would. */
const RETRY_FOR_MS = 20_000;
const REQUEST_TIMEOUT_MS = 8_000;
const ID_PATTERN = /"id":(\d+)/;
const FRENCH_UNAVAILABLE = /"detail":"[^"]*(indisponible|n'a pas pu être enregistré)/;

/** Each voter's own address (from the account id, so that no two runs share one and its daily cap). */
export const voterAddress = (userId: number): string =>
  `10.${(userId >> 16) & 255}.${(userId >> 8) & 255}.${userId & 255}`;

/** Answers a client retries with the same key: the vote's fate is not known yet. */
const retryable = (status: number) => status === 409 || status >= 500;

/**
 * Free votes at a steady rate, each with its own Idempotency-Key, retried with that key on network
 * errors, 5xx and 409 (first request still in flight) until a definite answer: what a phone on a bad
 * connection does. Vote n is voter ⌊n / P⌋ for participant n mod P (P participants), from the voter's
 * own address, so that no vote meets the cooldown or a daily cap.
 */
export class VoteTraffic {
  readonly outcomes: VoteOutcome[] = [];
  /** Every answer of every attempt, by status (0: no answer, the connection failed). */
  readonly answers: Record<string, number> = {};
  /** Server errors other than the French 503 an outage calls for (a 500 is a defect). */
  readonly defects: string[] = [];
  private launched = 0;
  private inFlight = new Set<Promise<void>>();
  private stopped = false;
  private loop: Promise<void> | undefined;

  constructor(
    private readonly target: VoteTarget,
    private readonly urls: () => string[],
    private readonly ratePerSecond: number,
    private readonly maxInFlight = 64,
  ) {}

  /** Votes the traffic can make without reusing a (voter, participant) pair. */
  get capacity(): number {
    return this.target.voterIds.length * this.target.participantIds.length;
  }

  start(): void {
    const startedAt = performance.now();
    this.loop = (async () => {
      while (!this.stopped) {
        const due = Math.min(this.capacity, Math.floor(((performance.now() - startedAt) / 1000) * this.ratePerSecond));
        while (this.launched < due && this.inFlight.size < this.maxInFlight) this.launch(this.launched++);
        await sleep(5);
      }
    })();
  }

  /** Stops sending new votes and waits for every vote in flight to get its final answer. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.loop;
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  private launch(index: number): void {
    const participants = this.target.participantIds.length;
    const voter = Math.floor(index / participants);
    const participantId = this.target.participantIds[index % participants];
    const done = this.vote(voter, participantId).then((outcome) => {
      this.outcomes.push(outcome);
      this.inFlight.delete(done);
    });
    this.inFlight.add(done);
  }

  private async vote(voter: number, participantId: number): Promise<VoteOutcome> {
    const key = randomUUID();
    const firstSentAt = Date.now();
    const headers = {
      authorization: `Bearer ${this.target.tokens[voter]}`,
      'idempotency-key': key,
      'x-forwarded-for': voterAddress(this.target.voterIds[voter]),
    };
    for (let attempt = 1; ; attempt += 1) {
      const urls = this.urls();
      const url = urls[(voter + attempt) % urls.length];
      let status = 0;
      let body = '';
      try {
        const response = await fetch(`${url}/api/contests/participants/${participantId}/vote/`, {
          method: 'POST',
          headers,
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        status = response.status;
        body = await response.text();
      } catch {
        status = 0;
      }
      const answeredAt = Date.now();
      this.answers[status] = (this.answers[status] ?? 0) + 1;
      if (status >= 500 && !(status === 503 && FRENCH_UNAVAILABLE.test(body)) && this.defects.length < 20) {
        this.defects.push(`${status} ${body.slice(0, 200)}`);
      }
      if (status !== 0 && !retryable(status)) {
        const id = acknowledged(status) ? Number(ID_PATTERN.exec(body)?.[1] ?? NaN) : null;
        return { key, voter, participantId, final: status, id, attempts: attempt, firstSentAt, answeredAt };
      }
      if (answeredAt - firstSentAt > RETRY_FOR_MS) {
        return { key, voter, participantId, final: 'gave_up', id: null, attempts: attempt, firstSentAt, answeredAt };
      }
      await sleep(Math.min(1_000, 100 * attempt));
    }
  }
}
