import { DIAL_CODES as DIAL_CODES_BY_COUNTRY } from '@contracts/phone-rules';
import { useId } from 'react';
import { describedByOf, FieldNotes } from '@bebe-star/web-common/form-field';
import { account as ACCOUNT_TEXT } from '@/messages/account';

/** The dial codes the spec offers (Sénégal first, the default). */
export const DIAL_CODES = ['+221', '+225', '+226', '+229', '+223', '+227', '+228', '+33', '+32'] as const;

export interface PhoneValue {
  dialCode: string;
  number: string;
}

/** "Sénégal (+221)": the country a dial code is for, as the select shows it. */
const optionLabelOf = (code: string): string => {
  const country = Object.keys(DIAL_CODES_BY_COUNTRY).find((name) => DIAL_CODES_BY_COUNTRY[name] === code);
  return country ? ACCOUNT_TEXT.fields.dialOption(country, code) : code;
};

/** A stored number (`+221771234567`) split into its offered dial code and the rest. */
export function splitPhone(phone: string): PhoneValue {
  const compact = phone.replace(/\s/g, '');
  const dialCode = DIAL_CODES.find((code) => compact.startsWith(code));
  return dialCode ? { dialCode, number: compact.slice(dialCode.length) } : { dialCode: DIAL_CODES[0], number: compact };
}

/** The stored form: dial code then the digits, spaces removed; empty when no number was typed. */
export function joinPhone({ dialCode, number }: PhoneValue): string {
  const digits = number.replace(/\s/g, '');
  return digits ? `${dialCode}${digits}` : '';
}

/** Whether the typed number is empty or digits only (spaces allowed), 6 to 15 of them. */
export const isPhoneValid = ({ number }: PhoneValue): boolean => /^(\d{6,15})?$/.test(number.replace(/\s/g, ''));

export function PhoneField({
  value,
  onChange,
  error,
}: {
  value: PhoneValue;
  onChange: (value: PhoneValue) => void;
  error?: string | null;
}) {
  const t = ACCOUNT_TEXT.fields;
  const inputId = useId();
  return (
    <div className="field">
      <label htmlFor={inputId}>{t.phone}</label>
      <div className="phone-input">
        <select
          aria-label={t.dialCode}
          value={value.dialCode}
          onChange={(event) => onChange({ ...value, dialCode: event.target.value })}
        >
          {DIAL_CODES.map((code) => (
            <option key={code} value={code}>
              {optionLabelOf(code)}
            </option>
          ))}
        </select>
        <input
          id={inputId}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={value.number}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByOf(inputId, undefined, error)}
          onChange={(event) => onChange({ ...value, number: event.target.value })}
        />
      </div>
      <FieldNotes inputId={inputId} error={error} />
    </div>
  );
}
