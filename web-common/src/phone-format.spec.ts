import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone-format';

describe('formatPhone', () => {
  it('groups a stored number as people write it', () => {
    expect(formatPhone('+221771234567')).toBe('+221 77 123 45 67');
    expect(formatPhone('+223 76123456')).toBe('+223 76 12 34 56');
    expect(formatPhone('+33612345678')).toBe('+33 6 12 34 56 78');
  });

  it('shows a number it cannot read as stored', () => {
    expect(formatPhone('12')).toBe('12');
  });
});
