import { ApiError, fieldErrorsOf } from '@bebe-star/web-common/api-errors';

/** The message to show above a form: none when every field error of the server has its place in `fields`. */
export function formErrorOf(error: unknown, fields: readonly string[], fallback: string): string | null {
  if (!error) return null;
  const byField = Object.keys(fieldErrorsOf(error));
  if (byField.length > 0 && byField.every((field) => fields.includes(field))) return null;
  return error instanceof ApiError ? error.message : fallback;
}
