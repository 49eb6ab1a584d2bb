import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Field, FormMessage } from '@bebe-star/web-common/form-field';
import { Modal } from '@bebe-star/web-common/modal';
import { account as ACCOUNT_TEXT } from '@/messages/account';

/** The word to type before a child can be deleted (a warning, not a critical deletion; compared ignoring case). */
const DELETE_KEYWORD = 'supprimer';
/** The warning's button waits this long before the user may go on (001 §9). */
const WARNING_WAIT_SECONDS = 5;
const AUTO_CLOSE_SECONDS = 3;

type Step = 'warning' | 'confirm' | 'processing' | 'success';

const t = ACCOUNT_TEXT.deleteDialog;

/**
 * Deleting a child: a warning whose button waits 5 seconds, then the user types the keyword to enable
 * the delete button; while deleting the dialog cannot be closed; after success it closes itself after
 * 3 seconds. A failure returns to the confirmation with the error.
 */
export function DeleteChildDialog({
  name,
  onDelete,
  onClose,
}: {
  name: string;
  onDelete: () => Promise<void>;
  onClose: () => void;
}) {
  const titleId = useId();
  const [step, setStep] = useState<Step>('warning');
  const { register, handleSubmit, watch } = useForm({ defaultValues: { confirmation: '' } });
  const [error, setError] = useState<string | null>(null);
  const [waitLeft, setWaitLeft] = useState(WARNING_WAIT_SECONDS);
  const [secondsLeft, setSecondsLeft] = useState(AUTO_CLOSE_SECONDS);
  const matches = watch('confirmation').trim().toLowerCase() === DELETE_KEYWORD.toLowerCase();

  useEffect(() => {
    if (step !== 'warning' || waitLeft <= 0) return;
    const timer = setTimeout(() => setWaitLeft(waitLeft - 1), 1_000);
    return () => clearTimeout(timer);
  }, [step, waitLeft]);

  useEffect(() => {
    if (step !== 'success') return;
    if (secondsLeft <= 0) {
      onClose();
      return;
    }
    const timer = setTimeout(() => setSecondsLeft(secondsLeft - 1), 1_000);
    return () => clearTimeout(timer);
  }, [step, secondsLeft, onClose]);

  const confirm = () => {
    if (!matches) return;
    setStep('processing');
    setError(null);
    onDelete().then(
      () => setStep('success'),
      (failure: unknown) => {
        setError(failure instanceof Error && failure.message ? failure.message : t.failed);
        setStep('confirm');
      },
    );
  };

  return (
    <Modal
      labelledBy={titleId}
      onClose={onClose}
      canClose={step !== 'processing'}
      className="account-modal delete-dialog"
    >
      <h2 id={titleId}>{t.title(name)}</h2>
      {step === 'warning' && (
        <>
          <p className="delete-dialog__warning">{t.warning}</p>
          <div className="modal__actions">
            <button type="button" className="button" onClick={onClose}>
              {t.cancel}
            </button>
            <button
              type="button"
              className="button button--danger"
              disabled={waitLeft > 0}
              onClick={() => setStep('confirm')}
            >
              {waitLeft > 0 ? t.continueIn(waitLeft) : t.continue}
            </button>
          </div>
        </>
      )}
      {(step === 'confirm' || step === 'processing') && (
        <form onSubmit={(event) => void handleSubmit(confirm)(event)}>
          {error && <FormMessage kind="error">{error}</FormMessage>}
          <Field label={t.typeKeyword(DELETE_KEYWORD)}>
            {(control) => (
              <input
                {...control}
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                disabled={step === 'processing'}
                {...register('confirmation')}
              />
            )}
          </Field>
          <div className="modal__actions">
            <button
              type="button"
              className="button"
              disabled={step === 'processing'}
              onClick={() => {
                setError(null);
                setStep('warning');
              }}
            >
              {t.back}
            </button>
            <button type="submit" className="button button--danger" disabled={!matches || step === 'processing'}>
              {step === 'processing' ? t.processing : t.confirm}
            </button>
          </div>
        </form>
      )}
      {step === 'success' && (
        <>
          <FormMessage kind="success">{t.success(name)}</FormMessage>
          <p className="delete-dialog__countdown">{t.closing(secondsLeft)}</p>
          <div className="modal__actions">
            <button type="button" className="button" onClick={onClose}>
              {t.close}
            </button>
          </div>
        </>
      )}
    </Modal>
  );
}
