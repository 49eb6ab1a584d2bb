import { HttpException, HttpStatus } from '@nestjs/common';
import { MESSAGES } from '../messages';
import { AppError, type ErrorBody } from './app-error';
import { isOutage } from './outage';

export interface ErrorResponse {
  status: number;
  body: ErrorBody & { request_id?: string };
  headers: Record<string, string>;
  /** True when the error is a defect: logged with its stack, details hidden from the caller. */
  unexpected: boolean;
  /** True when PostgreSQL or Redis could not be reached: the caller retries; logged as a warning. */
  outage: boolean;
}

/** Seconds a caller is told to wait when PostgreSQL or Redis is away for a moment. */
const OUTAGE_RETRY_AFTER_SECONDS = 2;

const GENERIC_BY_STATUS: Partial<Record<number, string>> = {
  [HttpStatus.BAD_REQUEST]: MESSAGES.http.badRequest,
  [HttpStatus.UNAUTHORIZED]: MESSAGES.http.unauthenticated,
  [HttpStatus.FORBIDDEN]: MESSAGES.http.forbidden,
  [HttpStatus.NOT_FOUND]: MESSAGES.http.notFound,
  [HttpStatus.METHOD_NOT_ALLOWED]: MESSAGES.http.methodNotAllowed,
  [HttpStatus.PAYLOAD_TOO_LARGE]: MESSAGES.http.payloadTooLarge,
  [HttpStatus.UNSUPPORTED_MEDIA_TYPE]: MESSAGES.http.unsupportedMediaType,
  [HttpStatus.UNPROCESSABLE_ENTITY]: MESSAGES.http.validation,
  [HttpStatus.TOO_MANY_REQUESTS]: MESSAGES.http.tooManyRequests(1),
  [HttpStatus.SERVICE_UNAVAILABLE]: MESSAGES.http.unavailable,
};

/** Fastify's own refusals (router and body parsing), by code, when the status's message is not enough. */
const FASTIFY_DETAILS: Record<string, string> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: MESSAGES.http.emptyJson,
  FST_ERR_CTP_INVALID_JSON_BODY: MESSAGES.http.invalidJson,
  FST_ERR_MAX_PARAM_LENGTH: MESSAGES.http.uriTooLong,
  FST_ERR_BAD_URL: MESSAGES.http.badUrl,
};

interface LibraryError {
  code?: string;
  statusCode: number;
  /** Set by `http-errors` (the static files' plugin) on errors meant for the client. */
  expose?: boolean;
}

/** A refusal by Fastify or one of its plugins (a 4xx they chose), as opposed to a defect. */
function isLibraryClientError(error: unknown): error is LibraryError {
  const { code, statusCode, expose } = (error ?? {}) as Partial<LibraryError>;
  const fromLibrary = (typeof code === 'string' && code.startsWith('FST_')) || expose === true;
  return fromLibrary && typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500;
}

/**
 * Fastify's body parsing errors reach the filter wrapped by Nest in an HttpException that keeps
 * only Fastify's message, so an unparseable JSON body is recognised by that message.
 */
function isInvalidJson(error: unknown): boolean {
  if (error instanceof SyntaxError) return true;
  return error instanceof HttpException && /valid JSON/i.test(error.message);
}

function genericDetail(status: number, error: unknown): string {
  if (status === 400 && isInvalidJson(error)) {
    return MESSAGES.http.invalidJson;
  }
  return GENERIC_BY_STATUS[status] ?? MESSAGES.http.badRequest;
}

export function toErrorResponse(error: unknown, requestId: string): ErrorResponse {
  const headers = { 'X-Request-Id': requestId };
  if (error instanceof AppError) {
    return {
      status: error.status,
      body: error.body,
      headers: { ...headers, ...error.headers },
      unexpected: false,
      outage: false,
    };
  }
  if (isLibraryClientError(error)) {
    const detail = FASTIFY_DETAILS[error.code ?? ''] ?? genericDetail(error.statusCode, error);
    return { status: error.statusCode, body: { detail }, headers, unexpected: false, outage: false };
  }
  if (error instanceof HttpException && error.getStatus() !== 500) {
    const status = error.getStatus();
    return { status, body: { detail: genericDetail(status, error) }, headers, unexpected: false, outage: false };
  }
  if (isOutage(error)) {
    return {
      status: HttpStatus.SERVICE_UNAVAILABLE,
      body: { detail: MESSAGES.http.unavailable },
      headers: { ...headers, 'Retry-After': String(OUTAGE_RETRY_AFTER_SECONDS) },
      unexpected: false,
      outage: true,
    };
  }
  return {
    status: HttpStatus.INTERNAL_SERVER_ERROR,
    body: { detail: MESSAGES.http.internal, request_id: requestId },
    headers,
    unexpected: true,
    outage: false,
  };
}
