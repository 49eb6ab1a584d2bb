import { COMMON_ERRORS } from './messages';

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

/**
 * A request that got no answer: the network failed (offline, reset, DNS) or the request timed out.
 * It carries the spec's French message, never the browser's ("Failed to fetch", "Load failed"…).
 */
export class NetworkError extends Error {
  constructor(options?: ErrorOptions) {
    super(COMMON_ERRORS.network, options);
    this.name = 'NetworkError';
  }
}

/**
 * The spec's message for a status whose answer carries none of the server's (a proxy's 502 page): the
 * timeouts (408, 504) read as a connection problem, the spec giving them no text of their own.
 */
export function statusMessage(status: number): string | null {
  switch (status) {
    case 401:
      return COMMON_ERRORS.unauthenticated;
    case 403:
      return COMMON_ERRORS.forbidden;
    case 422:
      return COMMON_ERRORS.validation;
    case 408:
    case 504:
      return COMMON_ERRORS.network;
    case 500:
    case 502:
    case 503:
      return COMMON_ERRORS.server;
    default:
      return null;
  }
}

/** The French message of a failed call: the server's or the network's, else `fallback`. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError || error instanceof NetworkError ? error.message : fallback;
}

/** Unwraps an openapi-fetch result: the data, or an ApiError with the server's French message. */
export function unwrap<T>(result: { data?: T; error?: unknown; response: Response }, fallback: string): T {
  if (result.response.ok && result.data !== undefined) return result.data;
  throw failure(result, fallback);
}

function failure(result: { error?: unknown; response: Response }, fallback: string): ApiError {
  const { status } = result.response;
  return new ApiError(status, errorMessage(result.error, statusMessage(status) ?? fallback), result.error);
}

/** For answers without a body (204): nothing, or an ApiError with the server's French message. */
export function expectOk(result: { error?: unknown; response: Response }, fallback: string): void {
  if (!result.response.ok) throw failure(result, fallback);
}

/** One French message per form field. */
export type FieldErrors = Partial<Record<string, string>>;

/**
 * The server's per-field messages of a refused form (`{"email": ["…"], "password": ["…"]}`), the
 * first message of each field; `detail` and anything that is not a list of texts are left out.
 */
export function fieldErrorsOf(error: unknown): FieldErrors {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== 'object') return {};
  const errors: FieldErrors = {};
  for (const [field, value] of Object.entries(error.body as Record<string, unknown>)) {
    if (Array.isArray(value) && typeof value[0] === 'string') errors[field] = value[0];
  }
  return errors;
}

/**
 * The message to show above a form: the server's `detail`, none when every field error has its place
 * among the form's `fields`, else the first one that has none; the network's message when no answer came.
 */
export function formErrorOf(error: unknown, fields: readonly string[], fallback: string): string | null {
  if (!error) return null;
  if (!(error instanceof ApiError)) return messageOf(error, fallback);
  if (typeof (error.body as { detail?: unknown } | null)?.detail === 'string') return error.message;
  const byField = Object.entries(fieldErrorsOf(error));
  const unplaced = byField.find(([field]) => !fields.includes(field));
  if (byField.length > 0 && !unplaced) return null;
  return unplaced?.[1] ?? error.message;
}
