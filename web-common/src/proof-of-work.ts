/**
 * The API's proof of work for busy addresses (thousands of phones share a carrier's address) and for a
 * device's first vote: a 429
 * with the code `proof_of_work_required` carries an ALTCHA challenge, which the browser solves by
 * itself (Web Crypto, about a second on a cheap phone, no puzzle for the person) before sending the
 * request again with the solution in `X-Proof-Of-Work`. The solver is loaded on first need only. The
 * site and the back office send their requests through {@link withProofOfWork}.
 */
const PROOF_OF_WORK_HEADER = 'X-Proof-Of-Work';

interface Challenge {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

let solving = 0;
const listeners = new Set<() => void>();

function setSolving(change: 1 | -1): void {
  solving += change;
  listeners.forEach((listener) => listener());
}

/** Whether a challenge is being solved now (for the page's status line), and its subscription. */
export const proofOfWorkStatus = {
  solving: (): boolean => solving > 0,
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The challenge of a 429 that asks for a proof of work, or null for any other answer. */
async function challengeOf(response: Response): Promise<Challenge | null> {
  if (response.status !== 429) return null;
  try {
    const body = (await response.clone().json()) as { code?: unknown; challenge?: Challenge };
    return body.code === 'proof_of_work_required' && body.challenge ? body.challenge : null;
  } catch {
    return null;
  }
}

/** Solves a challenge: the value of the `X-Proof-Of-Work` header (ALTCHA's payload, JSON in base64), or null. */
async function solveProofOfWork(challenge: Challenge): Promise<string | null> {
  setSolving(1);
  try {
    const { solveChallenge } = await import('altcha-lib/v1');
    const { algorithm, salt, signature, maxnumber } = challenge;
    const solution = await solveChallenge(challenge.challenge, salt, algorithm, maxnumber).promise;
    if (!solution) return null;
    return btoa(
      JSON.stringify({ algorithm, challenge: challenge.challenge, number: solution.number, salt, signature }),
    );
  } catch {
    return null;
  } finally {
    setSolving(-1);
  }
}

/**
 * `send` that meets the proof of work: when the API asks for one (a busy address's sign-up or sign-in, a
 * device's first vote),
 * the browser solves the challenge and sends the request once more with it. Reads are never asked.
 */
export function withProofOfWork(
  send: (request: Request) => Promise<Response>,
): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD') return send(request);
    const retry = request.clone();
    const response = await send(request);
    const challenge = await challengeOf(response);
    const proof = challenge && (await solveProofOfWork(challenge));
    if (!proof) return response;
    retry.headers.set(PROOF_OF_WORK_HEADER, proof);
    return send(retry);
  };
}
