import { asRecord } from './provider-http';

/**
 * What `payment_events` keeps of a message. Anyone may call the providers' notification, return and
 * cancel routes, so a message is cut down to the fields its provider documents (each text to
 * {@link FIELD_MAX_LENGTH}) and any payload to {@link PAYLOAD_MAX_BYTES}, with the size it had as
 * received: enough to investigate a forgery, never a megabyte per row.
 */

/** The fields a provider documents for one kind of message; an object names a nested form's own fields. */
export interface DocumentedFields {
  readonly [name: string]: true | DocumentedFields;
}

/** The longest text kept of one field: the providers' values are ids, amounts, dates and our 255-character metadata. */
export const FIELD_MAX_LENGTH = 256;

/** The largest payload stored, as JSON. */
export const PAYLOAD_MAX_BYTES = 4096;

const EXCERPT_LENGTH = 2048;

const bytesOf = (text: string) => Buffer.byteLength(text, 'utf8');

/** `text` cut to `length` UTF-16 units, never between the two halves of a character. */
function cut(text: string, length: number): string {
  const cutText = text.slice(0, length);
  return /[\uD800-\uDBFF]$/.test(cutText) ? cutText.slice(0, -1) : cutText;
}

function pick(value: unknown, documented: DocumentedFields): { kept: Record<string, unknown>; trimmed: boolean } {
  const kept: Record<string, unknown> = {};
  let trimmed = false;
  for (const [name, item] of Object.entries(asRecord(value))) {
    const shape = Object.hasOwn(documented, name) ? documented[name] : undefined;
    if (shape === undefined) {
      trimmed = true;
    } else if (shape !== true) {
      const inner = pick(item, shape);
      kept[name] = inner.kept;
      trimmed ||= inner.trimmed;
    } else if (typeof item === 'string') {
      kept[name] = cut(item, FIELD_MAX_LENGTH);
      trimmed ||= item.length > FIELD_MAX_LENGTH;
    } else if (typeof item === 'number' || typeof item === 'boolean' || item === null) {
      kept[name] = item;
    } else {
      trimmed = true;
    }
  }
  return { kept, trimmed };
}

/**
 * The fields of a message that its provider documents; when anything else came with them (another
 * field, a longer text, a list), `truncated` gives the message's size as received, in bytes of JSON.
 */
export function documentedPayload(
  fields: Record<string, unknown>,
  documented: DocumentedFields,
): Record<string, unknown> {
  const { kept, trimmed } = pick(fields, documented);
  return trimmed ? { ...kept, truncated: { original_bytes: bytesOf(JSON.stringify(fields)) } } : kept;
}

/**
 * A payload as `payment_events` stores it (JSON): whole up to {@link PAYLOAD_MAX_BYTES}, otherwise
 * the beginning of its JSON with its size.
 */
export function storedPayload(payload: unknown): string {
  const text = JSON.stringify(payload ?? {});
  const originalBytes = bytesOf(text);
  if (originalBytes <= PAYLOAD_MAX_BYTES) return text;
  // Escaping may lengthen the excerpt (quotes, control characters): shorten it until it fits.
  for (let length = EXCERPT_LENGTH; ; length = Math.floor(length / 2)) {
    const stored = JSON.stringify({ truncated: { original_bytes: originalBytes }, excerpt: cut(text, length) });
    if (bytesOf(stored) <= PAYLOAD_MAX_BYTES) return stored;
  }
}
