export const AGE_RANGES = ['0-1', '1-2', '2-3', '3-4', '4-5', '5+'] as const;
export type AgeRange = (typeof AGE_RANGES)[number];

export interface ParticipantFilters {
  /** The submitted search term (trimmed before it is sent). */
  search: string;
  country: string;
  city: string;
  age: AgeRange | '';
  gender: 'female' | 'male' | '';
}

export const NO_FILTERS: ParticipantFilters = { search: '', country: '', city: '', age: '', gender: '' };
