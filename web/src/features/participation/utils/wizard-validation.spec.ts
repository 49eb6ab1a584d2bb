import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { participation as PARTICIPATION_TEXT } from '@/messages/participation';
import {
  type ChildData,
  type ChildField,
  emptyChild,
  PARTICIPATION_STEP_FIELDS,
  participationSchema,
  PREREGISTRATION_STEP_FIELDS,
  preregistrationSchema,
} from './wizard-validation';

const t = PARTICIPATION_TEXT.errors;
const lastYear = String(new Date().getFullYear() - 1);

const photo = (type = 'image/jpeg', size = 1000) => {
  const file = new File(['x'], 'awa.jpg', { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

const child = (changes: Partial<ChildData> = {}): ChildData => ({
  ...emptyChild(),
  gender: 'female',
  name: 'Awa',
  birthDate: { day: '5', month: '3', year: lastYear },
  country: 'Sénégal',
  dialCode: '+221',
  city: 'Dakar',
  phone: '771234567',
  photo: photo(),
  ...changes,
});

/** The first message of each of `fields`, as react-hook-form's trigger(fields) shows them. */
function errorsOf(schema: z.ZodTypeAny, values: object, fields: readonly ChildField[] | readonly string[]) {
  const result = schema.safeParse(values);
  const errors: Record<string, string> = {};
  for (const issue of result.success ? [] : result.error.issues) {
    const field = String(issue.path[0]);
    if ((fields as readonly string[]).includes(field)) errors[field] ??= issue.message;
  }
  return errors;
}

const participationStep = (step: number, changes: Partial<ChildData> = {}, terms = true) =>
  errorsOf(participationSchema, { ...child(changes), terms }, PARTICIPATION_STEP_FIELDS[step]);

describe('participationSchema, step by step', () => {
  it('lets a complete entry through every step', () => {
    for (const step of [1, 2, 3, 4]) expect(participationStep(step)).toEqual({});
  });

  it('step 1 asks for the gender', () => {
    expect(participationStep(1, { gender: '' })).toEqual({ gender: t.genderRequired });
  });

  it('step 2 asks for a first name (spaces are none) and keeps the bio to 500 characters', () => {
    expect(participationStep(2, { name: '   ', bio: 'a'.repeat(501) })).toEqual({
      name: t.required,
      bio: t.bioTooLong,
    });
    expect(participationStep(2, { bio: 'a'.repeat(500) })).toEqual({});
  });

  it('step 3 checks the birth date as one field', () => {
    const born = (day: string, month: string, year: string) =>
      participationStep(3, { birthDate: { day, month, year } });
    expect(born('5', '', lastYear)).toEqual({ birthDate: t.birthDateIncomplete });
    expect(born('31', '2', lastYear)).toEqual({ birthDate: t.birthDateInvalid });
    expect(born('1', '1', String(new Date().getFullYear() + 1))).toEqual({ birthDate: t.birthDateInFuture });
    expect(born('1', '1', String(new Date().getFullYear() - 16))).toEqual({ birthDate: t.tooOld });
  });

  it('step 3 asks for the country and the city, and the phone by the country’s rules', () => {
    expect(participationStep(3, { country: '', city: '', phone: '' })).toMatchObject({
      country: t.required,
      city: t.required,
      phone: 'Le numéro de téléphone est requis',
    });
    expect(participationStep(3, { phone: '66123' })).toEqual({
      phone: 'Format invalide pour Sénégal. Exemple: 771234567',
    });
  });

  it('checks the phone even while the fields of other steps are still empty', () => {
    expect(participationStep(3, { gender: '', name: '', photo: null, phone: '66123' })).toEqual({
      phone: 'Format invalide pour Sénégal. Exemple: 771234567',
    });
  });

  it('step 4 asks for an image of 10 MB at most', () => {
    expect(participationStep(4, { photo: null })).toEqual({ photo: t.photoRequired });
    expect(participationStep(4, { photo: photo('application/pdf') })).toEqual({ photo: t.photoType });
    expect(participationStep(4, { photo: photo('image/png', 11 * 1024 * 1024) })).toEqual({ photo: t.photoSize });
  });

  it('a step shows only its own fields’ errors', () => {
    expect(participationStep(2, { gender: '', phone: '', photo: null })).toEqual({});
  });

  it('the last step asks for the terms', () => {
    expect(errorsOf(participationSchema, { ...child(), terms: false }, ['terms'])).toEqual({
      terms: t.termsRequired,
    });
  });
});

describe('preregistrationSchema, step by step', () => {
  const step = (name: keyof typeof PREREGISTRATION_STEP_FIELDS, changes: Partial<ChildData> = {}) =>
    errorsOf(preregistrationSchema, child(changes), PREREGISTRATION_STEP_FIELDS[name]);

  it('asks for the gender, the first name and the birth date together', () => {
    expect(step('information', { gender: '', name: '', birthDate: emptyChild().birthDate })).toEqual({
      gender: t.genderRequired,
      name: t.required,
      birthDate: t.birthDateIncomplete,
    });
  });

  it('leaves the phone optional, but checks it once typed', () => {
    expect(step('location', { phone: '' })).toEqual({});
    expect(step('location', { phone: '66123' })).toEqual({
      phone: 'Format invalide pour Sénégal. Exemple: 771234567',
    });
    expect(step('location', { city: '' })).toEqual({ city: t.required });
  });

  it('asks for the photo', () => {
    expect(step('photo', { photo: null })).toEqual({ photo: t.photoRequired });
  });
});
