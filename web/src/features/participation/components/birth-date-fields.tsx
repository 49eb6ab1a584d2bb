import { useMemo } from 'react';
import { useController } from 'react-hook-form';
import { participation as PARTICIPATION_TEXT } from '@/messages/participation';
import { type BirthDateParts, birthYears } from '../utils/birth-date';
import type { ChildData } from '../utils/wizard-validation';
import { FieldError } from './field-error';

const t = PARTICIPATION_TEXT.fields;
const DAYS = Array.from({ length: 31 }, (_, index) => index + 1);

/**
 * Day, month and year selects (years: this one and the 14 before): the form's `birthDate`, with one
 * error for the three.
 */
export function BirthDateFields() {
  const { field, fieldState } = useController<ChildData, 'birthDate'>({ name: 'birthDate' });
  const data = field.value;
  const error = fieldState.error?.message;
  const onChange = (patch: Partial<BirthDateParts>) => field.onChange({ ...data, ...patch });
  const years = useMemo(() => birthYears(new Date()), []);
  const describedBy = error ? 'birth-date-hint birth-date-error' : 'birth-date-hint';
  return (
    <fieldset className="field birth-date" aria-describedby={describedBy}>
      <legend>{t.birthDate}</legend>
      <div className="birth-date__selects">
        <label>
          <span className="visually-hidden">{t.day}</span>
          <select value={data.day} aria-invalid={Boolean(error)} onChange={(e) => onChange({ day: e.target.value })}>
            <option value="">{t.day}</option>
            {DAYS.map((day) => (
              <option key={day} value={day}>
                {day}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className="visually-hidden">{t.month}</span>
          <select
            value={data.month}
            aria-invalid={Boolean(error)}
            onChange={(e) => onChange({ month: e.target.value })}
          >
            <option value="">{t.month}</option>
            {t.months.map((month, index) => (
              <option key={month} value={index + 1}>
                {month}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className="visually-hidden">{t.year}</span>
          <select value={data.year} aria-invalid={Boolean(error)} onChange={(e) => onChange({ year: e.target.value })}>
            <option value="">{t.year}</option>
            {years.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
        </label>
      </div>
      <span id="birth-date-hint" className="field__hint">
        {t.birthDateHint}
      </span>
      <FieldError id="birth-date-error" message={error} />
    </fieldset>
  );
}
