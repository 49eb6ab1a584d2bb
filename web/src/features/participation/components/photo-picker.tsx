import { useId } from 'react';
import { participation as PARTICIPATION_TEXT } from '@/messages/participation';
import { usePhotoPreview } from '../hooks/use-photo-preview';
import { photoError } from '../utils/wizard-validation';
import { FieldError } from './field-error';

const t = PARTICIPATION_TEXT.fields;

/**
 * Chooses the child's photo (images only, 10 MB at most) and shows it. A refused file is not kept:
 * `onChange` receives null and `onError` the reason.
 */
export function PhotoPicker({
  file,
  childName,
  error,
  onChange,
  onError,
  onOpenPicker,
}: {
  file: File | null;
  childName: string;
  error?: string;
  onChange: (file: File | null) => void;
  onError: (message: string | null) => void;
  onOpenPicker?: () => void;
}) {
  const id = useId();
  const preview = usePhotoPreview(file);
  return (
    <div className="field photo-picker">
      <div className="photo-picker__frame">
        {preview ? (
          <img src={preview} alt={t.photoPreview(childName)} className="photo-picker__preview" />
        ) : (
          <span className="photo-picker__placeholder" aria-hidden="true">
            📷
          </span>
        )}
      </div>
      <input
        id={id}
        className="visually-hidden"
        type="file"
        accept="image/*"
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onClick={onOpenPicker}
        onChange={(event) => {
          const chosen = event.target.files?.[0] ?? null;
          event.target.value = '';
          if (!chosen) return;
          const problem = photoError(chosen);
          onChange(problem ? null : chosen);
          onError(problem);
        }}
      />
      <label htmlFor={id} className="button button--primary photo-picker__button">
        {file ? t.changePhoto : t.choosePhoto}
      </label>
      <span id={`${id}-hint`} className="field__hint">
        {t.photoHint}
      </span>
      {file && <span className="photo-picker__name">{file.name}</span>}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
