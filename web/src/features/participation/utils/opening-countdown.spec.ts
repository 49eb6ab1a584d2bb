import { describe, expect, it } from 'vitest';
import { timeLeft } from '@/components/countdown';
import { openingLabel } from './opening-countdown';

const now = new Date('2026-11-22T10:00:00Z');
const labelAt = (start: string) => openingLabel(timeLeft(new Date(start), now));

describe('openingLabel', () => {
  it('shows days and hours while days are left', () => {
    expect(labelAt('2026-11-25T13:30:00Z')).toBe('Début dans 3j 3h');
  });

  it('shows hours and minutes on the last day', () => {
    expect(labelAt('2026-11-22T15:07:30Z')).toBe('Début dans 5h 7min');
    expect(labelAt('2026-11-22T10:02:00Z')).toBe('Début dans 0h 2min');
  });

  it('announces an imminent opening in the last minute, then an open contest', () => {
    expect(labelAt('2026-11-22T10:00:45Z')).toBe('Ouverture imminente');
    expect(labelAt('2026-11-22T10:00:00Z')).toBe('Le concours est ouvert');
    expect(labelAt('2026-11-21T10:00:00Z')).toBe('Le concours est ouvert');
  });
});
