import { randomUUID } from 'node:crypto';
import { DEVICE_COOKIE } from '@app/identity';
import { BROWSER_HEADERS } from './browser-headers';
import { type ProofOfWorkChallenge, solveProofOfWork } from './proof-of-work-solver';

/** What became of a free vote: counted (201), held (202), or the refusal's status and `detail`. */
export type VoteOutcome = { kind: 'counted' | 'held'; milliseconds: number } | { kind: 'refused'; reason: string };

export type SignUpOutcome =
  | {
      kind: 'created';
      userId: number;
      token: string;
      milliseconds: number;
      /** The proof of work the API asked for, when it did. */
      proof: { milliseconds: number; hashes: number } | null;
    }
  | { kind: 'refused'; reason: string };

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

const reasonOf = (answer: Answer): string =>
  `${answer.status} ${typeof answer.body.detail === 'string' ? answer.body.detail : JSON.stringify(answer.body).slice(0, 120)}`;

/**
 * One phone behind an address (sent as X-Forwarded-For, which the bench's API trusts from 127.0.0.1):
 * its browser's headers, and the device cookie the site gives it on its first page.
 */
export class Phone {
  private cookie: string | null = null;

  constructor(
    private readonly baseUrl: string,
    private readonly ip: string,
  ) {}

  /** Opens the site's home page, as a visitor does first: the API gives the phone its device id. */
  async open(): Promise<void> {
    const response = await fetch(`${this.baseUrl}/`, { headers: this.headers() });
    await response.arrayBuffer();
    const issued = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${DEVICE_COOKIE}=`));
    if (!issued) throw new Error(`GET / gave no ${DEVICE_COOKIE} cookie (HTTP ${response.status})`);
    this.cookie = issued.split(';')[0];
  }

  /** Signs up as the site does: once more with a solved challenge when the API asks for a proof of work. */
  async signUp(n: number): Promise<SignUpOutcome> {
    const started = performance.now();
    const form = {
      email: `ferme${n}@fraude.bench.bebestar.local`,
      username: `ferme${n}`,
      first_name: 'Compte',
      last_name: `Ferme ${n}`,
      password: 'Ferme-Banc-2026',
      confirm_password: 'Ferme-Banc-2026',
    };
    let answer = await this.send('POST', '/api/user/register/', { body: form });
    let proof: { milliseconds: number; hashes: number } | null = null;
    if (answer.status === 429 && answer.body.code === 'proof_of_work_required') {
      const solved = solveProofOfWork(answer.body.challenge as ProofOfWorkChallenge);
      if (!solved) return { kind: 'refused', reason: 'challenge not solved' };
      proof = { milliseconds: solved.milliseconds, hashes: solved.hashes };
      answer = await this.send('POST', '/api/user/register/', {
        body: form,
        headers: { 'x-proof-of-work': solved.header },
      });
    }
    if (answer.status !== 201) return { kind: 'refused', reason: reasonOf(answer) };
    const user = answer.body.user as { id: number };
    return {
      kind: 'created',
      userId: user.id,
      token: answer.body.access_token as string,
      milliseconds: performance.now() - started,
      proof,
    };
  }

  /**
   * A free vote, with a fresh Idempotency-Key as the site sends one per click; the phone's first vote
   * is sent once more with a solved challenge, as the site does when the API asks for a proof of work.
   */
  async vote(participantId: number, token: string): Promise<VoteOutcome> {
    const started = performance.now();
    const path = `/api/contests/participants/${participantId}/vote/`;
    const idempotencyKey = randomUUID();
    let answer = await this.send('POST', path, { token, headers: { 'idempotency-key': idempotencyKey } });
    if (answer.status === 429 && answer.body.code === 'proof_of_work_required') {
      const solved = solveProofOfWork(answer.body.challenge as ProofOfWorkChallenge);
      if (!solved) return { kind: 'refused', reason: 'challenge not solved' };
      answer = await this.send('POST', path, {
        token,
        headers: { 'idempotency-key': idempotencyKey, 'x-proof-of-work': solved.header },
      });
    }
    const milliseconds = performance.now() - started;
    if (answer.status === 201 && answer.body.status === 'counted') return { kind: 'counted', milliseconds };
    if (answer.status === 202 && answer.body.status === 'held') return { kind: 'held', milliseconds };
    return { kind: 'refused', reason: reasonOf(answer) };
  }

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    return {
      ...BROWSER_HEADERS,
      'x-forwarded-for': this.ip,
      ...(this.cookie ? { cookie: this.cookie } : {}),
      ...extra,
    };
  }

  private async send(
    method: string,
    path: string,
    options: { body?: object; token?: string; headers?: Record<string, string> },
  ): Promise<Answer> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: this.headers({
        ...(options.body ? { 'content-type': 'application/json' } : {}),
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...options.headers,
      }),
      body: options.body ? JSON.stringify(options.body) : undefined,
    });
    const text = await response.text();
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      body = { detail: text.slice(0, 120) };
    }
    return { status: response.status, body };
  }
}
