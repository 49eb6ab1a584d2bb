import { describe, expect, it } from 'vitest';
import { initialWizard, participationWizard, readStep, wizardFieldErrors } from './participation-wizard';

describe('participationWizard', () => {
  it('clears the errors of the fields an edit changes, and the date’s for any part of it', () => {
    const shown = participationWizard(initialWizard(), {
      type: 'errorsShown',
      errors: { name: 'Requis', birthDate: 'Date invalide', city: 'Requise' },
    });
    const edited = participationWizard(shown, { type: 'edited', patch: { name: 'Awa', day: '3' } });
    expect(edited.data).toMatchObject({ name: 'Awa', day: '3' });
    expect(edited.errors).toEqual({ city: 'Requise' });
  });

  it('remembers the furthest step reached', () => {
    const reached = participationWizard(participationWizard(initialWizard(), { type: 'reached', step: 4 }), {
      type: 'reached',
      step: 2,
    });
    expect(reached.furthest).toBe(4);
  });

  it('starts again from nothing, saying so only when the page was left', () => {
    const filled = participationWizard(participationWizard(initialWizard(), { type: 'reached', step: 3 }), {
      type: 'edited',
      patch: { gender: 'female' },
    });
    const restarted = participationWizard(filled, { type: 'restarted', afterLeaving: true });
    expect(restarted).toEqual({ ...initialWizard(), resetNotice: true, registrationKey: expect.any(String) });
    // A new entry: a new key, so that it is not taken for a retry of the one left.
    expect(restarted.registrationKey).not.toBe(filled.registrationKey);
    expect(participationWizard(filled, { type: 'restarted', afterLeaving: false }).resetNotice).toBe(false);
  });

  it('sends a refused photo back to the picker with its message', () => {
    const photo = new File(['x'], 'awa.jpg', { type: 'image/jpeg' });
    const withPhoto = participationWizard(initialWizard(), { type: 'edited', patch: { photo } });
    const refused = participationWizard(withPhoto, { type: 'photoRefused', message: 'Photo inappropriée' });
    expect(refused.data.photo).toBeNull();
    expect(refused.errors).toEqual({ photo: 'Photo inappropriée' });
  });
});

describe('readStep', () => {
  it('reads the steps of the wizard and nothing else', () => {
    expect([null, '1', '6', '0', '7', 'deux'].map(readStep)).toEqual([1, 1, 6, null, null, null]);
  });
});

describe('wizardFieldErrors', () => {
  it('puts the API’s field names under the wizard’s fields', () => {
    expect(wizardFieldErrors({ baby_name: 'Trop long', phone_number: 'Invalide', other: 'x' })).toEqual({
      name: 'Trop long',
      phone: 'Invalide',
    });
  });
});
