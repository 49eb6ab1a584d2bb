import { MESSAGES } from '../messages';

/** The largest number any route takes: ids, counts, pages and amounts are PostgreSQL `integer`s. */
export const LARGEST_NUMBER = 2_147_483_647;

/** JSON bodies nest an object in a list in an object at most; 32 levels leave room and stop recursion attacks. */
export const MAX_JSON_DEPTH = 32;

/** Where `@ApiProperty` keeps a property's schema (`DECORATORS.API_MODEL_PROPERTIES` of @nestjs/swagger, not exported). */
const SWAGGER_PROPERTY = 'swagger/apiModelProperties';

/** Half of a surrogate pair: not Unicode text, and not storable as UTF-8. */
const LONE_SURROGATE = /\p{Cs}/u;

export interface UnsafeField {
  field: string;
  message: string;
}

/** The first text or number in `value` (searched through its lists and objects) that `isUnsafe` refuses. */
function firstUnsafe(
  value: unknown,
  field: string,
  isUnsafe: (item: unknown) => boolean,
  message: string,
): UnsafeField | null {
  if (isUnsafe(value)) return { field, message };
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const found = firstUnsafe(item, field ? `${field}.${key}` : key, isUnsafe, message);
    if (found) return found;
  }
  return null;
}

/**
 * A NUL character (PostgreSQL refuses it) or a lone surrogate (some validators throw on it) in a
 * text: looked for before any other rule reads the input.
 */
export const forbiddenCharacterIn = (value: unknown, field: string): UnsafeField | null =>
  firstUnsafe(
    value,
    field,
    (item) => typeof item === 'string' && (item.includes('\u0000') || LONE_SURROGATE.test(item)),
    MESSAGES.field.forbiddenCharacters,
  );

/** A number that is not finite or beyond {@link LARGEST_NUMBER}, once the input is converted. */
export const numberOutOfRangeIn = (value: unknown, field: string): UnsafeField | null =>
  firstUnsafe(
    value,
    field,
    (item) => typeof item === 'number' && !(Number.isFinite(item) && Math.abs(item) <= LARGEST_NUMBER),
    MESSAGES.field.numberRange,
  );

/**
 * The properties of a body sent as `null` that its DTO does not document as nullable: a required one
 * is missing, an optional one may be left out but not emptied that way.
 */
export function undocumentedNulls(value: unknown, dto: unknown): UnsafeField[] {
  if (typeof dto !== 'function' || value === null || typeof value !== 'object' || Array.isArray(value)) return [];
  const found: UnsafeField[] = [];
  for (const [key, item] of Object.entries(value)) {
    if (item !== null) continue;
    const documented = Reflect.getMetadata(SWAGGER_PROPERTY, dto.prototype as object, key) as
      { nullable?: boolean; required?: boolean } | undefined;
    if (!documented || documented.nullable) continue;
    found.push({
      field: key,
      message: documented.required === false ? MESSAGES.field.notNull : MESSAGES.field.required,
    });
  }
  return found;
}

/** A query parameter sent more than once arrives as a list, where every route takes one text. */
export function repeatedParameter(value: unknown, field: string): UnsafeField | null {
  if (Array.isArray(value)) return { field, message: MESSAGES.field.string };
  if (value === null || typeof value !== 'object') return null;
  const repeated = Object.entries(value).find(([, item]) => Array.isArray(item));
  return repeated ? { field: repeated[0], message: MESSAGES.field.string } : null;
}

/** Whether a JSON text nests objects and lists deeper than `limit`, read without parsing it. */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c) index += 1;
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x7b || code === 0x5b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (code === 0x7d || code === 0x5d) {
      depth -= 1;
    }
  }
  return false;
}
