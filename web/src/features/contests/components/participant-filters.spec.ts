import { describe, expect, it } from 'vitest';
import type { Participant } from '../../../lib/api/participants/get-participant';
import { countriesOf, filterParticipants, NO_FILTERS } from './participant-filters';

function makeParticipant(
  id: number,
  overrides: Partial<Participant> & { name?: string; months?: number | null; gender?: 'female' | 'male' } = {},
): Participant {
  const { name = `Bébé ${id}`, months = 18, gender = 'female', ...rest } = overrides;
  return {
    id,
    participant_id: id,
    contest: 1,
    contest_id: 1,
    country: 'Sénégal',
    city: 'Dakar',
    created_at: '2026-11-15T00:00:00Z',
    baby_details: {
      name,
      gender,
      date_of_birth: '2025-05-01',
      bio: '',
      photo: `/media/${id}-card.webp`,
      photo_urls: {
        thumbnail: `/media/${id}-thumbnail.webp`,
        card: `/media/${id}-card.webp`,
        full: `/media/${id}-full.webp`,
      },
      age_months: months,
    },
    contest_details: { id: 1, title: 'Concours', prize: 100000, second_prize: 50000, third_prize: 25000 },
    vote_count: 0,
    rank: null,
    secure_id: `secure-${id}`,
    ...rest,
  } as Participant;
}

const participants = [
  makeParticipant(1, { name: 'Aïcha', country: 'Mali', city: 'Bamako', months: 5 }),
  makeParticipant(2, { name: 'Fatou', country: 'Sénégal', city: 'Thiès', months: 30, gender: 'female' }),
  makeParticipant(3, { name: 'Moussa', country: 'Niger', city: 'Niamey', months: 70, gender: 'male' }),
  makeParticipant(4, { name: 'Awa', country: 'Côte d’Ivoire', city: 'Abidjan', months: null }),
];

const ids = (list: Participant[]) => list.map((participant) => participant.id);

describe('filterParticipants', () => {
  it('matches the trimmed term on name, country or city, ignoring case and accents', () => {
    expect(ids(filterParticipants(participants, { ...NO_FILTERS, search: '  AICHA ' }))).toEqual([1]);
    expect(ids(filterParticipants(participants, { ...NO_FILTERS, search: 'senegal' }))).toEqual([2]);
    expect(ids(filterParticipants(participants, { ...NO_FILTERS, search: 'niam' }))).toEqual([3]);
    expect(ids(filterParticipants(participants, { ...NO_FILTERS, search: 'zzz' }))).toEqual([]);
    expect(ids(filterParticipants(participants, { ...NO_FILTERS, search: '   ' }))).toEqual([1, 2, 3, 4]);
  });

  it('combines country, city text, age range in full years and gender', () => {
    expect(ids(filterParticipants(participants, { ...NO_FILTERS, country: 'Mali' }))).toEqual([1]);
    expect(ids(filterParticipants(participants, { ...NO_FILTERS, city: 'thies' }))).toEqual([2]);
    expect(ids(filterParticipants(participants, { ...NO_FILTERS, age: '0-1' }))).toEqual([1]);
    expect(ids(filterParticipants(participants, { ...NO_FILTERS, age: '2-3' }))).toEqual([2]);
    expect(ids(filterParticipants(participants, { ...NO_FILTERS, age: '5+' }))).toEqual([3]);
    expect(ids(filterParticipants(participants, { ...NO_FILTERS, gender: 'male' }))).toEqual([3]);
    expect(ids(filterParticipants(participants, { ...NO_FILTERS, search: 'a', gender: 'female', age: '0-1' }))).toEqual(
      [1],
    );
  });
});

describe('countriesOf', () => {
  it('lists each country once, in French order', () => {
    expect(countriesOf([...participants, makeParticipant(5, { country: 'Mali' })])).toEqual([
      'Côte d’Ivoire',
      'Mali',
      'Niger',
      'Sénégal',
    ]);
  });
});
