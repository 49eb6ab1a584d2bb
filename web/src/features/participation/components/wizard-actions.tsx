import { participation as PARTICIPATION_TEXT } from '@/messages/participation';
import { AUTH_STEP, PHOTO_STEP, TOTAL_STEPS } from '../utils/participation-wizard';

const t = PARTICIPATION_TEXT;

interface WizardActionsProps {
  step: number;
  hasPhoto: boolean;
  pending: boolean;
  /** A send the connection cut off: « Réessayer », beside its message, is the one way on. */
  retrying?: boolean;
  onBack: () => void;
  onNext: () => void;
  onSubmit: () => void;
}

/** Back, next (steps before the authentication) and, on the last step, the submission. */
export function WizardActions({ step, hasPhoto, pending, retrying, onBack, onNext, onSubmit }: WizardActionsProps) {
  return (
    <div className="wizard__actions">
      <button type="button" className="button" onClick={onBack} disabled={step <= 1 || pending}>
        {t.wizard.back}
      </button>
      {step < AUTH_STEP && (
        <button
          type="button"
          className="button button--primary"
          onClick={onNext}
          disabled={step === PHOTO_STEP && !hasPhoto}
        >
          {t.wizard.next}
        </button>
      )}
      {step === TOTAL_STEPS && !retrying && (
        <button type="button" className="button button--primary" onClick={onSubmit} disabled={pending}>
          {pending ? t.confirmation.submitting : t.confirmation.submit}
        </button>
      )}
    </div>
  );
}
