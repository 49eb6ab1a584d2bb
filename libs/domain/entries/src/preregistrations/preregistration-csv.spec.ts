import { preregistrationCsv, preregistrationCsvFilename } from './preregistration-csv';
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
