/** A JSON object naming one key twice: readers disagree on which value it holds. */
export class DuplicateKeyError extends Error {
  constructor(readonly key: string) {
    super(`Duplicate JSON key: ${key}`);
  }
}

const WHITESPACE = /[ \t\n\r]*/y;
// Escapes and control characters are then checked by JSON.parse of the string's own text.
const STRING = /"(?:[^"\\]|\\.)*"/y;
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const LITERAL = /true|false|null/y;

/**
 * JSON.parse, but an object that names a key twice is refused (DuplicateKeyError) instead of keeping
 * the last value: a signed file could otherwise show one count to a person or a tool that reads the
 * first (`"total":999` placed before the real key) while its signature covers the other. Any other
 * fault is JSON.parse's SyntaxError.
 */
export function parseJsonStrictly(text: string): unknown {
  let at = 0;
  const fail = (): never => {
    throw new SyntaxError(`Unexpected token in JSON at position ${at}`);
  };
  const match = (pattern: RegExp): string | null => {
    pattern.lastIndex = at;
    const found = pattern.exec(text);
    if (!found) return null;
    at = pattern.lastIndex;
    return found[0];
  };
  const space = () => match(WHITESPACE);
  const take = (char: string): boolean => {
    space();
    if (text[at] !== char) return false;
    at += 1;
    return true;
  };
  const string = (): string => JSON.parse(match(STRING) ?? fail()) as string;

  const value = (depth: number): unknown => {
    if (depth > 512) fail();
    space();
    if (take('{')) {
      const entries: [string, unknown][] = [];
      const seen = new Set<string>();
      if (take('}')) return {};
      do {
        space();
        const key = string();
        if (seen.has(key)) throw new DuplicateKeyError(key);
        seen.add(key);
        if (!take(':')) fail();
        entries.push([key, value(depth + 1)]);
      } while (take(','));
      if (!take('}')) fail();
      // fromEntries defines own properties: a "__proto__" key stays a key, as JSON.parse keeps it.
      return Object.fromEntries(entries);
    }
    if (take('[')) {
      const items: unknown[] = [];
      if (take(']')) return items;
      do items.push(value(depth + 1));
      while (take(','));
      if (!take(']')) fail();
      return items;
    }
    if (text[at] === '"') return string();
    const scalar = match(NUMBER) ?? match(LITERAL) ?? fail();
    return JSON.parse(scalar) as unknown;
  };

  const parsed = value(0);
  space();
  if (at !== text.length) fail();
  return parsed;
}
