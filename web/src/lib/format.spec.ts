import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatDate, formatDateTime } from './format';

// Half past midnight on 23 November in Douala (UTC+1), still 22 November in UTC.
const LATE_EVENING_UTC = '2026-11-22T23:30:00Z';

describe('formatDate and formatDateTime', () => {
  beforeAll(() => vi.stubEnv('TZ', 'Africa/Douala'));
  afterAll(() => vi.unstubAllEnvs());

  it('format in the runtime’s time zone by default', () => {
    expect(formatDate(LATE_EVENING_UTC)).toBe('23 novembre 2026');
    expect(formatDateTime(LATE_EVENING_UTC)).toBe('23 novembre 2026 à 00:30');
  });

  it('format in the time zone asked for', () => {
    expect(formatDate(LATE_EVENING_UTC, 'UTC')).toBe('22 novembre 2026');
    expect(formatDateTime(new Date(LATE_EVENING_UTC), 'UTC')).toBe('22 novembre 2026 à 23:30');
    expect(formatDateTime(LATE_EVENING_UTC, 'Africa/Douala')).toBe('23 novembre 2026 à 00:30');
  });
});
