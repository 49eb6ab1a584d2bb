import { useController } from 'react-hook-form';
import { participation as PARTICIPATION_TEXT } from '@/messages/participation';
import type { ChildData, Gender } from '../utils/wizard-validation';
import { FieldError } from './field-error';

const t = PARTICIPATION_TEXT.fields;

/** Fille / Garçon, as two large radio cards (the form's `gender`). */
export function GenderChoice() {
  const { field, fieldState } = useController<ChildData, 'gender'>({ name: 'gender' });
  const { value } = field;
  const error = fieldState.error?.message;
  const options: { value: Gender; label: string; icon: string }[] = [
    { value: 'female', label: t.female, icon: '👧' },
    { value: 'male', label: t.male, icon: '👦' },
  ];
  return (
    <fieldset className="choice-group" aria-describedby={error ? 'gender-error' : undefined}>
      <legend className="visually-hidden">{t.gender}</legend>
      <div className="choice-group__options">
        {options.map((option) => (
          <label key={option.value} className={`choice-card${value === option.value ? ' choice-card--selected' : ''}`}>
            <input
              type="radio"
              name="gender"
              value={option.value}
              checked={value === option.value}
              onChange={() => field.onChange(option.value)}
            />
            <span className="choice-card__icon" aria-hidden="true">
              {option.icon}
            </span>
            <span className="choice-card__label">{option.label}</span>
          </label>
        ))}
      </div>
      <FieldError id="gender-error" message={error} />
    </fieldset>
  );
}
