import { fieldErrorsOf } from '@bebe-star/web-common/api-errors';
import {
  Field,
  describedByOf,
  FieldNotes,
  FormMessage,
  setServerFieldErrors,
  TextField,
} from '@bebe-star/web-common/form-field';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { LocationFields } from '@/components/location-fields';
import { Modal } from '@bebe-star/web-common/modal';
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

const childSchema = z.object({
  name: z.string().trim(),
  gender: z.enum(['male', 'female']),
  date_of_birth: z.string().refine((date) => date <= todayIso(), t.birthDateInFuture),
  bio: z.string().trim(),
  country: z.string(),
  city: z.string(),
});
const FIELDS = ['name', 'gender', 'date_of_birth', 'bio', 'country', 'city'] as const;

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
  const { register, handleSubmit, watch, setValue, setError, formState } = useForm<BabyFields>({
    resolver: zodResolver(childSchema),
    defaultValues: {
      name: baby?.name ?? '',
      gender: baby?.gender ?? 'male',
      date_of_birth: baby?.date_of_birth ?? '',
      bio: baby?.bio ?? '',
      country: baby?.country ?? '',
      city: baby?.city ?? '',
    },
  });
  const errors = formState.errors;
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const preview = usePreview(photo);
  const photoShown = photoError ?? fieldErrorsOf(failure).photo;
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
  const [name, dateOfBirth, bio, country, city] = watch(['name', 'date_of_birth', 'bio', 'country', 'city']);
  const complete = Boolean(name.trim() && dateOfBirth && (baby || photo));
  const currentPhoto = preview ?? baby?.photo_urls?.card ?? null;

  const submit = (fields: BabyFields) => {
    if (!complete) return;
    setSubmitting(true);
    setFailure(null);
    onSubmit(fields, photo).then(onClose, (error: unknown) => {
      setFailure(error);
      setServerFieldErrors(fieldErrorsOf(error), FIELDS, setError);
      setSubmitting(false);
    });
  };

  return (
    <Modal labelledBy={titleId} onClose={onClose} canClose={!submitting} className="account-modal child-form">
      <h2 id={titleId}>{baby ? t.editTitle : t.addTitle}</h2>
      <form onSubmit={(event) => void handleSubmit(submit)(event)} noValidate>
        {formError && <FormMessage kind="error">{formError}</FormMessage>}
        <TextField label={t.name} required maxLength={100} {...register('name')} error={errors.name?.message} />
        <fieldset className="field gender-choice">
          <legend>{t.gender}</legend>
          {(['male', 'female'] as const).map((gender) => (
            <label key={gender} className="gender-choice__option">
              <input type="radio" value={gender} {...register('gender')} />
              {ACCOUNT_TEXT.children.genders[gender]}
            </label>
          ))}
          {errors.gender && <span className="field__error">{errors.gender.message}</span>}
        </fieldset>
        <TextField
          label={t.birthDate}
          type="date"
          required
          max={todayIso()}
          {...register('date_of_birth')}
          error={errors.date_of_birth?.message}
        />
        <Field label={t.bio} hint={t.bioCounter(bio.length)} error={errors.bio?.message}>
          {(control) => <textarea {...control} rows={3} maxLength={MAX_BIO} {...register('bio')} />}
        </Field>
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
              aria-describedby={describedByOf(photoId, t.photoHint, photoShown)}
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
            error={photoShown}
          />
        </div>
        <div className="field-row">
          <LocationFields
            value={{ country, city }}
            onChange={(location) => {
              setValue('country', location.country);
              setValue('city', location.city);
            }}
            errors={{ country: errors.country?.message, city: errors.city?.message }}
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
