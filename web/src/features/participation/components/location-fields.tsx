import { useEffect } from 'react';
import { participation as PARTICIPATION_TEXT } from '../../../messages/participation';
import { useCities } from '../api/get-cities';
import { useCountries } from '../api/get-countries';
import { DEFAULT_COUNTRY, dialCodeOf, digitsOnly } from '../utils/phone-rules';
import type { ChildData, FieldErrors } from '../utils/wizard-validation';
import { FieldError } from './field-error';

const t = PARTICIPATION_TEXT.fields;

type LocationData = Pick<ChildData, 'countryId' | 'country' | 'dialCode' | 'city' | 'phone'>;

/**
 * Country (Sénégal by default), its cities, and the phone number typed as digits after the country's
 * dial code. Changing the country empties the city (and the phone when `clearPhoneOnCountryChange`).
 */
export function LocationFields({
  data,
  errors,
  phoneRequired,
  clearPhoneOnCountryChange = false,
  onChange,
}: {
  data: LocationData;
  errors: FieldErrors;
  phoneRequired: boolean;
  clearPhoneOnCountryChange?: boolean;
  onChange: (patch: Partial<ChildData>) => void;
}) {
  const countries = useCountries();
  const cities = useCities(data.countryId);
  const list = countries.data ?? [];

  useEffect(() => {
    if (data.countryId !== null || list.length === 0) return;
    const chosen = list.find((country) => country.name === (data.country || DEFAULT_COUNTRY)) ?? list[0];
    onChange({ countryId: chosen.id, country: chosen.name, dialCode: dialCodeOf(chosen.name, chosen.dial_code) });
  }, [data.countryId, data.country, list, onChange]);

  const chooseCountry = (id: number) => {
    const chosen = list.find((country) => country.id === id);
    if (!chosen) return;
    onChange({
      countryId: chosen.id,
      country: chosen.name,
      dialCode: dialCodeOf(chosen.name, chosen.dial_code),
      city: '',
      ...(clearPhoneOnCountryChange ? { phone: '' } : {}),
    });
  };

  return (
    <>
      {countries.isError && (
        <p className="field__error">
          {t.country}: {countries.error.message}
        </p>
      )}
      <div className="field">
        <label htmlFor="child-country">{t.country}</label>
        <select
          id="child-country"
          value={data.countryId ?? ''}
          aria-invalid={Boolean(errors.country)}
          aria-describedby={errors.country ? 'child-country-error' : undefined}
          onChange={(event) => chooseCountry(Number(event.target.value))}
        >
          <option value="">{t.chooseCountry}</option>
          {list.map((country) => (
            <option key={country.id} value={country.id}>
              {country.name}
            </option>
          ))}
        </select>
        <FieldError id="child-country-error" message={errors.country} />
      </div>
      <div className="field">
        <label htmlFor="child-city">{t.city}</label>
        <select
          id="child-city"
          value={data.city}
          disabled={data.countryId === null}
          aria-invalid={Boolean(errors.city)}
          aria-describedby={errors.city ? 'child-city-error' : undefined}
          onChange={(event) => onChange({ city: event.target.value })}
        >
          <option value="">{t.chooseCity}</option>
          {(cities.data ?? []).map((city) => (
            <option key={city.id} value={city.name}>
              {city.name}
            </option>
          ))}
        </select>
        <FieldError id="child-city-error" message={errors.city} />
      </div>
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
