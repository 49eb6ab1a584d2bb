import { z } from 'zod';
import { checkPhone } from '@/lib/phone-rules';
import { participation as PARTICIPATION_TEXT } from '@/messages/participation';
import { birthDateError } from './birth-date';

/** Largest photo accepted (10 MB) and longest bio. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
export const MAX_BIO_LENGTH = 500;

export type Gender = 'female' | 'male';

const t = PARTICIPATION_TEXT.errors;

/** The error of a chosen file: not an image, or larger than 10 MB. */
export function photoError(file: File | null): string | null {
  if (!file) return t.photoRequired;
  if (!file.type.startsWith('image/')) return t.photoType;
  if (file.size > MAX_PHOTO_BYTES) return t.photoSize;
  return null;
}

/** A refinement reporting the message `problem` finds in a value, if any. */
const reporting =
  <T>(problem: (value: T) => string | null) =>
  (value: T, context: z.RefinementCtx) => {
    const message = problem(value);
    if (message) context.addIssue({ code: z.ZodIssueCode.custom, message });
  };

/**
 * A child's details and their rules: the gender chosen, a first name, a bio of 500 characters at most,
 * a complete and possible birth date of a child of 14 at most (one error for the three selects), a
 * country and a city, an image of 10 MB at most, and the contest chosen on the participation's first
 * step (its rules depend on the open contests: contestChoiceError).
 */
const childFields = z.object({
  gender: z.enum(['', 'female', 'male']).refine(Boolean, t.genderRequired),
  name: z.string().refine((name) => name.trim() !== '', t.required),
  bio: z.string().max(MAX_BIO_LENGTH, t.bioTooLong),
  birthDate: z
    .object({ day: z.string(), month: z.string(), year: z.string() })
    .superRefine(reporting((parts) => birthDateError(parts, new Date()))),
  country: z.string().min(1, t.required),
  dialCode: z.string(),
  city: z.string().min(1, t.required),
  phone: z.string(),
  photo: z.custom<File | null>().superRefine(reporting(photoError)),
  contestId: z.number().nullable(),
});

/** The phone by the country's rules; when it is optional, only once typed. */
const phoneRule =
  (required: boolean) => (child: { country: string; dialCode: string; phone: string }, context: z.RefinementCtx) => {
    if (!required && !child.phone) return;
    const phone = checkPhone(child.country, child.phone, child.dialCode || undefined);
    if (!phone.ok) context.addIssue({ code: z.ZodIssueCode.custom, path: ['phone'], message: phone.message });
  };

/** The participation: the child's details with a phone, and the terms accepted on the last step. */
export const participationSchema = childFields
  .extend({ terms: z.boolean().refine(Boolean, t.termsRequired) })
  .superRefine(phoneRule(true));

/** The pre-registration of a new child: the child's details, the phone optional. */
export const preregistrationSchema = childFields.superRefine(phoneRule(false));

/** What the wizards collect (kept in memory only). */
export type ChildData = z.infer<typeof preregistrationSchema>;
export type ParticipationData = z.infer<typeof participationSchema>;
export type ChildField = keyof ChildData;

/** The fields each step of the participation checks before the next (5 and 6 have none of the child's). */
export const PARTICIPATION_STEP_FIELDS: Record<number, readonly ChildField[]> = {
  1: ['gender'],
  2: ['name', 'bio'],
  3: ['birthDate', 'country', 'city', 'phone'],
  4: ['photo'],
};

/** The fields each step of the pre-registration of a new child checks. */
export const PREREGISTRATION_STEP_FIELDS = {
  information: ['gender', 'name', 'bio', 'birthDate'],
  photo: ['photo'],
  location: ['country', 'city', 'phone'],
} as const satisfies Record<string, readonly ChildField[]>;

export const emptyChild = (): ChildData => ({
  gender: '',
  name: '',
  bio: '',
  birthDate: { day: '', month: '', year: '' },
  country: '',
  dialCode: '',
  city: '',
  phone: '',
  photo: null,
  contestId: null,
});
