import { useController } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { participation as PARTICIPATION_TEXT } from '@/messages/participation';
import type { UploadProgress } from '../api/send-with-progress';
import type { RegistrationFailure } from '../utils/registration-error';
import type { ChildData, ParticipationData } from '../utils/wizard-validation';
import { FieldError } from './field-error';
import { ParticipationSummary } from './participation-summary';
import { UploadStatus } from './upload-status';

const t = PARTICIPATION_TEXT;

interface ConfirmationStepProps {
  data: ChildData;
  contestTitle: string | null;
  noMatchingContest: boolean;
  email: string | null;
  failure: RegistrationFailure | null;
  /** The terms open in another tab: leaving for them must not restart the wizard. */
  onOpenTerms: () => void;
  onBackToPhoto: (message: string) => void;
  /** While sending: how far it has gone; undefined when not sending. */
  upload?: UploadProgress;
  /** Sends it all again (same key), after a dropped connection. */
  onRetry: () => void;
}

/**
 * The last step: the summary, the terms to accept (the form's `terms`), the sending's progress and what
 * the server refused; a send the connection interrupted keeps everything and offers « Réessayer ».
 */
export function ConfirmationStep({
  data,
  contestTitle,
  noMatchingContest,
  email,
  failure,
  onOpenTerms,
  onBackToPhoto,
  upload,
  onRetry,
}: ConfirmationStepProps) {
  const terms = useController<ParticipationData, 'terms'>({ name: 'terms' });
  const termsError = terms.fieldState.error?.message;
  return (
    <>
      <p>{t.confirmation.intro}</p>
      <ParticipationSummary data={data} contestTitle={contestTitle} />
      {noMatchingContest && <p className="notice notice--warning">{t.errors.noMatchingContest}</p>}
      {email !== null && <p className="wizard__account">{t.auth.loggedInAs(email)}</p>}
      <div className="field field--checkbox">
        <label>
          <input
            type="checkbox"
            checked={terms.field.value}
            aria-invalid={Boolean(termsError)}
            onChange={(event) => terms.field.onChange(event.target.checked)}
          />
          <span>
            {t.fields.terms} (
            <Link to="/conditions" target="_blank" rel="noreferrer" onClick={onOpenTerms}>
              {t.fields.termsLink}
            </Link>
            )
          </span>
        </label>
        <FieldError id="terms-error" message={termsError} />
      </div>
      {upload && <UploadStatus progress={upload} />}
      {failure && (
        <div className="form-error" role="alert">
          <p>{failure.message}</p>
          {failure.retryable && (
            <button type="button" className="button button--primary" onClick={onRetry}>
              {t.confirmation.retry}
            </button>
          )}
          {failure.inappropriatePhoto && (
            <button type="button" className="button" onClick={() => onBackToPhoto(failure.message)}>
              {t.errors.backToPhoto}
            </button>
          )}
        </div>
      )}
    </>
  );
}
