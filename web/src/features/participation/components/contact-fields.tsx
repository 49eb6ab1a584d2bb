import { useCallback } from 'react';
import { type Location, LocationFields } from '@/components/location-fields';
import type { Country } from '@/lib/api/locations/get-countries';
import { DEFAULT_COUNTRY, dialCodeOf, digitsOnly } from '@/lib/phone-rules';
import { participation as PARTICIPATION_TEXT } from '@/messages/participation';
import type { ChildData, FieldErrors } from '../utils/wizard-validation';
import { FieldError } from './field-error';

const t = PARTICIPATION_TEXT.fields;

type ContactData = Pick<ChildData, 'country' | 'dialCode' | 'city' | 'phone'>;

/**
 * Country (Sénégal by default), its cities, and the phone number typed as digits after the country's
 * dial code. Changing the country empties the city (and the phone when `clearPhoneOnCountryChange`).
 */
export function ContactFields({
  data,
  errors,
  phoneRequired,
  clearPhoneOnCountryChange = false,
  onChange,
}: {
  data: ContactData;
  errors: FieldErrors;
  phoneRequired: boolean;
  clearPhoneOnCountryChange?: boolean;
  onChange: (patch: Partial<ChildData>) => void;
}) {
  const changeLocation = useCallback(
    (location: Location, country: Country | null) => {
      if (location.country === data.country) {
        onChange({ city: location.city });
        return;
      }
      onChange({
        country: location.country,
        dialCode: dialCodeOf(location.country, country?.dial_code),
        city: location.city,
        ...(clearPhoneOnCountryChange && data.country ? { phone: '' } : {}),
      });
    },
    [data.country, clearPhoneOnCountryChange, onChange],
  );

  return (
    <>
      <LocationFields
        value={{ country: data.country, city: data.city }}
        onChange={changeLocation}
        errors={{ country: errors.country, city: errors.city }}
        defaultCountry={DEFAULT_COUNTRY}
      />
      <div className="field">
        <label htmlFor="child-phone">{phoneRequired ? t.phone : t.phoneOptional}</label>
        <div className="phone-input">
          <span className="phone-input__dial" aria-label={t.dialCode}>
            {data.dialCode || dialCodeOf(data.country)}
          </span>
          <input
            id="child-phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={15}
            value={data.phone}
            aria-invalid={Boolean(errors.phone)}
            aria-describedby={errors.phone ? 'child-phone-hint child-phone-error' : 'child-phone-hint'}
            onChange={(event) => onChange({ phone: digitsOnly(event.target.value) })}
          />
        </div>
        <span id="child-phone-hint" className="field__hint">
          {t.phoneHint}
        </span>
        <FieldError id="child-phone-error" message={errors.phone} />
      </div>
    </>
  );
}
