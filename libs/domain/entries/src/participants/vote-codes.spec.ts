import { codeLengthFor, codeRange, normaliseVoteCode, seasonOf } from './vote-codes';

describe('vote code rules', () => {
  it('makes the season the calendar year of the contest start, in UTC', () => {
    expect(seasonOf(new Date('2026-12-31T23:30:00Z'))).toBe(2026);
    expect(seasonOf(new Date('2027-01-01T00:30:00+01:00'))).toBe(2026);
    expect(seasonOf(new Date('2027-01-01T00:00:00Z'))).toBe(2027);
  });

  it('draws codes without a leading zero', () => {
    expect(codeRange(4)).toEqual({ min: 1000, max: 9999 });
    expect(codeRange(5)).toEqual({ min: 10000, max: 99999 });
  });

  it('keeps 4 digits until 80 % of them are used, then 5, then 6', () => {
    const used = (counts: Record<number, number>) => (length: number) => counts[length] ?? 0;
    expect(codeLengthFor(used({}))).toBe(4);
    expect(codeLengthFor(used({ 4: 7199 }))).toBe(4);
    expect(codeLengthFor(used({ 4: 7200 }))).toBe(5);
    expect(codeLengthFor(used({ 4: 7200, 5: 71_999 }))).toBe(5);
    expect(codeLengthFor(used({ 4: 7200, 5: 72_000 }))).toBe(6);
    expect(codeLengthFor(used({ 4: 9000, 5: 90_000, 6: 900_000 }))).toBe(6);
  });

  it('reads a code as typed: spaces removed; anything else is no code', () => {
    expect(normaliseVoteCode(' 4821 ')).toBe('4821');
    expect(normaliseVoteCode('48 21')).toBe('4821');
    expect(normaliseVoteCode('12\t345')).toBe('12345');
    expect(normaliseVoteCode('123456')).toBe('123456');
    for (const junk of ['', '   ', '482', '1234567', '0821', 'VOTE 4821', '48-21', '４８２１', 'abcd']) {
      expect(normaliseVoteCode(junk)).toBeNull();
    }
  });
});
