import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatFcfa,
  formatNumber,
  formatShare,
  formatShortDateTime,
  formatTime,
} from './format';

/** Intl's narrow no-break spaces and no-break spaces, made plain for reading. */
const plain = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

// Half past midnight on 23 November in Douala (UTC+1), still 22 November in UTC.
const LATE_EVENING_UTC = '2026-11-22T23:30:00Z';

describe('formatNumber, formatFcfa and formatShare', () => {
  it('group by thousands as French does', () => {
    expect(formatNumber(1500)).toBe('1\u202f500');
    expect(plain(formatNumber(1_000_000))).toBe('1 000 000');
  });

  it('write "100 000 F CFA" with the French grouping', () => {
    expect(formatFcfa(100_000)).toBe('100\u202f000\u00a0F\u00a0CFA');
    expect(plain(formatFcfa(500))).toBe('500 F CFA');
  });

  it('write a share as a rounded percentage, 0 % of nothing', () => {
    expect(plain(formatShare(1, 3))).toBe('33 %');
    expect(plain(formatShare(0, 0))).toBe('0 %');
  });
});

describe('the dates and times', () => {
  beforeAll(() => vi.stubEnv('TZ', 'Africa/Douala'));
  afterAll(() => vi.unstubAllEnvs());

  it('format in the runtime’s time zone by default', () => {
    expect(formatDate(LATE_EVENING_UTC)).toBe('23 novembre 2026');
    expect(formatDateTime(LATE_EVENING_UTC)).toBe('23 novembre 2026 à 00:30');
    expect(formatShortDateTime(LATE_EVENING_UTC)).toBe('23/11/2026 00:30');
    expect(formatTime(LATE_EVENING_UTC)).toBe('00:30');
  });

  it('format in the time zone asked for', () => {
    expect(formatDate(LATE_EVENING_UTC, 'UTC')).toBe('22 novembre 2026');
    expect(formatDateTime(new Date(LATE_EVENING_UTC), 'UTC')).toBe('22 novembre 2026 à 23:30');
    expect(formatDateTime(LATE_EVENING_UTC, 'Africa/Douala')).toBe('23 novembre 2026 à 00:30');
    expect(formatShortDateTime(LATE_EVENING_UTC, 'UTC')).toBe('22/11/2026 23:30');
    expect(formatTime(LATE_EVENING_UTC, 'UTC')).toBe('23:30');
  });

  it('write the first of a month 1er in the long forms, as French does', () => {
    expect(formatDate('2026-12-01T10:00:00Z', 'UTC')).toBe('1er décembre 2026');
    expect(formatDateTime('2026-12-01T10:00:00Z', 'UTC')).toBe('1er décembre 2026 à 10:00');
    expect(formatDate('2026-12-11T10:00:00Z', 'UTC')).toBe('11 décembre 2026');
    expect(formatDate('2026-12-21T10:00:00Z', 'UTC')).toBe('21 décembre 2026');
    expect(formatShortDateTime('2026-12-01T10:00:00Z', 'UTC')).toBe('01/12/2026 10:00');
  });
});
