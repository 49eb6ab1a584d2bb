import { describe, expect, it } from 'vitest';
import { initialWizard, participationWizard, readStep, wizardFieldErrors } from './participation-wizard';

describe('participationWizard', () => {
  it('remembers the furthest step reached', () => {
    const reached = participationWizard(participationWizard(initialWizard(), { type: 'reached', step: 4 }), {
      type: 'reached',
      step: 2,
    });
    expect(reached.furthest).toBe(4);
  });

  it('starts again from nothing, saying so only when the page was left', () => {
    const filled = participationWizard(participationWizard(initialWizard(), { type: 'reached', step: 3 }), {
      type: 'failed',
      failure: { message: 'Refusé', fields: {}, step: null, inappropriatePhoto: false },
    });
    const restarted = participationWizard(filled, { type: 'restarted', afterLeaving: true });
    expect(restarted).toEqual({ ...initialWizard(), resetNotice: true, registrationKey: expect.any(String) });
    // A new entry: a new key, so that it is not taken for a retry of the one left.
    expect(restarted.registrationKey).not.toBe(filled.registrationKey);
    expect(participationWizard(filled, { type: 'restarted', afterLeaving: false }).resetNotice).toBe(false);
  });
});

describe('readStep', () => {
  it('reads the steps of the wizard and nothing else', () => {
    expect([null, '1', '6', '0', '7', 'deux'].map(readStep)).toEqual([1, 1, 6, null, null, null]);
  });
});

describe('wizardFieldErrors', () => {
  it('puts the API’s field names under the wizard’s fields', () => {
    expect(
      wizardFieldErrors({ baby_name: 'Trop long', date_of_birth: 'Trop âgé', phone_number: 'Invalide', other: 'x' }),
    ).toEqual({ name: 'Trop long', birthDate: 'Trop âgé', phone: 'Invalide' });
  });
});
