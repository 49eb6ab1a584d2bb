import type { Participant } from '../../../lib/api/participants/get-participant';
import { fold } from './contest-order';

export const AGE_RANGES = ['0-1', '1-2', '2-3', '3-4', '4-5', '5+'] as const;
export type AgeRange = (typeof AGE_RANGES)[number];

export interface ParticipantFilters {
  /** The submitted search term (trimmed by the caller or not: it is trimmed here). */
  search: string;
  country: string;
  city: string;
  age: AgeRange | '';
  gender: 'female' | 'male' | '';
}

export const NO_FILTERS: ParticipantFilters = { search: '', country: '', city: '', age: '', gender: '' };

/** Whether a child of `months` full months is in the range, counted in full years like the API's age_category. */
export function inAgeRange(months: number | null, range: AgeRange): boolean {
  if (months === null) return false;
  const years = Math.floor(months / 12);
  if (range === '5+') return years >= 5;
  return years === Number(range.split('-')[0]);
}

/**
 * The participants matching the filters: the search term (trimmed, ignoring case and accents) in
 * the baby's name, country or city; the city text the same way; exact country, age range and gender.
 */
export function filterParticipants(participants: readonly Participant[], filters: ParticipantFilters): Participant[] {
  const term = fold(filters.search.trim());
  const city = fold(filters.city.trim());
  return participants.filter((participant) => {
    const name = fold(participant.baby_details.name);
    if (term && ![name, fold(participant.country), fold(participant.city)].some((text) => text.includes(term))) {
      return false;
    }
    if (city && !fold(participant.city).includes(city)) return false;
    if (filters.country && participant.country !== filters.country) return false;
    if (filters.age && !inAgeRange(participant.baby_details.age_months, filters.age)) return false;
    if (filters.gender && participant.baby_details.gender !== filters.gender) return false;
    return true;
  });
}

/** The countries present in the list, in French alphabetical order. */
export function countriesOf(participants: readonly Participant[]): string[] {
  return [...new Set(participants.map((participant) => participant.country).filter(Boolean))].sort((a, b) =>
    a.localeCompare(b, 'fr'),
  );
}
