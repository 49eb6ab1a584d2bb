import { type FieldErrors, fieldErrorsOf } from '@bebe-star/web-common/api-errors';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { describedByOf, FieldNotes, FormMessage, TextField } from '@/components/form-field';
import { LocationFields } from '@/components/location-fields';
import { Modal } from '@/components/modal';
import type { Baby } from '@/lib/api/babies/get-participant-profile';
import { account as ACCOUNT_TEXT } from '@/messages/account';
import type { BabyFields } from '../api/create-baby';

export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
const MAX_BIO = 500;

const t = ACCOUNT_TEXT.childForm;

/** Why a chosen file cannot be a child's photo, or null when it can. */
export function photoProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return t.notAnImage;
  if (file.size > MAX_PHOTO_BYTES) return t.photoTooLarge;
  return null;
}

const todayIso = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/** A local preview URL of the chosen file, released when it changes. */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/**
 * Adding (`baby` absent) or editing a child: name, gender, date of birth, bio (500 characters),
 * photo (required to add, optional to edit: the current one is kept), country and city.
 */
export function ChildFormDialog({
  baby,
  onSubmit,
  onClose,
}: {
  baby?: Baby;
  onSubmit: (fields: BabyFields, photo: File | null) => Promise<unknown>;
  onClose: () => void;
}) {
  const titleId = useId();
  const photoId = useId();
  const bioId = useId();
  const [fields, setFields] = useState<BabyFields>({
    name: baby?.name ?? '',
    gender: baby?.gender ?? 'male',
    date_of_birth: baby?.date_of_birth ?? '',
    bio: baby?.bio ?? '',
    country: baby?.country ?? '',
    city: baby?.city ?? '',
  });
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [checked, setChecked] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const preview = usePreview(photo);
  const errors: FieldErrors = { ...fieldErrorsOf(failure), ...checked };
  if (photoError) errors.photo = photoError;
  const formError =
    failure === null
      ? null
      : Object.keys(fieldErrorsOf(failure)).length > 0
        ? null
        : failure instanceof Error
          ? failure.message
          : baby
            ? t.editFailed
            : t.addFailed;
  const complete = Boolean(fields.name.trim() && fields.date_of_birth && (baby || photo));
  const currentPhoto = preview ?? baby?.photo_urls?.card ?? null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: FieldErrors = {};
    if (fields.date_of_birth > todayIso()) problems.date_of_birth = t.birthDateInFuture;
    setChecked(problems);
    if (!complete || Object.keys(problems).length > 0) return;
    setSubmitting(true);
    setFailure(null);
    onSubmit({ ...fields, name: fields.name.trim(), bio: fields.bio.trim() }, photo).then(onClose, (error: unknown) => {
      setFailure(error);
      setSubmitting(false);
    });
  };

  return (
    <Modal labelledBy={titleId} onClose={onClose} canClose={!submitting} className="account-modal child-form">
      <h2 id={titleId}>{baby ? t.editTitle : t.addTitle}</h2>
      <form onSubmit={submit} noValidate>
        {formError && <FormMessage kind="error">{formError}</FormMessage>}
        <TextField
          label={t.name}
          required
          maxLength={100}
          value={fields.name}
          onChange={(event) => setFields({ ...fields, name: event.target.value })}
          error={errors.name}
        />
        <fieldset className="field gender-choice">
          <legend>{t.gender}</legend>
          {(['male', 'female'] as const).map((gender) => (
            <label key={gender} className="gender-choice__option">
              <input
                type="radio"
                name="gender"
                value={gender}
                checked={fields.gender === gender}
                onChange={() => setFields({ ...fields, gender })}
              />
              {ACCOUNT_TEXT.children.genders[gender]}
            </label>
          ))}
          {errors.gender && <span className="field__error">{errors.gender}</span>}
        </fieldset>
        <TextField
          label={t.birthDate}
          type="date"
          required
          max={todayIso()}
          value={fields.date_of_birth}
          onChange={(event) => setFields({ ...fields, date_of_birth: event.target.value })}
          error={errors.date_of_birth}
        />
        <div className="field">
          <label htmlFor={bioId}>{t.bio}</label>
          <textarea
            id={bioId}
            rows={3}
            maxLength={MAX_BIO}
            value={fields.bio}
            aria-describedby={describedByOf(bioId, t.bioCounter(fields.bio.length), errors.bio)}
            onChange={(event) => setFields({ ...fields, bio: event.target.value })}
          />
          <FieldNotes inputId={bioId} hint={t.bioCounter(fields.bio.length)} error={errors.bio} />
        </div>
        <div className="field">
          <span className="field__label">{t.photo}</span>
          <div className="photo-picker">
            {currentPhoto && <img className="photo-picker__preview" src={currentPhoto} alt={t.preview} />}
            <label htmlFor={photoId} className="button button--small photo-picker__button">
              {currentPhoto ? t.changePhoto : t.choosePhoto}
            </label>
            <input
              id={photoId}
              className="visually-hidden"
              type="file"
              accept="image/*"
              aria-describedby={describedByOf(photoId, t.photoHint, errors.photo)}
              onChange={(event) => {
                const file = event.target.files?.[0] ?? null;
                const problem = file ? photoProblem(file) : null;
                setPhotoError(problem);
                setPhoto(problem ? null : file);
              }}
            />
          </div>
          <FieldNotes
            inputId={photoId}
            hint={baby ? `${t.photoHint} ${t.photoKept}` : t.photoHint}
            error={errors.photo}
          />
        </div>
        <div className="field-row">
          <LocationFields
            value={{ country: fields.country, city: fields.city }}
            onChange={(location) => setFields({ ...fields, ...location })}
            errors={{ country: errors.country, city: errors.city }}
          />
        </div>
        {!complete && <p className="child-form__missing">{t.missing}</p>}
        <div className="modal__actions">
          <button type="button" className="button" onClick={onClose} disabled={submitting}>
            {t.cancel}
          </button>
          <button type="submit" className="button button--primary" disabled={!complete || submitting}>
            {submitting ? t.submitting : baby ? t.submitEdit : t.submitAdd}
          </button>
        </div>
      </form>
    </Modal>
  );
}
