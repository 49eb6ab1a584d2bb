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

/**
 * One HTTP call to a provider with a deadline. Network failures, timeouts, 5xx answers and bodies
 * that are not a JSON object all mean "unavailable"; any other answer is returned for the adapter
 * to read.
 */
export async function callProvider(
  provider: string,
  url: string,
  init: { method: 'GET' | 'POST'; headers?: Record<string, string>; json?: unknown; timeoutMs: number },
): Promise<ProviderResponse> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method,
      headers: {
        Accept: 'application/json',
        'User-Agent': USER_AGENT,
        ...(init.json === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...init.headers,
      },
      body: init.json === undefined ? undefined : JSON.stringify(init.json),
      signal: AbortSignal.timeout(init.timeoutMs),
    });
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : String(error);
    throw new ProviderUnavailableError(provider, reason);
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw new ProviderUnavailableError(provider, `body not received: ${String(error)}`);
  }
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
