import { participation as PARTICIPATION_TEXT } from '@/messages/participation';
import { type ChildData, type FieldErrors, MAX_BIO_LENGTH } from '../utils/wizard-validation';
import { FieldError } from './field-error';

const t = PARTICIPATION_TEXT.fields;

/** First name and optional bio with its counter. */
export function IdentityFields({
  data,
  errors,
  onChange,
}: {
  data: Pick<ChildData, 'name' | 'bio'>;
  errors: FieldErrors;
  onChange: (patch: Partial<ChildData>) => void;
}) {
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
          value={data.name}
          aria-invalid={Boolean(errors.name)}
          aria-describedby={errors.name ? 'child-name-error' : undefined}
          onChange={(event) => onChange({ name: event.target.value })}
        />
        <FieldError id="child-name-error" message={errors.name} />
      </div>
      <div className="field">
        <label htmlFor="child-bio">{t.bio}</label>
        <textarea
          id="child-bio"
          name="bio"
          rows={4}
          maxLength={MAX_BIO_LENGTH}
          placeholder={t.bioPlaceholder}
          value={data.bio}
          aria-describedby="child-bio-counter"
          onChange={(event) => onChange({ bio: event.target.value })}
        />
        <span id="child-bio-counter" className="field__hint field__counter" aria-live="polite">
          {t.bioCounter(data.bio.length, MAX_BIO_LENGTH)}
        </span>
        <FieldError id="child-bio-error" message={errors.bio} />
      </div>
    </>
  );
}
