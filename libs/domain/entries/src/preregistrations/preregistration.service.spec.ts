import type { ConversionCandidate, PreregistrationView } from './preregistration.repository';
import { badgeOf } from './preregistration.response';
import { acceptsPreregistrations, decideConversion, fitsGender } from './preregistration.service';

const NOW = new Date('2026-06-01T12:00:00Z');
const HOUR = 3600 * 1000;

describe('acceptsPreregistrations', () => {
  const contest = (overrides: Partial<Parameters<typeof acceptsPreregistrations>[0]> = {}) => ({
    status: 'pre_registration' as const,
    preregistrationStartDate: null,
    preregistrationEndDate: null,
    ...overrides,
  });

  it('takes a pre_registration contest whose missing bounds are open-ended', () => {
    expect(acceptsPreregistrations(contest(), NOW)).toBe(true);
    expect(acceptsPreregistrations(contest({ preregistrationStartDate: new Date(NOW.getTime() - HOUR) }), NOW)).toBe(
      true,
    );
    expect(acceptsPreregistrations(contest({ preregistrationEndDate: new Date(NOW.getTime() + HOUR) }), NOW)).toBe(
      true,
    );
  });

  it('refuses outside the window and in any other status', () => {
    expect(acceptsPreregistrations(contest({ preregistrationStartDate: new Date(NOW.getTime() + HOUR) }), NOW)).toBe(
      false,
    );
    expect(acceptsPreregistrations(contest({ preregistrationEndDate: new Date(NOW.getTime() - HOUR) }), NOW)).toBe(
      false,
    );
    for (const status of ['draft', 'open', 'closed'] as const) {
      expect(acceptsPreregistrations(contest({ status }), NOW)).toBe(false);
    }
  });
});

describe('fitsGender', () => {
  it('matches girls and boys contests, and takes both in a mixed one', () => {
    expect(fitsGender('female', 'female')).toBe(true);
    expect(fitsGender('female', 'male')).toBe(false);
    expect(fitsGender('male', 'female')).toBe(false);
    expect(fitsGender('mixed', 'female')).toBe(true);
    expect(fitsGender('mixed', 'male')).toBe(true);
  });
});

describe('decideConversion', () => {
  const candidate = (overrides: Partial<ConversionCandidate> = {}): ConversionCandidate => ({
    id: 1,
    userId: 2,
    babyId: 3,
    contestId: 4,
    phoneNumber: '+221771234567',
    country: '',
    city: 'Thiès',
    participantId: null,
    contestStatus: 'pre_registration',
    contestDeleted: false,
    baby: { name: 'Awa', bio: 'Rieuse', photo: 'babies/ab/abcd', country: 'Sénégal', city: 'Dakar' },
    ...overrides,
  });

  it("makes a participant from the baby's name, bio and photo and the pre-registration's location", () => {
    expect(decideConversion(candidate())).toEqual({
      participant: {
        contestId: 4,
        babyId: 3,
        userId: 2,
        babyName: 'Awa',
        babyBio: 'Rieuse',
        photo: 'babies/ab/abcd',
        country: 'Sénégal',
        city: 'Thiès',
        phoneNumber: '+221771234567',
      },
    });
    expect(decideConversion(candidate({ contestStatus: 'open' }))).toHaveProperty('participant');
  });

  it.each([
    ['already converted', { participantId: 9 }, 'Cette préinscription a déjà été convertie.'],
    ['a closed contest', { contestStatus: 'closed' as const }, 'Le concours est terminé.'],
    ['a draft contest', { contestStatus: 'draft' as const }, "Le concours n'est pas disponible."],
    ['a deleted contest', { contestDeleted: true }, "Le concours n'est pas disponible."],
    ['a deleted baby', { baby: null }, 'Le bébé a été supprimé.'],
    [
      'a baby without photo',
      { baby: { name: 'Awa', bio: '', photo: null, country: '', city: '' } },
      "Le bébé n'a pas de photo.",
    ],
  ])('skips %s', (_label, overrides, reason) => {
    expect(decideConversion(candidate(overrides))).toEqual({ skip: reason });
  });
});

describe('badgeOf', () => {
  const view = (
    status: PreregistrationView['contest']['status'],
    options: { canConvert?: boolean; end?: Date | null } = {},
  ): PreregistrationView => ({
    id: 1,
    userId: 2,
    babyId: 3,
    contestId: 4,
    phoneNumber: '',
    country: 'Sénégal',
    city: 'Dakar',
    participantId: null,
    createdAt: NOW,
    canConvert: options.canConvert ?? false,
    baby: { name: 'Awa', dateOfBirth: '2025-01-01', photo: null },
    contest: { title: 'Sourires', status, startDate: NOW, preregistrationEndDate: options.end ?? null },
    user: { email: 'a@example.com', firstName: 'A', lastName: 'B', contactNumber: '' },
  });

  it.each([
    ['open, convertible', view('open', { canConvert: true }), 'convertible', 'Conversion possible'],
    ['open, not convertible', view('open'), 'already_participant', 'Déjà participant'],
    [
      'pre_registration, end passed',
      view('pre_registration', { end: new Date(NOW.getTime() - HOUR) }),
      'preregistration_ended',
      'Préinscriptions terminées',
    ],
    [
      'pre_registration, end ahead',
      view('pre_registration', { end: new Date(NOW.getTime() + HOUR) }),
      'preregistration_open',
      'Préinscriptions ouvertes',
    ],
    ['pre_registration, no end', view('pre_registration'), 'preregistration_open', 'Préinscriptions ouvertes'],
    ['closed', view('closed'), 'contest_closed', 'Concours terminé'],
    ['draft', view('draft'), 'unknown', 'Statut inconnu'],
  ])('%s', (_label, input, code, label) => {
    expect(badgeOf(input, NOW)).toEqual({ code, label });
  });
});
