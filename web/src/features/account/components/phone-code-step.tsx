import { fieldErrorsOf, formErrorOf } from '@bebe-star/web-common/api-errors';
import {
  describedByOf,
  FieldNotes,
  FormMessage,
  setServerFieldErrors,
  TextField,
} from '@bebe-star/web-common/form-field';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNow } from '@/components/countdown';
import { account as ACCOUNT_TEXT } from '@/messages/account';
import { type PhoneCodeSent, type PhoneFlow, useCheckPhoneCode, useSendPhoneCode } from '../api/phone-sign-in';

const t = ACCOUNT_TEXT.phone;
const CODE_LENGTH = 6;

const FIELDS = ['code', 'first_name'] as const;

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** When a code may be asked again (epoch ms), from the answer that sent the last one. */
const resendAtOf = (sent: PhoneCodeSent) => Date.now() + sent.resend_after_seconds * 1000;

/**
 * The code sent by SMS: one 6-digit field, checked as soon as the 6th digit is in; "Renvoyer le code"
 * once the server's wait is over (counted down), "Changer de numéro" back to the first step. A new
 * number asked for no first name gets the first-name field here, as the API asks for it.
 */
export function PhoneCodeStep({
  flow,
  firstName,
  sent,
  onBack,
  onResent,
  onFirstName,
  onDone,
}: {
  flow: PhoneFlow;
  firstName: string;
  sent: PhoneCodeSent;
  onBack: () => void;
  onResent: (sent: PhoneCodeSent) => void;
  onFirstName: (firstName: string) => void;
  onDone: () => void;
}) {
  const check = useCheckPhoneCode(flow);
  const resend = useSendPhoneCode(flow);
  const inputId = useId();
  const { register, handleSubmit, watch, getValues, setValue, setError, clearErrors, formState } = useForm({
    defaultValues: { code: '', first_name: firstName },
  });
  const code = watch('code');
  const [resendAt, setResendAt] = useState(() => resendAtOf(sent));
  const now = useNow();
  const waitSeconds = Math.max(0, Math.ceil((resendAt - now.getTime()) / 1000));
  const [askName, setAskName] = useState(false);
  const nameError = formState.errors.first_name?.message;
  const codeError = formState.errors.code?.message ?? formErrorOf(check.error, FIELDS, t.checkFailed);
  const resendError = resend.error ? (formErrorOf(resend.error, [], t.sendFailed) ?? resend.error.message) : null;

  const submitCode = (value: string) => {
    if (value.length !== CODE_LENGTH || check.isPending) return;
    clearErrors();
    check.mutate(
      {
        phone: sent.phone,
        code: value,
        ...(flow === 'sign-in' && getValues('first_name').trim() ? { first_name: getValues('first_name').trim() } : {}),
      },
      {
        onSuccess: onDone,
        onError: (error) => {
          const errors = fieldErrorsOf(error);
          setServerFieldErrors(errors, FIELDS, setError);
          if (errors.first_name) setAskName(true);
        },
      },
    );
  };

  /** Digits only, at most six; the sixth sends the code. */
  const typed = (text: string) => {
    const digits = text.replace(/\D/g, '').slice(0, CODE_LENGTH);
    const before = code;
    setValue('code', digits);
    if (digits.length === CODE_LENGTH && digits !== before) submitCode(digits);
  };

  return (
    <form
      className="auth-form code-step"
      onSubmit={(event) => void handleSubmit((values) => submitCode(values.code))(event)}
      noValidate
    >
      <p className="code-step__sent" role="status">
        {t.codeSentTo} <span className="code-step__number">{sent.masked_phone}</span>
      </p>
      {askName && (
        <TextField
          label={t.firstName}
          autoComplete="given-name"
          maxLength={150}
          error={nameError}
          {...register('first_name', {
            onChange: (event: { target: { value: string } }) => onFirstName(event.target.value),
          })}
        />
      )}
      <div className="field">
        <label htmlFor={inputId}>{t.code}</label>
        <input
          id={inputId}
          className="code-step__input"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={CODE_LENGTH}
          autoFocus
          aria-invalid={codeError ? true : undefined}
          aria-describedby={describedByOf(inputId, undefined, codeError)}
          {...register('code', { onChange: (event: { target: { value: string } }) => typed(event.target.value) })}
        />
        <FieldNotes inputId={inputId} error={codeError} />
      </div>
      <button
        type="submit"
        className="button button--primary auth-form__submit"
        disabled={check.isPending || code.length !== CODE_LENGTH}
      >
        {check.isPending ? t.checking : t.submitCode}
      </button>
      {resend.isSuccess && !resendError && <FormMessage kind="success">{t.resent}</FormMessage>}
      {resendError && <FormMessage kind="error">{resendError}</FormMessage>}
      <div className="code-step__actions">
        <button type="button" className="button button--ghost" onClick={onBack}>
          {t.changeNumber}
        </button>
        <button
          type="button"
          className="button button--ghost"
          disabled={waitSeconds > 0 || resend.isPending}
          onClick={() =>
            resend.mutate(
              { phone: sent.phone },
              {
                onSuccess: (again) => {
                  setResendAt(resendAtOf(again));
                  onResent(again);
                },
              },
            )
          }
        >
          {waitSeconds > 0 ? t.resendIn(clock(waitSeconds)) : t.resend}
        </button>
      </div>
    </form>
  );
}
