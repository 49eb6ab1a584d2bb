import { hash } from 'node:crypto';
import type { Response, Test } from 'supertest';

/** An ALTCHA challenge as the API sends it (429 `proof_of_work_required`, `GET /api/auth/challenge/`). */
export interface Challenge {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

/**
 * The `X-Proof-Of-Work` header that solves a challenge: the browser's search (altcha-lib), SHA-256 of the
 * salt and each number from 0, with Node's one-shot hash, since Node's Web Crypto costs about 50 µs a
 * call where a browser's does not.
 */
export function solve(challenge: Challenge): string {
  for (let number = 0; number <= challenge.maxnumber; number += 1) {
    if (hash('sha256', challenge.salt + number, 'hex') !== challenge.challenge) continue;
    const { algorithm, salt, signature } = challenge;
    return Buffer.from(JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature })).toString(
      'base64',
    );
  }
  throw new Error('challenge without a solution');
}

/** Whether an answer asks for a proof of work. */
export const asksProof = (answer: Response): boolean =>
  answer.status === 429 && (answer.body as { code?: string }).code === 'proof_of_work_required';

/**
 * Sends a request as the site does (web-common's `withProofOfWork`): once, and when the API asks for a
 * proof of work, again with the challenge solved. `send` builds the request, with the proof when given.
 */
export async function withProofOfWork(send: (proof?: string) => Test): Promise<Response> {
  const first = await send();
  if (!asksProof(first)) return first;
  return send(solve((first.body as { challenge: Challenge }).challenge));
}
