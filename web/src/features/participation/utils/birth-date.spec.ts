import { describe, expect, it } from 'vitest';
import { birthDateError, birthYears, toIsoDate } from './birth-date';

const today = new Date(2026, 5, 15);

describe('birth date', () => {
  it('offers the current year and the 14 before', () => {
    const years = birthYears(today);
    expect(years).toHaveLength(15);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(2012);
  });

  it('builds YYYY-MM-DD and refuses days that do not exist', () => {
    expect(toIsoDate({ day: '5', month: '3', year: '2024' })).toBe('2024-03-05');
    expect(toIsoDate({ day: '31', month: '2', year: '2024' })).toBeNull();
  });

  it('explains what is wrong', () => {
    expect(birthDateError({ day: '', month: '3', year: '2024' }, today)).toBe(
      'Veuillez indiquer le jour, le mois et l’année de naissance',
    );
    expect(birthDateError({ day: '30', month: '2', year: '2024' }, today)).toBe("Cette date n'existe pas");
    expect(birthDateError({ day: '16', month: '6', year: '2026' }, today)).toBe(
      'La date de naissance ne peut pas être dans le futur.',
    );
    expect(birthDateError({ day: '14', month: '6', year: '2011' }, today)).toBe(
      "L'enfant doit avoir entre 0 et 14 ans.",
    );
    expect(birthDateError({ day: '15', month: '6', year: '2012' }, today)).toBeNull();
  });
});
