import { Matches } from 'class-validator';
import { MESSAGES } from '@app/common';

/**
 * Control characters (NUL above all, which PostgreSQL refuses in text) have no place in a place
 * name. Put it above the field's other decorators: they apply bottom-up, so this check runs after
 * the type and blank checks.
 */
export const NoControlCharacters = (): PropertyDecorator =>
  Matches(/^\P{Cc}*$/u, { message: MESSAGES.field.forbiddenCharacters });
