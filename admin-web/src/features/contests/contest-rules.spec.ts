import { describe, expect, it } from 'vitest';
import { contestDateIssues, isPreregistrationOverdue } from './contest-rules';

const NOW = new Date('2026-11-24T12:00:00Z').getTime();
const base = {
  status: 'draft' as const,
  start_date: '2026-12-01T10:00',
  end_date: '2026-12-31T18:00',
  preregistration_start_date: '',
  preregistration_end_date: '',
};

describe('the contest form’s date rules (spec 002 §5)', () => {
  it('blocks an end before the start, a pre-registration ending before it starts or starting after the contest', () => {
    expect(contestDateIssues({ ...base, end_date: '2026-12-01T10:00' }, NOW).errors).toEqual({
      end_date: 'La fin du concours doit être postérieure au début du concours.',
    });
    expect(
      contestDateIssues(
        { ...base, preregistration_start_date: '2026-12-02T00:00', preregistration_end_date: '2026-11-30T00:00' },
        NOW,
      ).errors,
    ).toEqual({
      preregistration_end_date: 'La fin des préinscriptions doit être postérieure au début.',
      preregistration_start_date: 'Le début des préinscriptions doit être avant le début du concours.',
    });
    expect(contestDateIssues(base, NOW)).toEqual({ errors: {}, warnings: [] });
  });

  it('warns without blocking: one pre-registration date alone, pre-registration status without dates or past its end', () => {
    expect(contestDateIssues({ ...base, preregistration_start_date: '2026-11-25T00:00' }, NOW).warnings).toEqual([
      'Le début des préinscriptions est fixé sans date de fin.',
    ]);
    expect(contestDateIssues({ ...base, preregistration_end_date: '2026-11-28T00:00' }, NOW).warnings).toEqual([
      'La fin des préinscriptions est fixée sans date de début.',
    ]);
    expect(contestDateIssues({ ...base, status: 'pre_registration' }, NOW).warnings).toEqual([
      'Le statut « Préinscription » n’a pas de dates de préinscription.',
    ]);
    const over = contestDateIssues(
      {
        ...base,
        status: 'pre_registration',
        preregistration_start_date: '2026-11-01T00:00',
        preregistration_end_date: '2026-11-20T00:00',
      },
      NOW,
    );
    expect(over).toEqual({
      errors: {},
      warnings: ['Le statut « Préinscription » alors que la fin des préinscriptions est déjà passée.'],
    });
  });

  it('flags an overdue pre-registration contest only', () => {
    expect(
      isPreregistrationOverdue({ status: 'pre_registration', preregistration_end_date: '2026-11-20T00:00:00Z' }, NOW),
    ).toBe(true);
    expect(isPreregistrationOverdue({ status: 'open', preregistration_end_date: '2026-11-20T00:00:00Z' }, NOW)).toBe(
      false,
    );
    expect(isPreregistrationOverdue({ status: 'pre_registration', preregistration_end_date: null }, NOW)).toBe(false);
  });
});
