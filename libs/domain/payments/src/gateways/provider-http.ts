import { type DigestCredentials, digestAuthorization } from './http-digest';

/** The provider could not be reached or answered with a server error: nothing is known about the payment. */
export class ProviderUnavailableError extends Error {
  constructor(
    readonly provider: string,
    readonly reason: string,
  ) {
    super(`${provider} unavailable: ${reason}`);
    this.name = 'ProviderUnavailableError';
  }
}

/** The provider answered and refused the request (bad field, bad key…). */
export class ProviderRefusedError extends Error {
  constructor(
    readonly provider: string,
    readonly code: string,
    readonly reason: string,
    readonly payload: unknown,
  ) {
    super(`${provider} refused (${code}): ${reason}`);
    this.name = 'ProviderRefusedError';
  }
}

export interface ProviderResponse {
  status: number;
  body: Record<string, unknown>;
}

const USER_AGENT = 'BebeStar/1.0 (+payments)';

export interface ProviderCall {
  method: 'GET' | 'POST' | 'PUT';
  headers?: Record<string, string>;
  json?: unknown;
  /** For the whole call, the Digest challenge's round trip included. */
  timeoutMs: number;
  /** The API answers with a Digest challenge (401): the request is sent again with these credentials. */
  digest?: DigestCredentials;
}

/**
 * One HTTP call to a provider with a deadline. Network failures, timeouts, 5xx answers and bodies
 * that are not a JSON object all mean "unavailable"; any other answer is returned for the adapter
 * to read.
 */
export async function callProvider(provider: string, url: string, init: ProviderCall): Promise<ProviderResponse> {
  const signal = AbortSignal.timeout(init.timeoutMs);
  const send = (authorization: string | null) =>
    reach(provider, () =>
      fetch(url, {
        method: init.method,
        headers: {
          Accept: 'application/json',
          'User-Agent': USER_AGENT,
          ...(init.json === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...init.headers,
          ...(authorization === null ? {} : { Authorization: authorization }),
        },
        body: init.json === undefined ? undefined : JSON.stringify(init.json),
        signal,
      }),
    );
  let response = await send(null);
  const challenge = response.status === 401 ? response.headers.get('www-authenticate') : null;
  const authorization = init.digest && challenge ? digestAuthorization(init.method, url, challenge, init.digest) : null;
  if (authorization !== null) {
    await reach(provider, () => response.arrayBuffer());
    response = await send(authorization);
  }
  const text = await reach(provider, () => response.text(), 'body not received: ');
  if (response.status >= 500) throw new ProviderUnavailableError(provider, `HTTP ${response.status}`);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ProviderUnavailableError(provider, `HTTP ${response.status}, not JSON`);
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ProviderUnavailableError(provider, `HTTP ${response.status}, unexpected body`);
  }
  return { status: response.status, body: body as Record<string, unknown> };
}

/** Runs one network step of a call: its failure (refused, reset, past the deadline) means "unavailable". */
async function reach<T>(provider: string, step: () => Promise<T>, prefix = ''): Promise<T> {
  try {
    return await step();
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : String(error);
    throw new ProviderUnavailableError(provider, `${prefix}${reason}`);
  }
}

/** A provider's amount (often a string such as "500" or "500.0") as a number, or null. */
export function readAmount(value: unknown): number | null {
  const amount = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : NaN;
  return Number.isFinite(amount) && String(value).trim() !== '' ? amount : null;
}

export function readString(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

export function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}
