import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { AppError, type FieldErrors } from '../errors/app-error';
import { MESSAGES } from '../messages';

function collect(errors: ValidationError[], prefix: string, into: FieldErrors): FieldErrors {
  for (const error of errors) {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const messages = Object.values(error.constraints ?? {});
    if (messages.length > 0) into[field] = [...(into[field] ?? []), ...messages];
    if (error.children?.length) collect(error.children, field, into);
  }
  return into;
}

/** The French 400 for a failed validation: field errors when there are any. */
export function toValidationError(errors: ValidationError[]): AppError {
  const fields = collect(errors, '', {});
  return Object.keys(fields).length > 0 ? AppError.fields(fields) : AppError.badRequest(MESSAGES.http.validation);
}

export const VALIDATION_OPTIONS = {
  whitelist: true,
  forbidNonWhitelisted: false,
  stopAtFirstError: true,
  validationError: { target: false, value: false },
} as const;

/**
 * Validates and transforms DTOs. Properties a DTO does not declare are dropped, so a caller can
 * never set a field by sending it. Each failure becomes `{field: ["message"]}` in French.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    ...VALIDATION_OPTIONS,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    exceptionFactory: toValidationError,
  });
}
