import { describe, expect, it } from 'vitest';
import { relativeAge } from './relative-age';

const now = new Date('2026-11-24T12:00:00Z');
const ago = (milliseconds: number) => new Date(now.getTime() - milliseconds).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('relativeAge', () => {
  it.each([
    [0, "à l'instant"],
    [59_000, "à l'instant"],
    [MINUTE, 'il y a 1 minute'],
    [59 * MINUTE, 'il y a 59 minutes'],
    [HOUR, 'il y a 1 heure'],
    [23 * HOUR + 59 * MINUTE, 'il y a 23 heures'],
    [24 * HOUR, 'il y a 1 jour'],
    [10 * 24 * HOUR + 5 * HOUR, 'il y a 10 jours'],
  ])('%i ms ago reads "%s"', (elapsed, expected) => {
    expect(relativeAge(ago(elapsed), now)).toBe(expected);
  });

  it('reads a date slightly in the future (a fast clock) as just now', () => {
    expect(relativeAge(ago(-30_000), now)).toBe("à l'instant");
  });
});
