import type { RegistrationFailure } from './registration-error';
import type { ChildField } from './wizard-validation';

export const TOTAL_STEPS = 6;
export const AUTH_STEP = 5;
export const PHOTO_STEP = 4;

/** The step in the address (`?etape=3`); null when it is not a step of the wizard. */
export function readStep(value: string | null): number | null {
  if (value === null) return 1;
  if (!/^\d+$/.test(value)) return null;
  const step = Number(value);
  return step >= 1 && step <= TOTAL_STEPS ? step : null;
}

/** What the wizard holds besides the child's details (its form): the step itself is in the address. */
export interface WizardState {
  /** The furthest step reached: an address beyond it starts again from there. */
  furthest: number;
  failure: RegistrationFailure | null;
  /** The wizard started again after the page was left in the background. */
  resetNotice: boolean;
  /** Where to go once the participation is registered. */
  registered: { url: string } | null;
  /** Sent with every send of this entry (Idempotency-Key): a retry never enters the child twice. */
  registrationKey: string;
}

/** A new random key (128 bits, hexadecimal). */
export function newRegistrationKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export type WizardAction =
  | { type: 'reached'; step: number }
  | { type: 'failed'; failure: RegistrationFailure | null }
  | { type: 'restarted'; afterLeaving: boolean }
  | { type: 'registered'; url: string };

export const initialWizard = (): WizardState => ({
  furthest: 1,
  failure: null,
  resetNotice: false,
  registered: null,
  registrationKey: newRegistrationKey(),
});

export function participationWizard(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'reached':
      return { ...state, furthest: Math.max(state.furthest, action.step) };
    case 'failed':
      return { ...state, failure: action.failure };
    case 'restarted':
      return {
        ...initialWizard(),
        resetNotice: action.afterLeaving || state.resetNotice,
        registered: state.registered,
      };
    case 'registered':
      return { ...state, registered: { url: action.url } };
  }
}

/** Where the API's field names are shown in the wizard. */
const FIELD_OF: Record<string, ChildField> = {
  gender: 'gender',
  baby_name: 'name',
  bio: 'bio',
  date_of_birth: 'birthDate',
  country: 'country',
  city: 'city',
  phone_number: 'phone',
  photo: 'photo',
};

/** The wizard's fields the server may refuse. */
export const SERVER_FIELDS = Object.values(FIELD_OF);

/** The server's field errors, under the wizard's fields. */
export function wizardFieldErrors(fields: RegistrationFailure['fields']): Partial<Record<ChildField, string>> {
  const errors: Partial<Record<ChildField, string>> = {};
  for (const [name, message] of Object.entries(fields)) {
    const field = FIELD_OF[name];
    if (field) errors[field] = message;
  }
  return errors;
}
