import { useController } from 'react-hook-form';
import { participation as PARTICIPATION_TEXT } from '@/messages/participation';
import { type ChildData, MAX_BIO_LENGTH } from '../utils/wizard-validation';
import { FieldError } from './field-error';

const t = PARTICIPATION_TEXT.fields;

/** First name and optional bio with its counter (the form's `name` and `bio`). */
export function IdentityFields() {
  const name = useController<ChildData, 'name'>({ name: 'name' });
  const bio = useController<ChildData, 'bio'>({ name: 'bio' });
  const nameError = name.fieldState.error?.message;
  return (
    <>
      <div className="field">
        <label htmlFor="child-name">{t.name}</label>
        <input
          id="child-name"
          name="name"
          autoComplete="off"
          maxLength={100}
          placeholder={t.namePlaceholder}
          value={name.field.value}
          aria-invalid={Boolean(nameError)}
          aria-describedby={nameError ? 'child-name-error' : undefined}
          onChange={name.field.onChange}
        />
        <FieldError id="child-name-error" message={nameError} />
      </div>
      <div className="field">
        <label htmlFor="child-bio">{t.bio}</label>
        <textarea
          id="child-bio"
          name="bio"
          rows={4}
          maxLength={MAX_BIO_LENGTH}
          placeholder={t.bioPlaceholder}
          value={bio.field.value}
          aria-describedby="child-bio-counter"
          onChange={bio.field.onChange}
        />
        <span id="child-bio-counter" className="field__hint field__counter" aria-live="polite">
          {t.bioCounter(bio.field.value.length, MAX_BIO_LENGTH)}
        </span>
        <FieldError id="child-bio-error" message={bio.fieldState.error?.message} />
      </div>
    </>
  );
}
