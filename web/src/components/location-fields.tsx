import { useEffect, useId } from 'react';
import { useCities } from '../lib/api/locations/get-cities';
import { type Country, useCountries } from '../lib/api/locations/get-countries';
import { common as COMMON_TEXT } from '../messages/common';
import { describedByOf, FieldNotes, TextField } from '@bebe-star/web-common/form-field';

export interface Location {
  country: string;
  city: string;
}

const t = COMMON_TEXT.location;

/**
 * Country then city, chosen from the site's lists (by name, as the API stores them); changing the
 * country empties the city. `onChange` also gets the chosen country of the list (its dial code), or
 * null when typed. With `defaultCountry`, that country (else the first) is chosen once the list is
 * loaded while none is. When the lists cannot be loaded the user types both.
 */
export function LocationFields({
  value,
  onChange,
  errors = {},
  required = false,
  defaultCountry,
}: {
  value: Location;
  onChange: (value: Location, country: Country | null) => void;
  errors?: { country?: string | null; city?: string | null };
  required?: boolean;
  defaultCountry?: string;
}) {
  const countryId = useId();
  const cityId = useId();
  const countries = useCountries();
  const list = countries.data;
  const selected = list?.find((country) => country.name === value.country) ?? null;
  const cities = useCities(selected?.id ?? null);

  useEffect(() => {
    if (value.country || !defaultCountry || !list?.length) return;
    const chosen = list.find((country) => country.name === defaultCountry) ?? list[0];
    onChange({ country: chosen.name, city: '' }, chosen);
  }, [value.country, defaultCountry, list, onChange]);

  const chooseCountry = (name: string) =>
    onChange({ country: name, city: '' }, list?.find((country) => country.name === name) ?? null);

  if (countries.isError) {
    return (
      <>
        <TextField
          label={t.country}
          required={required}
          value={value.country}
          onChange={(event) => chooseCountry(event.target.value)}
          error={errors.country}
        />
        <TextField
          label={t.city}
          required={required}
          value={value.city}
          onChange={(event) => onChange({ ...value, city: event.target.value }, null)}
          error={errors.city}
        />
      </>
    );
  }

  const cityOptions = cities.data ?? [];
  const keepsUnknownCity = value.city && !cityOptions.some((city) => city.name === value.city);
  return (
    <>
      <div className="field">
        <label htmlFor={countryId}>{t.country}</label>
        <select
          id={countryId}
          required={required}
          value={value.country}
          aria-invalid={errors.country ? true : undefined}
          aria-describedby={describedByOf(countryId, undefined, errors.country)}
          onChange={(event) => chooseCountry(event.target.value)}
        >
          <option value="">{countries.isLoading ? COMMON_TEXT.loading : t.chooseCountry}</option>
          {value.country && !selected && <option value={value.country}>{value.country}</option>}
          {list?.map((country) => (
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
          onChange={(event) => onChange({ ...value, city: event.target.value }, selected)}
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
    </>
  );
}
