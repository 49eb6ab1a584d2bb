import { describe, expect, it } from 'vitest';
import { deName, ordinal, plural, pluralForm } from './french';

/** Intl's narrow no-break spaces and no-break spaces, made plain for reading. */
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('plural', () => {
  const votes = { one: 'vote', other: 'votes' };

  it('takes the singular for 0 and 1, as French does', () => {
    expect(plural(0, votes)).toBe('0 vote');
    expect(plural(1, votes)).toBe('1 vote');
  });

  it('takes the plural from 2 on, the count grouped by thousands', () => {
    expect(plural(2, votes)).toBe('2 votes');
    expect(plain(plural(1500, { one: 'vote annulé', other: 'votes annulés' }))).toBe('1 500 votes annulés');
    expect(plain(plural(1_000_000, votes))).toBe('1 000 000 votes');
  });

  it('gives the form alone for a label beside its figure', () => {
    expect(pluralForm(1, { one: 'Gagnant', other: 'Gagnants' })).toBe('Gagnant');
    expect(pluralForm(3, { one: 'Gagnant', other: 'Gagnants' })).toBe('Gagnants');
  });
});

describe('ordinal', () => {
  it('writes 1er, 2e, 3e, 11e', () => {
    expect([1, 2, 3, 11].map((rank) => ordinal(rank))).toEqual(['1er', '2e', '3e', '11e']);
  });

  it('writes 1re in the feminine', () => {
    expect(ordinal(1, true)).toBe('1re');
    expect(ordinal(2, true)).toBe('2e');
  });
});

describe('deName', () => {
  it('elides before a vowel, an accented vowel or a mute h', () => {
    expect(deName('Aïcha')).toBe("d'Aïcha");
    expect(deName('Émile')).toBe("d'Émile");
    expect(deName('Hawa')).toBe("d'Hawa");
    expect(deName('Yasmine')).toBe("d'Yasmine");
  });

  it('keeps "de" before a consonant', () => {
    expect(deName('Moussa')).toBe('de Moussa');
  });
});
