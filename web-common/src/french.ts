import { formatNumber } from './format';

/**
 * French as a person writes it, for both front ends: plurals by the ICU rules (singular for 0 and 1),
 * ordinals (1er, 2e), elision before a name (d'Aïcha). Figures and amounts: ./format.
 */

const pluralRules = new Intl.PluralRules('fr');
const ordinalRules = new Intl.PluralRules('fr', { type: 'ordinal' });

export interface PluralForms {
  one: string;
  other: string;
}

/** The form French takes for `count`: `one` for 0 and 1, else `other` (its "many", for millions, too). */
export const pluralForm = (count: number, forms: PluralForms): string =>
  pluralRules.select(count) === 'one' ? forms.one : forms.other;

/** "0 vote", "1 vote", "2 votes", "1 000 000 votes": the count, formatted, then its form. */
export const plural = (count: number, forms: PluralForms): string =>
  `${formatNumber(count)} ${pluralForm(count, forms)}`;

/** "1er", "2e", "3e"; "1re" with `feminine` (la 1re place). */
export function ordinal(rank: number, feminine = false): string {
  if (ordinalRules.select(rank) === 'one') return feminine ? `${rank}re` : `${rank}er`;
  return `${rank}e`;
}

/** Vowels and a mute h, accented or not: "de" elides before them. */
const ELIDING = /^[aeiouyhàâäéèêëîïôöùûüÿæœ]/i;

/** "d'Aïcha", "d'Hawa", "de Moussa". */
export const deName = (name: string): string => (ELIDING.test(name.trim()) ? `d'${name}` : `de ${name}`);
