import { ApiError } from '@bebe-star/web-common/api-errors';
import { common as COMMON_TEXT } from '../messages/common';

/** 'Erreur {status}: {message}' for an answer of the server, `fallback` when none came (network down). */
export const errorText = (error: unknown, fallback: string): string =>
  error instanceof ApiError ? COMMON_TEXT.httpError(error.status, error.message) : fallback;
