import { parseAmount, parseDateTime } from './form-values';

describe('parseDateTime', () => {
  it.each([
    ['2026-05-01T18:00', '2026-05-01T18:00:00.000Z'],
    ['2026-05-01 18:00', '2026-05-01T18:00:00.000Z'],
    ['2026-05-01T18:00:30', '2026-05-01T18:00:30.000Z'],
    ['2026-05-01T18:00:30.25', '2026-05-01T18:00:30.250Z'],
    ['2026-05-01T18:00:00Z', '2026-05-01T18:00:00.000Z'],
    ['2026-05-01T18:00:00.000+01:00', '2026-05-01T17:00:00.000Z'],
    ['2026-05-01T18:00-0230', '2026-05-01T20:30:00.000Z'],
    ['2028-02-29T00:00', '2028-02-29T00:00:00.000Z'],
    ['  2026-05-01T18:00  ', '2026-05-01T18:00:00.000Z'],
  ])('reads %s as %s (no offset: UTC)', (input, expected) => {
    expect(parseDateTime(input)?.toISOString()).toBe(expected);
  });

  it.each([
    'demain',
    '2026-05-01',
    '01/05/2026 18:00',
    '2026-13-01T10:00',
    '2026-02-29T10:00',
    '2026-04-31T10:00',
    '2026-05-01T24:00',
    '2026-05-01T18:60',
    '2026-05-01T18:00+25:00',
    '',
  ])('refuses %p', (input) => {
    expect(parseDateTime(input)).toBeNull();
  });
});

describe('parseAmount', () => {
  it('reads digits, with spaces as thousands separators, and leaves numbers as they are', () => {
    expect(parseAmount('150000', 0)).toBe(150000);
    expect(parseAmount('150 000', 0)).toBe(150000);
    expect(parseAmount('150\u202f000', 0)).toBe(150000);
    expect(parseAmount('-5', 0)).toBe(-5);
    expect(parseAmount(25000, 0)).toBe(25000);
  });

  it('reads empty and null as the given value', () => {
    expect(parseAmount('', 0)).toBe(0);
    expect(parseAmount('  ', 50000)).toBe(50000);
    expect(parseAmount(null, 25000)).toBe(25000);
  });

  it('leaves what is not an integer for the validator to refuse', () => {
    expect(parseAmount('12.5', 0)).toBe('12.5');
    expect(parseAmount('beaucoup', 0)).toBe('beaucoup');
    expect(parseAmount('1e5', 0)).toBe('1e5');
  });
});
