import { withProofOfWork } from '@bebe-star/web-common/proof-of-work';
import createClient from 'openapi-fetch';
import type { paths } from '@contracts/api-schema';
import { authStore, csrfToken } from './auth-store';

/**
 * The back office calls the API as /admin/api/…: the browser sends it the session's HttpOnly cookies
 * (Path=/admin) there, and only there.
 */
const clientOptions = { baseUrl: `${window.location.origin}/admin`, credentials: 'same-origin' } as const;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Unsafe calls repeat the session's CSRF cookie in a header (the server refuses them otherwise). */
function withCsrf(request: Request): Request {
  const csrf = csrfToken();
  if (SAFE_METHODS.has(request.method) || !csrf) return request;
  const next = new Request(request);
  next.headers.set('X-CSRF-Token', csrf);
  return next;
}

/**
 * Every request carries the CSRF header when it must, and meets the proof of work the API asks of a
 * busy address at sign-in (an administrator behind a carrier's address at a contest's peak).
 */
const send = withProofOfWork((request) => fetch(withCsrf(request)));

/** Without the session handling: the refresh call itself must not go round it. */
const plainApi = createClient<paths>({ ...clientOptions, fetch: send });

let refreshing: Promise<boolean> | null = null;

/** One refresh at a time, shared by every request that met a 401 meanwhile. */
function refreshSession(): Promise<boolean> {
  refreshing ??= plainApi
    .POST('/api/admin/session/refresh')
    .then(({ data }) => data !== undefined)
    .catch(() => false)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/**
 * The one place 401s are handled: the cookies carry the session; on a 401 the session is refreshed
 * once (the server rotates its cookies) and the request replayed; when that fails the session is
 * cleared, and the access guard brings the sign-in page back.
 */
export async function authFetch(input: Request): Promise<Response> {
  const replay = input.clone();
  const response = await send(input);
  if (response.status !== 401 || !authStore.get()) return response;
  if (!(await refreshSession())) {
    authStore.clear();
    return response;
  }
  return send(replay);
}

/** The typed API client, generated from the API's OpenAPI document. */
export const api = createClient<paths>({ ...clientOptions, fetch: authFetch });

/** A French message from an API error body (`detail`, or the first field error). */
export function errorMessage(body: unknown, fallback: string): string {
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    if (typeof record.detail === 'string') return record.detail;
    for (const value of Object.values(record)) {
      if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
    }
  }
  return fallback;
}

/** Thrown by fetchers so React Query and error views carry the API's French message and status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Unwraps an openapi-fetch result: the data, or an ApiError with the server's French message. */
export function unwrap<T>(result: { data?: T; error?: unknown; response: Response }, fallback: string): T {
  if (result.response.ok && result.data !== undefined) return result.data;
  throw new ApiError(result.response.status, errorMessage(result.error, fallback), result.error);
}

/** For answers without a body (204): nothing, or an ApiError with the server's French message. */
export function expectOk(result: { error?: unknown; response: Response }, fallback: string): void {
  if (!result.response.ok)
    throw new ApiError(result.response.status, errorMessage(result.error, fallback), result.error);
}

/** The server's first message for each field of a refused form (`{"reason": ["…"]}`). */
export function fieldErrorsOf(error: unknown): Partial<Record<string, string>> {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== 'object') return {};
  const errors: Partial<Record<string, string>> = {};
  for (const [field, value] of Object.entries(error.body as Record<string, unknown>)) {
    if (Array.isArray(value) && typeof value[0] === 'string') errors[field] = value[0];
  }
  return errors;
}

/** The message to show above a form: none when every field error of the server has its place in `fields`. */
export function formErrorOf(error: unknown, fields: readonly string[], fallback: string): string | null {
  if (!error) return null;
  const byField = Object.keys(fieldErrorsOf(error));
  if (byField.length > 0 && byField.every((field) => fields.includes(field))) return null;
  return error instanceof ApiError ? error.message : fallback;
}
