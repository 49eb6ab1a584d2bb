import { csvCell, preregistrationCsv, preregistrationCsvFilename, toCsv } from './preregistration-csv';
import type { AdminPreregistrationResponse } from './preregistration.response';

const item = (overrides: Partial<AdminPreregistrationResponse> = {}): AdminPreregistrationResponse => ({
  id: 7,
  contest: 3,
  baby: 11,
  phone_number: '',
  location_summary: 'Dakar, Sénégal',
  created_at: '2026-03-01T23:30:00.000Z',
  can_convert: true,
  participant_id: null,
  baby_details: { id: 11, name: 'Awa', age_months: 18, photo: null },
  contest_details: {
    id: 3,
    title: 'Sourires',
    status: 'pre_registration',
    status_display: 'Préinscription',
    start_date: '2026-04-01T00:00:00.000Z',
    preregistration_end_date: null,
  },
  badge: { code: 'preregistration_open', label: 'Préinscriptions ouvertes' },
  user_details: { id: 5, email: 'fatou@example.com', full_name: 'Fatou Ndiaye', contact_number: '+221770000000' },
  ...overrides,
});

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

describe('preregistrationCsv', () => {
  it('writes the columns of the spec, then one line per pre-registration', () => {
    const lines = preregistrationCsv([
      item(),
      item({ id: 8, can_convert: false, phone_number: '+221781112233', baby_details: null }),
    ])
      .slice(1)
      .split('\r\n');
    expect(lines).toEqual([
      'ID,Utilisateur,Email,Téléphone,Bébé,Âge (mois),Concours,Localisation,Convertible,Date de création',
      // No phone on the pre-registration: the parent's contact number; the date is the fr-FR day (UTC).
      `7,Fatou Ndiaye,fatou@example.com,'+221770000000,Awa,18,Sourires,"Dakar, Sénégal",Oui,01/03/2026`,
      `8,Fatou Ndiaye,fatou@example.com,'+221781112233,,,Sourires,"Dakar, Sénégal",Non,01/03/2026`,
      '',
    ]);
  });

  it('escapes what users typed', () => {
    const csv = preregistrationCsv([
      item({
        user_details: { id: 5, email: 'x@example.com', full_name: '@Moussa "Le Grand"', contact_number: '' },
        contest_details: { ...item().contest_details, title: 'Concours\nde Noël, 2026' },
      }),
    ]);
    expect(csv).toContain(`7,"'@Moussa ""Le Grand""",x@example.com,,Awa,18,"Concours\nde Noël, 2026",`);
  });
});

describe('preregistrationCsvFilename', () => {
  it('names the file by the UTC date', () => {
    expect(preregistrationCsvFilename(new Date('2026-11-22T23:59:00Z'))).toBe('preinscriptions-2026-11-22.csv');
  });
});
