import { contests as CONTESTS_TEXT } from '@/messages/contests';
import { AGE_RANGES, NO_FILTERS, type AgeRange, type ParticipantFilters } from './participant-filters';

const t = CONTESTS_TEXT.participants;

interface FilterBarProps {
  filters: ParticipantFilters;
  countries: readonly string[];
  onChange: (filters: ParticipantFilters) => void;
}

/** Country, city, age range and gender filters (the search term is kept when they are reset). */
export function ParticipantFilterBar({ filters, countries, onChange }: FilterBarProps) {
  const set = (patch: Partial<ParticipantFilters>) => onChange({ ...filters, ...patch });
  const active = filters.country || filters.city || filters.age || filters.gender;
  return (
    <fieldset className="filters">
      <legend className="visually-hidden">{t.filters}</legend>
      <div className="field">
        <label htmlFor="filter-country">{t.country}</label>
        <select id="filter-country" value={filters.country} onChange={(event) => set({ country: event.target.value })}>
          <option value="">{t.allCountries}</option>
          {countries.map((country) => (
            <option key={country} value={country}>
              {country}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="filter-city">{t.city}</label>
        <input
          id="filter-city"
          type="text"
          value={filters.city}
          placeholder={t.cityPlaceholder}
          onChange={(event) => set({ city: event.target.value })}
        />
      </div>
      <div className="field">
        <label htmlFor="filter-age">{t.age}</label>
        <select
          id="filter-age"
          value={filters.age}
          onChange={(event) => set({ age: event.target.value as AgeRange | '' })}
        >
          <option value="">{t.ages.all}</option>
          {AGE_RANGES.map((range) => (
            <option key={range} value={range}>
              {t.ages[range]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="filter-gender">{t.gender}</label>
        <select
          id="filter-gender"
          value={filters.gender}
          onChange={(event) => set({ gender: event.target.value as ParticipantFilters['gender'] })}
        >
          <option value="">{t.genders.all}</option>
          <option value="female">{t.genders.female}</option>
          <option value="male">{t.genders.male}</option>
        </select>
      </div>
      {active && (
        <button
          type="button"
          className="button button--ghost button--small filters__reset"
          onClick={() => onChange({ ...NO_FILTERS, search: filters.search })}
        >
          {t.resetFilters}
        </button>
      )}
    </fieldset>
  );
}
