import { ApiError, messageOf } from '@bebe-star/web-common/api-errors';
import { participation as PARTICIPATION_TEXT } from '@/messages/participation';

const firstOf = (value: unknown): string | null =>
  Array.isArray(value) && typeof value[0] === 'string' ? value[0] : null;

/** The French message of a refused pre-registration (§8, pre-registration). */
export function preregistrationErrorMessage(error: unknown): string {
  const t = PARTICIPATION_TEXT.preregistration;
  if (!(error instanceof ApiError)) return messageOf(error, t.errorRetry);
  const body = (error.body && typeof error.body === 'object' ? error.body : {}) as Record<string, unknown>;
  switch (error.status) {
    case 400: {
      const message =
        firstOf(body.baby) ??
        firstOf(body.contest) ??
        firstOf(body.non_field_errors) ??
        (typeof body.detail === 'string' ? body.detail : null) ??
        Object.values(body).map(firstOf).find(Boolean) ??
        null;
      if (message?.includes('déjà préinscrit')) return t.alreadyPreregistered;
      return message ?? t.invalidDataCheck;
    }
    case 401:
      return t.unauthenticated;
    case 403:
      return t.forbidden;
    case 404:
      return t.notFound;
    default:
      return t.unexpected;
  }
}
