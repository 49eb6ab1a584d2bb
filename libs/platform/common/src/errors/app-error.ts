import { HttpStatus } from '@nestjs/common';

export type FieldErrors = Record<string, string[]>;
export type ErrorBody = { detail: string; [extra: string]: unknown } | FieldErrors;

/**
 * A refusal the caller should see: a status of the spec and a French body. Services throw these;
 * the global filter turns them into responses. Anything else that escapes is a 500.
 */
export class AppError extends Error {
  constructor(
    readonly status: HttpStatus,
    readonly body: ErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super('detail' in body && typeof body.detail === 'string' ? body.detail : JSON.stringify(body));
    this.name = 'AppError';
  }

  static badRequest(detail: string): AppError {
    return new AppError(HttpStatus.BAD_REQUEST, { detail });
  }

  static fields(errors: FieldErrors): AppError {
    return new AppError(HttpStatus.BAD_REQUEST, errors);
  }

  static field(field: string, message: string): AppError {
    return AppError.fields({ [field]: [message] });
  }

  static unauthorized(detail: string, code?: string): AppError {
    return new AppError(HttpStatus.UNAUTHORIZED, code ? { detail, code } : { detail });
  }

  static forbidden(detail: string): AppError {
    return new AppError(HttpStatus.FORBIDDEN, { detail });
  }

  static notFound(detail: string): AppError {
    return new AppError(HttpStatus.NOT_FOUND, { detail });
  }

  static conflict(detail: string): AppError {
    return new AppError(HttpStatus.CONFLICT, { detail });
  }

  static unprocessable(detail: string): AppError {
    return new AppError(HttpStatus.UNPROCESSABLE_ENTITY, { detail });
  }

  static tooManyRequests(detail: string, retryAfterSeconds: number): AppError {
    return new AppError(
      HttpStatus.TOO_MANY_REQUESTS,
      { detail },
      { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
    );
  }

  static unavailable(detail: string): AppError {
    return new AppError(HttpStatus.SERVICE_UNAVAILABLE, { detail });
  }
}
