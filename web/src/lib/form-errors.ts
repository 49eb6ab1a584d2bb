import { ApiError, fieldErrorsOf } from '@bebe-star/web-common/api-errors';

/**
 * The message to show above a form: the server's `detail`, or the fallback when the server gave
 * only field errors that the form cannot place under one of its own `fields`.
 */
export function formErrorOf(error: unknown, fields: readonly string[], fallback: string): string | null {
  if (!error) return null;
  const byField = fieldErrorsOf(error);
  const placed = Object.keys(byField).filter((field) => fields.includes(field));
  if (error instanceof ApiError && error.body && typeof (error.body as { detail?: unknown }).detail === 'string') {
    return error.message;
  }
  if (placed.length > 0 && placed.length === Object.keys(byField).length) return null;
  const unplaced = Object.entries(byField).find(([field]) => !fields.includes(field));
  return unplaced?.[1] ?? (error instanceof ApiError ? error.message : fallback);
}
