import { fieldErrorsOf, formErrorOf } from '@bebe-star/web-common/api-errors';
import { Field, FormMessage, setServerFieldErrors } from '@bebe-star/web-common/form-field';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { PasswordField } from '@/components/password-field';
import { Modal } from '@bebe-star/web-common/modal';
import type { DeleteAccountBody } from '@/lib/api/users/delete-account';
import { account as ACCOUNT_TEXT } from '@/messages/account';

/** The word to type before the account is deleted: a critical deletion, uppercase (compared ignoring case). */
const DELETE_KEYWORD = 'SUPPRIMER';
const LEAVE_AFTER_SECONDS = 3;

type Step = 'warning' | 'confirm' | 'processing' | 'done';

const t = ACCOUNT_TEXT.deleteAccount;

interface DeleteAccountForm {
  confirmation: string;
  password: string;
}
const FIELDS = ['password', 'confirmation'] as const;

const keywordMatches = (typed: string) => typed.trim().toLowerCase() === DELETE_KEYWORD.toLowerCase();

/**
 * Deleting one's account, as a child is deleted: a warning, then the keyword and the password
 * (the server's field errors shown under their fields); while deleting the dialog cannot be
 * closed; once done it cannot be cancelled either, and leaves (`onDone`) after 3 seconds.
 */
export function DeleteAccountDialog({
  onDelete,
  onClose,
  onDone,
}: {
  /** Deletes the account; resolves with the server's confirmation. */
  onDelete: (body: DeleteAccountBody) => Promise<string>;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const titleId = useId();
  const [step, setStep] = useState<Step>('warning');
  const { register, handleSubmit, watch, setError, clearErrors, formState } = useForm<DeleteAccountForm>({
    defaultValues: { confirmation: '', password: '' },
  });
  const errors = formState.errors;
  const [failure, setFailure] = useState<unknown>(null);
  const [message, setMessage] = useState<string>(t.done);
  const [secondsLeft, setSecondsLeft] = useState(LEAVE_AFTER_SECONDS);
  const matches = keywordMatches(watch('confirmation'));
  const formError = formErrorOf(failure, FIELDS, t.failed);
  const left = useRef(false);

  /** Once only: the button and the countdown may both ask. */
  const leave = useCallback(() => {
    if (left.current) return;
    left.current = true;
    onDone(message);
  }, [message, onDone]);

  useEffect(() => {
    if (step !== 'done') return;
    if (secondsLeft <= 0) return leave();
    const timer = setTimeout(() => setSecondsLeft(secondsLeft - 1), 1_000);
    return () => clearTimeout(timer);
  }, [step, secondsLeft, leave]);

  const confirm = ({ password, confirmation }: DeleteAccountForm) => {
    if (!keywordMatches(confirmation)) return;
    setStep('processing');
    setFailure(null);
    onDelete({ password, confirmation: confirmation.trim() }).then(
      (detail) => {
        setMessage(detail || t.done);
        setStep('done');
      },
      (error: unknown) => {
        setFailure(error);
        setServerFieldErrors(fieldErrorsOf(error), FIELDS, setError);
        setStep('confirm');
      },
    );
  };

  const busy = step === 'processing';
  return (
    <Modal
      labelledBy={titleId}
      onClose={onClose}
      canClose={step === 'warning' || step === 'confirm'}
      className="account-modal delete-dialog"
    >
      <h2 id={titleId}>{t.dialogTitle}</h2>
      {step === 'warning' && (
        <>
          <p className="delete-dialog__warning">{t.warning}</p>
          <div className="modal__actions">
            <button type="button" className="button" onClick={onClose}>
              {t.cancel}
            </button>
            <button type="button" className="button button--danger" onClick={() => setStep('confirm')}>
              {t.continue}
            </button>
          </div>
        </>
      )}
      {(step === 'confirm' || busy) && (
        <form noValidate onSubmit={(event) => void handleSubmit(confirm)(event)}>
          {formError && <FormMessage kind="error">{formError}</FormMessage>}
          <Field label={t.typeKeyword(DELETE_KEYWORD)} error={errors.confirmation?.message}>
            {(control) => (
              <input
                {...control}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                disabled={busy}
                {...register('confirmation')}
              />
            )}
          </Field>
          <PasswordField
            label={t.password}
            autoComplete="current-password"
            hint={t.passwordHint}
            disabled={busy}
            {...register('password')}
            error={errors.password?.message}
          />
          <div className="modal__actions">
            <button
              type="button"
              className="button"
              disabled={busy}
              onClick={() => {
                setFailure(null);
                clearErrors();
                setStep('warning');
              }}
            >
              {t.back}
            </button>
            <button type="submit" className="button button--danger" disabled={!matches || busy}>
              {busy ? t.processing : t.confirm}
            </button>
          </div>
        </form>
      )}
      {step === 'done' && (
        <>
          <FormMessage kind="success">{message}</FormMessage>
          <p className="delete-dialog__countdown">{t.leaving(secondsLeft)}</p>
          <div className="modal__actions">
            <button type="button" className="button button--primary" onClick={leave}>
              {t.home}
            </button>
          </div>
        </>
      )}
    </Modal>
  );
}
