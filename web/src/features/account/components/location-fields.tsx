import { useId } from 'react';
import { account as ACCOUNT_TEXT } from '../../../messages/account';
import { common as COMMON_TEXT } from '../../../messages/common';
import { useCities } from '../api/cities';
import { useCountries } from '../api/countries';
import { describedByOf, FieldNotes, TextField } from './form-field';

export interface Location {
  country: string;
  city: string;
}

const t = ACCOUNT_TEXT.fields;

/**
 * Country then city, chosen from the site's lists (by name, as the API stores them); changing the
 * country resets the city. When the lists cannot be loaded the user types both.
 */
export function LocationFields({
  value,
  onChange,
  errors = {},
  required = false,
}: {
  value: Location;
  onChange: (value: Location) => void;
  errors?: { country?: string; city?: string };
  required?: boolean;
}) {
  const countryId = useId();
  const cityId = useId();
  const countries = useCountries();
  const selected = countries.data?.find((country) => country.name === value.country) ?? null;
  const cities = useCities(selected?.id ?? null);

  if (countries.isError) {
    return (
      <div className="field-row">
        <TextField
          label={t.country}
          required={required}
          value={value.country}
          onChange={(event) => onChange({ country: event.target.value, city: '' })}
          error={errors.country}
        />
        <TextField
          label={t.city}
          required={required}
          value={value.city}
          onChange={(event) => onChange({ ...value, city: event.target.value })}
          error={errors.city}
        />
      </div>
    );
  }

  const cityOptions = cities.data ?? [];
  const keepsUnknownCity = value.city && !cityOptions.some((city) => city.name === value.city);
  return (
    <div className="field-row">
      <div className="field">
        <label htmlFor={countryId}>{t.country}</label>
        <select
          id={countryId}
          required={required}
          value={value.country}
          aria-invalid={errors.country ? true : undefined}
          aria-describedby={describedByOf(countryId, undefined, errors.country)}
          onChange={(event) => onChange({ country: event.target.value, city: '' })}
        >
          <option value="">{countries.isLoading ? COMMON_TEXT.loading : t.chooseCountry}</option>
          {value.country && !selected && <option value={value.country}>{value.country}</option>}
          {countries.data?.map((country) => (
            <option key={country.id} value={country.name}>
              {country.name}
            </option>
          ))}
        </select>
        <FieldNotes inputId={countryId} error={errors.country} />
      </div>
      <div className="field">
        <label htmlFor={cityId}>{t.city}</label>
        <select
          id={cityId}
          required={required}
          value={value.city}
          disabled={!value.country}
          aria-invalid={errors.city ? true : undefined}
          aria-describedby={describedByOf(cityId, undefined, errors.city)}
          onChange={(event) => onChange({ ...value, city: event.target.value })}
        >
          <option value="">
            {!value.country ? t.chooseCountryFirst : cities.isLoading ? COMMON_TEXT.loading : t.chooseCity}
          </option>
          {keepsUnknownCity && <option value={value.city}>{value.city}</option>}
          {cityOptions.map((city) => (
            <option key={city.id} value={city.name}>
              {city.name}
            </option>
          ))}
        </select>
        <FieldNotes inputId={cityId} error={errors.city} />
      </div>
    </div>
  );
}
