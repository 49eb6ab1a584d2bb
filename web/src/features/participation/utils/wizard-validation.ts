import { checkPhone } from '@/lib/phone-rules';
import { participation as PARTICIPATION_TEXT } from '@/messages/participation';
import { birthDateError } from './birth-date';

/** Largest photo accepted (10 MB) and longest bio. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const MAX_BIO_LENGTH = 500;

export type Gender = 'female' | 'male';

/** What the participation wizard collects (kept in memory only). */
export interface ChildData {
  gender: Gender | '';
  name: string;
  bio: string;
  day: string;
  month: string;
  year: string;
  country: string;
  dialCode: string;
  city: string;
  phone: string;
  photo: File | null;
  /** The contest chosen on step 1 when several are open for the child. */
  contestId: number | null;
}

export type FieldErrors = Partial<Record<keyof ChildData | 'birthDate' | 'terms' | 'form', string>>;

/** The error of a chosen file: not an image, or larger than 10 MB. */
export function photoError(file: File | null): string | null {
  const t = PARTICIPATION_TEXT.errors;
  if (!file) return t.photoRequired;
  if (!file.type.startsWith('image/')) return t.photoType;
  if (file.size > MAX_PHOTO_BYTES) return t.photoSize;
  return null;
}

/** Location and phone: country and city required; phone by the country's rules unless optional and empty. */
export function locationErrors(data: ChildData, options: { phoneRequired: boolean }): FieldErrors {
  const t = PARTICIPATION_TEXT.errors;
  const errors: FieldErrors = {};
  if (!data.country) errors.country = t.required;
  if (!data.city) errors.city = t.required;
  if (options.phoneRequired || data.phone) {
    const phone = checkPhone(data.country, data.phone, data.dialCode || undefined);
    if (!phone.ok) errors.phone = phone.message;
  }
  return errors;
}

export function identityErrors(data: ChildData): FieldErrors {
  const t = PARTICIPATION_TEXT.errors;
  const errors: FieldErrors = {};
  if (!data.name.trim()) errors.name = t.required;
  if (data.bio.length > MAX_BIO_LENGTH) errors.bio = t.bioTooLong;
  return errors;
}

/**
 * The errors of one step of the participation wizard (1 gender, 2 name and bio, 3 birth date,
 * location and phone, 4 photo); empty when the user may go on.
 */
export function participationStepErrors(step: number, data: ChildData, today: Date): FieldErrors {
  switch (step) {
    case 1:
      return data.gender ? {} : { gender: PARTICIPATION_TEXT.errors.genderRequired };
    case 2:
      return identityErrors(data);
    case 3: {
      const birth = birthDateError(data, today);
      return { ...(birth ? { birthDate: birth } : {}), ...locationErrors(data, { phoneRequired: true }) };
    }
    case 4: {
      const photo = photoError(data.photo);
      return photo ? { photo } : {};
    }
    default:
      return {};
  }
}

export const hasErrors = (errors: FieldErrors): boolean => Object.keys(errors).length > 0;

export const emptyChild = (): ChildData => ({
  gender: '',
  name: '',
  bio: '',
  day: '',
  month: '',
  year: '',
  country: '',
  dialCode: '',
  city: '',
  phone: '',
  photo: null,
  contestId: null,
});
