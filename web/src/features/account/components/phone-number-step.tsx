import { fieldErrorsOf, formErrorOf } from '@bebe-star/web-common/api-errors';
import { formatAsTyped } from '@bebe-star/web-common/phone-format';
import { DIAL_CODES } from '@contracts/phone-rules';
import { type FormEvent, useId, useState } from 'react';
import { describedByOf, FieldNotes, FormMessage, TextField } from '@/components/form-field';
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
  onChange,
  onSent,
}: {
  flow: PhoneFlow;
  entry: PhoneEntry;
  onChange: (entry: PhoneEntry) => void;
  onSent: (sent: PhoneCodeSent) => void;
}) {
  const send = useSendPhoneCode(flow);
  const inputId = useId();
  const [missing, setMissing] = useState(false);
  const errors = fieldErrorsOf(send.error);
  const phoneError = missing ? t.numberRequired : (errors.phone ?? null);
  const formError = formErrorOf(send.error, ['phone', 'country'], t.sendFailed);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!entry.national.replace(/\D/g, '')) {
      setMissing(true);
      return;
    }
    setMissing(false);
    send.mutate({ phone: `${entry.dialCode} ${entry.national}` }, { onSuccess: onSent });
  };

  return (
    <form className="auth-form phone-step" onSubmit={submit} noValidate>
      {formError && <FormMessage kind="error">{formError}</FormMessage>}
      <div className="field">
        <label htmlFor={inputId}>{t.number}</label>
        <div className="phone-input">
          <select
            className="phone-step__country"
            aria-label={t.country}
            value={entry.dialCode}
            onChange={(event) =>
              onChange({
                ...entry,
                dialCode: event.target.value,
                national: formatAsTyped(event.target.value, entry.national.replace(/\D/g, '')),
              })
            }
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
            value={entry.national}
            aria-invalid={phoneError ? true : undefined}
            aria-describedby={describedByOf(inputId, undefined, phoneError)}
            onChange={(event) => onChange({ ...entry, ...splitTyped(event.target.value, entry.dialCode) })}
          />
        </div>
        <FieldNotes inputId={inputId} error={phoneError} />
      </div>
      {flow === 'sign-in' && (
        <TextField
          label={t.firstName}
          name="first_name"
          autoComplete="given-name"
          value={entry.firstName}
          maxLength={150}
          hint={t.firstNameHint}
          onChange={(event) => onChange({ ...entry, firstName: event.target.value })}
        />
      )}
      <button type="submit" className="button button--primary auth-form__submit" disabled={send.isPending}>
        {send.isPending ? t.sending : t.send}
      </button>
    </form>
  );
}
