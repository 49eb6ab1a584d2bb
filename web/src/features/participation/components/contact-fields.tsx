import { useCallback } from 'react';
import { useController, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { type Location, LocationFields } from '@/components/location-fields';
import type { Country } from '@/lib/api/locations/get-countries';
import { DEFAULT_COUNTRY, dialCodeOf, digitsOnly } from '@/lib/phone-rules';
import { participation as PARTICIPATION_TEXT } from '@/messages/participation';
import type { ChildData } from '../utils/wizard-validation';
import { FieldError } from './field-error';

const t = PARTICIPATION_TEXT.fields;

/**
 * Country (Sénégal by default), its cities, and the phone number typed as digits after the country's
 * dial code (the form's `country`, `dialCode`, `city` and `phone`). Changing the country empties the
 * city (and the phone when `clearPhoneOnCountryChange`).
 */
export function ContactFields({
  phoneRequired,
  clearPhoneOnCountryChange = false,
}: {
  phoneRequired: boolean;
  clearPhoneOnCountryChange?: boolean;
}) {
  const { control, getValues, setValue } = useFormContext<ChildData>();
  const [country, dialCode, city] = useWatch({ control, name: ['country', 'dialCode', 'city'] });
  const { errors } = useFormState({ control, name: ['country', 'city'] });
  const phone = useController({ control, name: 'phone' });
  const phoneError = phone.fieldState.error?.message;

  const changeLocation = useCallback(
    (location: Location, chosen: Country | null) => {
      const previous = getValues('country');
      if (location.country !== previous) {
        setValue('country', location.country);
        setValue('dialCode', dialCodeOf(location.country, chosen?.dial_code));
        if (clearPhoneOnCountryChange && previous) setValue('phone', '');
      }
      setValue('city', location.city);
    },
    [clearPhoneOnCountryChange, getValues, setValue],
  );

  return (
    <>
      <LocationFields
        value={{ country, city }}
        onChange={changeLocation}
        errors={{ country: errors.country?.message, city: errors.city?.message }}
        defaultCountry={DEFAULT_COUNTRY}
      />
      <div className="field">
        <label htmlFor="child-phone">{phoneRequired ? t.phone : t.phoneOptional}</label>
        <div className="phone-input">
          <span className="phone-input__dial" aria-label={t.dialCode}>
            {dialCode || dialCodeOf(country)}
          </span>
          <input
            id="child-phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={15}
            value={phone.field.value}
            aria-invalid={Boolean(phoneError)}
            aria-describedby={phoneError ? 'child-phone-hint child-phone-error' : 'child-phone-hint'}
            onChange={(event) => phone.field.onChange(digitsOnly(event.target.value))}
          />
        </div>
        <span id="child-phone-hint" className="field__hint">
          {t.phoneHint}
        </span>
        <FieldError id="child-phone-error" message={phoneError} />
      </div>
    </>
  );
}
