import { ApiError, messageOf } from '@bebe-star/web-common/api-errors';
import { common as COMMON_TEXT } from '../messages/common';

/** 'Erreur {status}: {message}' for an answer of the server; the network's message when none came, else `fallback`. */
export const errorText = (error: unknown, fallback: string): string =>
  error instanceof ApiError ? COMMON_TEXT.httpError(error.status, error.message) : messageOf(error, fallback);
