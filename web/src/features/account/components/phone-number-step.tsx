import { fieldErrorsOf, formErrorOf } from '@bebe-star/web-common/api-errors';
import { describedByOf, FieldNotes, FormMessage, TextField } from '@bebe-star/web-common/form-field';
import { formatAsTyped } from '@bebe-star/web-common/phone-format';
import { DIAL_CODES } from '@contracts/phone-rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { account as ACCOUNT_TEXT } from '@/messages/account';
import { type PhoneCodeSent, type PhoneFlow, useSendPhoneCode } from '../api/phone-sign-in';

const t = ACCOUNT_TEXT.phone;
const COUNTRIES = Object.entries(DIAL_CODES);

/** What the first step holds: the country's dial code, the national number as typed, the first name. */
export interface PhoneEntry {
  dialCode: string;
  national: string;
  firstName: string;
}

const entrySchema = z.object({
  dialCode: z.string(),
  national: z.string().refine((national) => national.replace(/\D/g, '') !== '', t.numberRequired),
  firstName: z.string(),
});

/**
 * A number filled in whole ("+225 07 01 02 03 04", as the browser's autofill gives it) split into a
 * dial code the list offers and the national rest; anything else is the national number.
 */
function splitTyped(text: string, dialCode: string): Pick<PhoneEntry, 'dialCode' | 'national'> {
  const compact = text.replace(/[^\d+]/g, '').replace(/^00/, '+');
  if (compact.startsWith('+')) {
    const code = COUNTRIES.map(([, code]) => code).find((candidate) => compact.startsWith(candidate));
    if (code) return { dialCode: code, national: formatAsTyped(code, compact.slice(code.length)) };
  }
  return { dialCode, national: formatAsTyped(dialCode, text.replace(/[^\d]/g, '')) };
}

/**
 * "Votre numéro" (the country's dial code, the number grouped as typed) and, to sign in, "Votre
 * prénom", then "Recevoir le code". The number goes to the API in international form: its rules decide.
 */
export function PhoneNumberStep({
  flow,
  entry,
  onSent,
}: {
  flow: PhoneFlow;
  /** What was typed before (back from the code step). */
  entry: PhoneEntry;
  /** The code is on its way to the number of `entry`. */
  onSent: (sent: PhoneCodeSent, entry: PhoneEntry) => void;
}) {
  const send = useSendPhoneCode(flow);
  const inputId = useId();
  // The entry is also the fields' defaultValue, so that the server's render shows the country's dial code.
  const { register, handleSubmit, getValues, setValue, setError, formState } = useForm<PhoneEntry>({
    resolver: zodResolver(entrySchema),
    defaultValues: entry,
    reValidateMode: 'onSubmit',
  });
  const phoneError = formState.errors.national?.message;
  const formError = formErrorOf(send.error, ['phone', 'country'], t.sendFailed);

  const submit = (values: PhoneEntry) =>
    send.mutate(
      { phone: `${values.dialCode} ${values.national}` },
      {
        onSuccess: (sent) => onSent(sent, values),
        // The API's refusal of the number goes under the number.
        onError: (error) => {
          const message = fieldErrorsOf(error).phone;
          if (message) setError('national', { type: 'server', message });
        },
      },
    );

  return (
    <form className="auth-form phone-step" onSubmit={(event) => void handleSubmit(submit)(event)} noValidate>
      {formError && <FormMessage kind="error">{formError}</FormMessage>}
      <div className="field">
        <label htmlFor={inputId}>{t.number}</label>
        <div className="phone-input">
          <select
            className="phone-step__country"
            aria-label={t.country}
            defaultValue={entry.dialCode}
            {...register('dialCode', {
              onChange: (event: { target: { value: string } }) =>
                setValue('national', formatAsTyped(event.target.value, getValues('national').replace(/\D/g, ''))),
            })}
          >
            {COUNTRIES.map(([country, code]) => (
              <option key={country} value={code}>
                {t.countryOption(country, code)}
              </option>
            ))}
          </select>
          <input
            id={inputId}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
            aria-invalid={phoneError ? true : undefined}
            aria-describedby={describedByOf(inputId, undefined, phoneError)}
            defaultValue={entry.national}
            {...register('national', {
              onChange: (event: { target: { value: string } }) => {
                const typed = splitTyped(event.target.value, getValues('dialCode'));
                setValue('dialCode', typed.dialCode);
                setValue('national', typed.national);
              },
            })}
          />
        </div>
        <FieldNotes inputId={inputId} error={phoneError} />
      </div>
      {flow === 'sign-in' && (
        <TextField
          label={t.firstName}
          autoComplete="given-name"
          maxLength={150}
          hint={t.firstNameHint}
          {...register('firstName')}
        />
      )}
      <button type="submit" className="button button--primary auth-form__submit" disabled={send.isPending}>
        {send.isPending ? t.sending : t.send}
      </button>
    </form>
  );
}
