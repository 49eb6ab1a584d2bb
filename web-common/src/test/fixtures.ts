import type { components } from '@contracts/api-schema';

type Contest = components['schemas']['ContestResponse'];
type StatementSummary = components['schemas']['StatementSummaryResponse'];

/**
 * A contest as the API answers it, every field given: open, for girls, with its prizes and no
 * pre-registration period. A spec names only the fields it is about.
 */
export const makeContest = (overrides: Partial<Contest> = {}): Contest => ({
  id: 4,
  title: 'Concours des Filles',
  description: '',
  image: null,
  image_urls: null,
  status: 'open',
  start_date: '2026-11-01T12:00:00.000Z',
  end_date: '2026-12-31T12:00:00.000Z',
  gender: 'female',
  prize: 500_000,
  second_prize: 75_000,
  third_prize: 50_000,
  participants_count: 12,
  preregistrations_count: 0,
  pre_registration_count: 0,
  convertible_preregistrations_count: 0,
  preregistrations_are_open: false,
  preregistration_period_status: 'ended',
  preregistration_start_date: null,
  preregistration_end_date: null,
  pre_registration_start: null,
  pre_registration_end: null,
  time_until_start: { total_seconds: 0, days: 0, hours: 0, minutes: 0 },
  is_over: false,
  created_at: '2026-10-01T00:00:00.000Z',
  updated_at: '2026-10-01T00:00:00.000Z',
  ...overrides,
});

/** A participant's statement of votes (Aïcha, n° 40, in contest 4), whose totals add up as the API's do. */
export const STATEMENT_SUMMARY: StatementSummary = {
  participant_id: 40,
  participant_name: 'Aïcha',
  contest_id: 4,
  contest_name: 'Concours Mixte — Tabaski',
  free: 12,
  paid: 10,
  held: 2,
  released: 1,
  rejected: 1,
  reversed: 3,
  total: 19,
};
