import { describe, expect, it } from 'vitest';
import { toIsoInstant, toLocalInput } from './local-date';

describe('datetime-local values', () => {
  it('converts between the inputs’ local minutes and ISO instants', () => {
    expect(toLocalInput('2026-12-01T10:00:00.000Z')).toBe('2026-12-01T10:00');
    expect(toIsoInstant('2026-12-01T10:00')).toBe('2026-12-01T10:00:00.000Z');
    expect(toLocalInput(null)).toBe('');
    expect(toIsoInstant('')).toBe('');
  });
});
