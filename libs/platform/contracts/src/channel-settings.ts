/**
 * The channel settings' rules, which the API checks and the back office's form checks before sending,
 * with what a refusal says (the form and the API's field errors say the same).
 */

/** The short code SMS votes are sent to: 3 to 8 digits. */
export const SHORT_CODE = /^\d{3,8}$/;
/** A USSD string as networks route it: `*`, groups of digits separated by `*`, then `#` (`*384*7#`). */
export const USSD_SERVICE_CODE = /^\*\d{1,6}(\*\d{1,6})*#$/;
export const SERVICE_CODE_MAX = 20;
/** A keyword: capital letters without accents, 2 to 12 of them. */
export const KEYWORD = /^[A-Z]{2,12}$/;
export const MAX_KEYWORDS = 10;
/** The keyword the SMS votes' instructions give everywhere, which the list must keep. */
export const REQUIRED_KEYWORD = 'VOTE';

/** What a refused change says, by field. */
export const CHANNEL_SETTINGS_MESSAGES = {
  shortCode: 'Numéro court invalide : de 3 à 8 chiffres, par exemple 7575.',
  serviceCode:
    'Code USSD invalide : des chiffres séparés par *, commençant par * et finissant par #, par exemple *384*7#.',
  keywordsList: 'Indiquez de 1 à 10 mots-clés.',
  keyword: (keyword: string) =>
    `Mot-clé invalide : « ${keyword} ». Un mot-clé s’écrit en lettres sans accent, de 2 à 12.`,
  keywordTwice: (keyword: string) => `Le mot-clé ${keyword} est indiqué deux fois.`,
  voteRequired: 'Les mots-clés doivent comprendre VOTE.',
} as const;

/** What is wrong with a list of keywords, or null: each letters only, none twice, VOTE among them. */
export function keywordsProblem(keywords: readonly unknown[]): string | null {
  const M = CHANNEL_SETTINGS_MESSAGES;
  if (keywords.length === 0 || keywords.length > MAX_KEYWORDS) return M.keywordsList;
  for (const [index, keyword] of keywords.entries()) {
    if (typeof keyword !== 'string' || !KEYWORD.test(keyword)) return M.keyword(String(keyword));
    if (keywords.indexOf(keyword) !== index) return M.keywordTwice(keyword);
  }
  return keywords.includes(REQUIRED_KEYWORD) ? null : M.voteRequired;
}
