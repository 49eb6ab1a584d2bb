import {
  AppError,
  MESSAGES,
  refuseForbiddenCharacters,
  refuseUnsafeValues,
  toValidationError,
  VALIDATION_OPTIONS,
} from '@app/common';
import { type ClassConstructor, plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import type { FastifyRequest } from 'fastify';
// Adds `isMultipart()` and `parts()` to Fastify's request type.
import type {} from '@fastify/multipart';

export interface UploadForm<T> {
  data: T;
  /** The bytes of the file field, when one was sent. */
  file?: Buffer;
}

interface FastifyMultipartError {
  code?: string;
}

/**
 * Reads a request that is either multipart (fields + at most one file in `fileField`) or JSON, and
 * validates its fields into `dto` with the same rules and French errors as JSON bodies. A file over
 * `maxBytes` is refused while streaming, before it is held whole in memory.
 */
export async function readUploadForm<T extends object>(
  request: FastifyRequest,
  dto: ClassConstructor<T>,
  fileField: string,
  maxBytes: number,
): Promise<UploadForm<T>> {
  let fields: Record<string, unknown> = (request.body as Record<string, unknown> | undefined) ?? {};
  let file: Buffer | undefined;
  if (request.isMultipart()) {
    fields = {};
    try {
      for await (const part of request.parts({
        limits: { fileSize: maxBytes, files: 2, fields: 50, fieldSize: 100_000 },
      })) {
        if (part.type === 'file') {
          if (part.fieldname === fileField && !file) {
            file = await part.toBuffer();
          } else {
            part.file.resume();
          }
        } else {
          fields[part.fieldname] = part.value;
        }
      }
    } catch (error) {
      if ((error as FastifyMultipartError).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw AppError.field(fileField, MESSAGES.media.tooLarge);
      }
      throw AppError.badRequest(MESSAGES.media.unreadableForm);
    }
    if (file?.length === 0) file = undefined;
  }
  refuseForbiddenCharacters(fields);
  const data = plainToInstance(dto, fields);
  const errors = await validate(data, VALIDATION_OPTIONS);
  if (errors.length > 0) throw toValidationError(errors);
  refuseUnsafeValues(data, { dto });
  return { data, file };
}
