import type { Baby } from '@/lib/api/babies/get-participant-profile';
import { participation as PARTICIPATION_TEXT } from '@/messages/participation';

const t = PARTICIPATION_TEXT.preregistration;

/** The user's babies as radio cards (photo, name, age); optionally a "new child" choice. */
export function BabyPicker({
  babies,
  selected,
  onSelect,
  allowNew = false,
}: {
  babies: Baby[];
  selected: number | 'new' | null;
  onSelect: (choice: number | 'new') => void;
  allowNew?: boolean;
}) {
  return (
    <fieldset className="baby-picker">
      <legend>{t.chooseBaby}</legend>
      {babies.map((baby) => (
        <label key={baby.id} className={`baby-option${selected === baby.id ? ' baby-option--selected' : ''}`}>
          <input type="radio" name="baby" checked={selected === baby.id} onChange={() => onSelect(baby.id)} />
          {baby.photo_urls?.thumbnail ? (
            <img
              className="baby-option__photo"
              src={baby.photo_urls.thumbnail}
              alt=""
              width={48}
              height={48}
              loading="lazy"
            />
          ) : (
            <span className="baby-option__photo baby-option__photo--empty" aria-hidden="true">
              {baby.name[0]?.toUpperCase()}
            </span>
          )}
          <span className="baby-option__text">
            <strong>{baby.name}</strong>
            <span>{t.ageMonths(baby.age_months)}</span>
          </span>
        </label>
      ))}
      {allowNew && (
        <label className={`baby-option${selected === 'new' ? ' baby-option--selected' : ''}`}>
          <input type="radio" name="baby" checked={selected === 'new'} onChange={() => onSelect('new')} />
          <span className="baby-option__photo baby-option__photo--empty" aria-hidden="true">
            +
          </span>
          <span className="baby-option__text">
            <strong>{t.newBaby}</strong>
            <span>{t.newBabyHint}</span>
          </span>
        </label>
      )}
    </fieldset>
  );
}
