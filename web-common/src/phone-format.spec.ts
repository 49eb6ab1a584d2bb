import { describe, expect, it } from 'vitest';
import { dialCodeOfLanguages, formatAsTyped, formatPhone } from './phone-format';

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

describe('formatAsTyped', () => {
  it('groups the national digits as the country writes them, while they are typed', () => {
    expect(formatAsTyped('+225', '0701020')).toBe('07 01 02 0');
    expect(formatAsTyped('+225', '0701020304')).toBe('07 01 02 0304');
    expect(formatAsTyped('+221', '771234567')).toBe('77 123 45 67');
  });
});

describe('dialCodeOfLanguages', () => {
  it('takes the dial code of the first language that names a region', () => {
    expect(dialCodeOfLanguages(['fr', 'fr-CI', 'fr-SN'])).toBe('+225');
    expect(dialCodeOfLanguages(['fr-sn'])).toBe('+221');
  });

  it('gives nothing for languages without a region', () => {
    expect(dialCodeOfLanguages(['fr', 'en'])).toBeNull();
  });
});
