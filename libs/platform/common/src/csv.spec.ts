import { csvCell, toCsv } from './csv';

describe('csvCell', () => {
  it.each([
    ['plain text', 'Awa', 'Awa'],
    ['accents', 'Thiès', 'Thiès'],
    ['a comma', 'Dakar, Sénégal', '"Dakar, Sénégal"'],
    ['quotes', 'la "petite"', '"la ""petite"""'],
    ['a line break', 'ligne 1\nligne 2', '"ligne 1\nligne 2"'],
    ['a carriage return', 'a\rb', '"a\rb"'],
    ['an empty string', '', ''],
  ])('writes %s as RFC 4180 wants', (_label, value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it.each([
    ['=', '=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+', '+221771234567', "'+221771234567"],
    ['-', '-2+3', "'-2+3"],
    ['@', '@cmd', "'@cmd"],
    ['a tab', '\tx', "'\tx"],
  ])('neutralises text starting with %s against formula injection', (_label, value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('neutralises first, then quotes when the text needs it', () => {
    expect(csvCell('=HYPERLINK("http://x","clic")')).toBe(`"'=HYPERLINK(""http://x"",""clic"")"`);
  });

  it('leaves numbers as they are and writes nothing for missing values', () => {
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });
});

describe('toCsv', () => {
  it('starts with a UTF-8 byte order mark and ends every line with CRLF', () => {
    const csv = toCsv([
      ['a', 'b'],
      [1, 'x,y'],
    ]);
    expect(csv).toBe('\uFEFFa,b\r\n1,"x,y"\r\n');
    expect([...Buffer.from(csv, 'utf8').subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });
});
