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
