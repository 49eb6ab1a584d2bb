import { type ArgumentMetadata, ValidationPipe, type ValidationError } from '@nestjs/common';
import { AppError, type FieldErrors } from '../errors/app-error';
import { MESSAGES } from '../messages';
import {
  forbiddenCharacterIn,
  numberOutOfRangeIn,
  repeatedParameter,
  undocumentedNulls,
  type UnsafeField,
} from './input-safety';

function collect(errors: ValidationError[], prefix: string, into: FieldErrors): FieldErrors {
  for (const error of errors) {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    const messages = Object.values(error.constraints ?? {});
    if (messages.length > 0) into[field] = [...(into[field] ?? []), ...messages];
    if (error.children?.length) collect(error.children, field, into);
  }
  return into;
}

/** Nest's and class-validator's names for "the body is not an object" (a list, a number, a text). */
const NOT_AN_OBJECT = ['isObject', 'unknownValue'];

/** The French 400 for a failed validation: field errors when there are any. */
export function toValidationError(errors: ValidationError[]): AppError {
  if (errors.some((error) => NOT_AN_OBJECT.some((name) => error.constraints?.[name]))) {
    return AppError.badRequest(MESSAGES.http.bodyNotObject);
  }
  const fields = collect(errors, '', {});
  return Object.keys(fields).length > 0 ? AppError.fields(fields) : AppError.badRequest(MESSAGES.http.validation);
}

export const VALIDATION_OPTIONS = {
  whitelist: true,
  forbidNonWhitelisted: false,
  stopAtFirstError: true,
  validationError: { target: false, value: false },
} as const;

const refuse = (...found: (UnsafeField | null)[]): void => {
  const unsafe = found.filter((item) => item !== null);
  if (unsafe.length === 0) return;
  const fields: FieldErrors = {};
  for (const { field, message } of unsafe) fields[field] = [message];
  throw AppError.fields(fields);
};

interface InputOrigin {
  /** The parameter's name (`@Query('x')`), or nothing for a whole body or query. */
  field?: string;
  dto?: unknown;
  source?: ArgumentMetadata['type'];
}

/** Looked for before an input's own rules (they may throw on it): no NUL or lone surrogate in a text. */
export function refuseForbiddenCharacters(value: unknown, { field = '' }: InputOrigin = {}): void {
  refuse(forbiddenCharacterIn(value, field));
}

/**
 * Looked for once an input's own rules passed, on its converted value: no number beyond a
 * PostgreSQL integer, no `null` where the schema does not allow it, no query parameter sent twice.
 */
export function refuseUnsafeValues(value: unknown, { field = '', dto, source }: InputOrigin = {}): void {
  // A path id that is not a number is the id pipe's to answer (404), not a range error.
  if (source !== 'param') refuse(numberOutOfRangeIn(value, field));
  if (source === 'query') refuse(repeatedParameter(value, field));
  refuse(...undocumentedNulls(value, dto));
}

/** Every route's inputs meet these limits, so that a new route cannot forget them. */
class InputValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    // What the server derived itself (the signed-in caller, the client's address) is not client input.
    if (metadata.type === 'custom') return value;
    const origin = { field: metadata.data, dto: metadata.metatype, source: metadata.type };
    refuseForbiddenCharacters(value, origin);
    const converted: unknown = await super.transform(value, metadata);
    refuseUnsafeValues(converted, origin);
    return converted;
  }
}

/**
 * Validates and transforms DTOs. Properties a DTO does not declare are dropped, so a caller can
 * never set a field by sending it. Each failure becomes `{field: ["message"]}` in French.
 */
export function createValidationPipe(): ValidationPipe {
  return new InputValidationPipe({
    ...VALIDATION_OPTIONS,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    exceptionFactory: toValidationError,
  });
}
