/** What a ranking search looks at in a line: the first name, the city, the public vote code. */
export interface SearchedLine {
  baby_name: string;
  city?: string;
  vote_code?: string | null;
}

/** Lower case, without accents: « Thiès » and « thies » are the same word. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * Whether a ranking line answers the visitor's search: digits (spaces aside, « 48 21 ») are the start
 * of a vote code; words each found in the first name or the city, case and accents aside (« awa
 * thies » for Awa of Thiès among the Awas). A blank search keeps every line.
 */
export function matchesRankingSearch(line: SearchedLine, search: string): boolean {
  const digits = search.replace(/\s+/g, '');
  if (digits === '') return true;
  if (/^\d+$/.test(digits)) return Boolean(line.vote_code?.startsWith(digits));
  const haystack = `${fold(line.baby_name)} ${fold(line.city ?? '')}`;
  return fold(search)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}
