import type { ContestEntity } from './contest.entity';
import { preregistrationPeriod, timeUntil, toContestResponse } from './contest.response';

const NOW = new Date('2026-05-01T12:00:00.000Z');
const at = (iso: string) => new Date(iso);

function contest(overrides: Partial<ContestEntity> = {}): ContestEntity {
  return {
    id: 7,
    title: 'Petites filles',
    description: 'Le plus beau sourire',
    image: 'contests/ab/0123456789abcdef0123456789abcdef',
    status: 'pre_registration',
    startDate: at('2026-05-03T15:30:45.000Z'),
    endDate: at('2026-06-01T00:00:00.000Z'),
    gender: 'female',
    prize: 100000,
    secondPrize: 50000,
    thirdPrize: 25000,
    preregistrationStartDate: null,
    preregistrationEndDate: null,
    createdAt: at('2026-04-01T00:00:00.000Z'),
    updatedAt: at('2026-04-02T00:00:00.000Z'),
    deletedAt: null,
    ...overrides,
  };
}

describe('timeUntil', () => {
  it('splits the seconds left into days, hours and minutes', () => {
    expect(timeUntil(at('2026-05-03T15:30:45.000Z'), NOW)).toEqual({
      total_seconds: 2 * 86400 + 3 * 3600 + 30 * 60 + 45,
      days: 2,
      hours: 3,
      minutes: 30,
    });
  });

  it('is all zeros once started', () => {
    expect(timeUntil(at('2026-04-30T00:00:00.000Z'), NOW)).toEqual({
      total_seconds: 0,
      days: 0,
      hours: 0,
      minutes: 0,
    });
  });
});

describe('preregistrationPeriod', () => {
  it.each([
    ['no bounds, pre_registration', {}, 'active'],
    ['start ahead', { preregistrationStartDate: at('2026-05-02T00:00:00Z') }, 'not_started'],
    ['end passed', { preregistrationEndDate: at('2026-05-01T11:59:59Z') }, 'ended'],
    [
      'inside the window',
      { preregistrationStartDate: at('2026-04-01T00:00:00Z'), preregistrationEndDate: at('2026-05-02T00:00:00Z') },
      'active',
    ],
    ['end exactly now', { preregistrationEndDate: NOW }, 'ended'],
    ['a draft', { status: 'draft' as const }, 'not_started'],
    ['an open contest', { status: 'open' as const }, 'ended'],
    ['a closed contest', { status: 'closed' as const }, 'ended'],
  ])('%s → %s', (_label, overrides, expected) => {
    expect(preregistrationPeriod(contest(overrides), NOW)).toBe(expected);
  });
});

describe('toContestResponse', () => {
  const urls = { thumbnail: '/media/x-thumbnail.webp', card: '/media/x-card.webp', full: '/media/x-full.webp' };

  it('uses the spec names, both spellings of the pre-registration fields and the card image', () => {
    const response = toContestResponse(
      contest({ preregistrationStartDate: at('2026-04-20T08:00:00Z') }),
      { participants: 4, preregistrations: 3, convertiblePreregistrations: 1 },
      urls,
      NOW,
    );
    expect(response).toMatchObject({
      id: 7,
      image: '/media/x-card.webp',
      image_urls: urls,
      start_date: '2026-05-03T15:30:45.000Z',
      participants_count: 4,
      preregistrations_count: 3,
      pre_registration_count: 3,
      convertible_preregistrations_count: 1,
      preregistrations_are_open: true,
      preregistration_period_status: 'active',
      preregistration_start_date: '2026-04-20T08:00:00.000Z',
      pre_registration_start: '2026-04-20T08:00:00.000Z',
      preregistration_end_date: null,
      pre_registration_end: null,
      is_over: false,
    });
    expect(response).not.toHaveProperty('deletedAt');
  });

  it('is over once the end has passed, and has no image when none is stored', () => {
    const response = toContestResponse(
      contest({ status: 'closed', endDate: at('2026-05-01T11:00:00Z'), startDate: at('2026-04-01T00:00:00Z') }),
      { participants: 0, preregistrations: 0, convertiblePreregistrations: 0 },
      null,
      NOW,
    );
    expect(response).toMatchObject({ is_over: true, image: null, image_urls: null, preregistrations_are_open: false });
  });
});
