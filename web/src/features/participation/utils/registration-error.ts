import { ApiError, messageOf, NetworkError } from '@bebe-star/web-common/api-errors';
import { participation as PARTICIPATION_TEXT } from '@/messages/participation';

/** Wizard steps a server refusal can send the user back to. */
export type FieldStep = 1 | 2 | 3 | 4;

export interface RegistrationFailure {
  /** Shown on the confirmation step. */
  message: string;
  /** Field errors by API field name, to show on their step (the first such step is where the user is sent). */
  fields: Partial<Record<string, string>>;
  step: FieldStep | null;
  /** The photo was refused as inappropriate: offer 'Revenir à la sélection de photo'. */
  inappropriatePhoto: boolean;
  /** No answer came (connection dropped, server unavailable): offer « Réessayer », which sends it all again. */
  retryable?: boolean;
}

/** Which step holds each field the API may refuse. */
const FIELD_STEPS: Record<string, FieldStep> = {
  gender: 1,
  baby_name: 2,
  bio: 2,
  date_of_birth: 3,
  country: 3,
  city: 3,
  phone_number: 3,
  photo: 4,
};

const INAPPROPRIATE = 'inappropriée';

/** Reads a registration refusal (§8): matching-contest and inappropriate-photo cases, field errors by step. */
export function readRegistrationError(error: unknown): RegistrationFailure {
  const t = PARTICIPATION_TEXT.errors;
  if (error instanceof NetworkError) {
    const message = PARTICIPATION_TEXT.confirmation.interrupted;
    return { message, fields: {}, step: null, inappropriatePhoto: false, retryable: true };
  }
  if (error instanceof ApiError && (error.status === 408 || error.status >= 500)) {
    return { message: error.message, fields: {}, step: null, inappropriatePhoto: false, retryable: true };
  }
  if (!(error instanceof ApiError)) {
    return { message: messageOf(error, t.registration), fields: {}, step: null, inappropriatePhoto: false };
  }
  const body = (error.body && typeof error.body === 'object' ? error.body : {}) as Record<string, unknown>;
  const fields: Partial<Record<string, string>> = {};
  for (const [name, value] of Object.entries(body)) {
    if (Array.isArray(value) && typeof value[0] === 'string') fields[name] = value[0];
  }
  const detail = typeof body.detail === 'string' ? body.detail : (fields.non_field_errors ?? null);
  if (detail?.includes(t.noMatchingContest)) {
    return { message: detail, fields: {}, step: null, inappropriatePhoto: false };
  }
  if (fields.photo?.includes(INAPPROPRIATE)) {
    return { message: t.inappropriatePhoto, fields: {}, step: null, inappropriatePhoto: true };
  }
  if (detail?.includes(INAPPROPRIATE)) {
    return { message: detail, fields: {}, step: null, inappropriatePhoto: true };
  }
  const steps = Object.keys(fields)
    .map((name) => FIELD_STEPS[name])
    .filter((step): step is FieldStep => step !== undefined)
    .sort();
  const message = error.status === 401 ? t.loginRequired : (detail ?? error.message ?? t.registration);
  return { message: message || t.registration, fields, step: steps[0] ?? null, inappropriatePhoto: false };
}
