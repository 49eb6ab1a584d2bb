import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsDefined,
  IsEmail,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
} from 'class-validator';
import { MESSAGES } from '../messages';

const trim = Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** A required, trimmed, non-blank string. */
export function RequiredText(maxLength: number, example?: string): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ maxLength, example }),
    trim,
    IsDefined({ message: MESSAGES.field.required }),
    IsString({ message: MESSAGES.field.string }),
    IsNotEmpty({ message: MESSAGES.field.blank }),
    MaxLength(maxLength, { message: MESSAGES.field.maxLength(maxLength) }),
  );
}

/** An optional trimmed string; an empty string is allowed and clears the value. */
export function OptionalText(maxLength: number, example?: string): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: String, maxLength, example }),
    trim,
    IsOptional(),
    IsString({ message: MESSAGES.field.string }),
    MaxLength(maxLength, { message: MESSAGES.field.maxLength(maxLength) }),
  );
}

/** A required secret, not trimmed. */
export function RequiredSecret(maxLength = 128): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ maxLength, format: 'password' }),
    IsDefined({ message: MESSAGES.field.required }),
    IsString({ message: MESSAGES.field.string }),
    IsNotEmpty({ message: MESSAGES.field.blank }),
    MaxLength(maxLength, { message: MESSAGES.field.maxLength(maxLength) }),
  );
}

export function RequiredEmail(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ format: 'email', maxLength: 254, example: 'parent@example.com' }),
    trim,
    IsDefined({ message: MESSAGES.field.required }),
    IsString({ message: MESSAGES.field.string }),
    IsNotEmpty({ message: MESSAGES.field.blank }),
    MaxLength(254, { message: MESSAGES.field.maxLength(254) }),
    IsEmail({}, { message: MESSAGES.field.email }),
  );
}

export function OptionalEmail(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ format: 'email', maxLength: 254 }),
    trim,
    IsOptional(),
    IsString({ message: MESSAGES.field.string }),
    MaxLength(254, { message: MESSAGES.field.maxLength(254) }),
    IsEmail({}, { message: MESSAGES.field.email }),
  );
}

export function OptionalBoolean(): PropertyDecorator {
  return applyDecorators(ApiPropertyOptional(), IsOptional(), IsBoolean({ message: MESSAGES.field.boolean }));
}

/** A boolean sent as a query string ("true" / "false"). */
export function OptionalQueryBoolean(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: Boolean }),
    Transform(({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value)),
    IsOptional(),
    IsBoolean({ message: MESSAGES.field.boolean }),
  );
}

export function OptionalChoice(choices: readonly string[]): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ enum: choices }),
    IsOptional(),
    IsIn(choices, { message: MESSAGES.field.choice(choices) }),
  );
}

/** A list of strings; numbers are accepted and read as their decimal text (ids or names alike). */
export function TextList(maxItems: number, maxLength: number): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ type: [String] }),
    Transform(({ value }: { value: unknown }) =>
      Array.isArray(value)
        ? (value as unknown[]).map((item) => (typeof item === 'number' ? String(item) : item))
        : value,
    ),
    IsDefined({ message: MESSAGES.field.required }),
    IsArray({ message: MESSAGES.field.list }),
    ArrayMaxSize(maxItems, { message: MESSAGES.field.listSize(maxItems) }),
    IsString({ each: true, message: MESSAGES.field.string }),
    MaxLength(maxLength, { each: true, message: MESSAGES.field.maxLength(maxLength) }),
  );
}

export function OptionalTextList(maxItems: number, maxLength: number): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: [String] }),
    IsOptional(),
    IsArray({ message: MESSAGES.field.list }),
    ArrayMaxSize(maxItems, { message: MESSAGES.field.listSize(maxItems) }),
    IsString({ each: true, message: MESSAGES.field.string }),
    MaxLength(maxLength, { each: true, message: MESSAGES.field.maxLength(maxLength) }),
  );
}
