import { hash } from 'node:crypto';

/** An ALTCHA challenge as the API sends it in a 429 `proof_of_work_required`. */
export interface ProofOfWorkChallenge {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

export interface SolvedProofOfWork {
  /** The value of the `X-Proof-Of-Work` header. */
  header: string;
  /** Numbers tried (the solution + 1): the work done. */
  hashes: number;
  milliseconds: number;
}

/**
 * Solves a challenge as the site's browser does (web/src/lib/proof-of-work.ts): SHA-256 of the salt
 * followed by each number from 0 up until it matches the challenge, then ALTCHA's payload as JSON in
 * base64. Hash for hash the search of altcha-lib's `solveChallenge`, which awaits WebCrypto once per
 * number: in Node that costs about 0.5 ms a hash on the bench machine (10 to 30 s a challenge, where a
 * phone's browser takes about one), so the same hashes are computed here with node:crypto's one-shot
 * hash. Synchronous: a solve holds this process's event loop for a few tens of milliseconds.
 */
export function solveProofOfWork(challenge: ProofOfWorkChallenge): SolvedProofOfWork | null {
  if (challenge.algorithm !== 'SHA-256') return null;
  const started = performance.now();
  for (let number = 0; number <= challenge.maxnumber; number += 1) {
    if (hash('sha256', challenge.salt + number, 'hex') !== challenge.challenge) continue;
    const { algorithm, salt, signature } = challenge;
    const payload = { algorithm, challenge: challenge.challenge, number, salt, signature };
    return {
      header: Buffer.from(JSON.stringify(payload)).toString('base64'),
      hashes: number + 1,
      milliseconds: performance.now() - started,
    };
  }
  return null;
}
