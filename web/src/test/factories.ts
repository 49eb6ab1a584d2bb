import type { Participant } from '../lib/api/participants/get-participant';

/** A participant of an open contest, as GET /api/contests/participants/{id} answers a visitor (no date of birth). */
export function makeParticipant(overrides: Partial<Participant> = {}): Participant {
  return {
    id: 7,
    participant_id: 7,
    contest: 1,
    contest_id: 1,
    country: 'Sénégal',
    city: 'Dakar',
    created_at: '2026-11-01T00:00:00Z',
    baby_details: {
      name: 'Awa',
      gender: 'female',
      bio: '',
      photo: '/media/awa-card.webp',
      photo_urls: {
        thumbnail: '/media/awa-thumbnail.webp',
        card: '/media/awa-card.webp',
        full: '/media/awa-full.webp',
      },
      age_months: 32,
    },
    contest_details: {
      id: 1,
      title: 'Concours',
      status: 'open',
      start_date: '2026-11-01T00:00:00Z',
      end_date: '2099-12-31T00:00:00Z',
      prize: 100000,
      second_prize: 50000,
      third_prize: 25000,
    },
    vote_code: '4821',
    vote_count: 41,
    votes: 41,
    rank: 2,
    secure_id: 'abc123def456',
    ...overrides,
  };
}

/** A token whose payload carries `user_id` (what the auth store reads). */
export function fakeAccessToken(userId: number): string {
  return `x.${btoa(JSON.stringify({ user_id: userId }))}.y`;
}
