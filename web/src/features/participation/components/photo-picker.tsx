import { useId, useRef, useState } from 'react';
import { participation as PARTICIPATION_TEXT } from '@/messages/participation';
import { usePhotoPreview } from '../hooks/use-photo-preview';
import { resizePhoto } from '../utils/resize-photo';
import { photoError } from '../utils/wizard-validation';
import { FieldError } from './field-error';

const t = PARTICIPATION_TEXT.fields;

/**
 * Chooses the child's photo (images only, 10 MB at most once made ready to send) and shows it. The
 * chosen image is first scaled down and re-encoded in the browser (resizePhoto), so that it is the
 * lighter file that is previewed and sent. A refused file is not kept: `onChange` receives null and
 * `onError` the reason.
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
  const [preparing, setPreparing] = useState(false);
  // Only the last file chosen counts when the parent picks again while one is being prepared.
  const latest = useRef(0);

  const choose = async (chosen: File) => {
    const turn = ++latest.current;
    if (!chosen.type.startsWith('image/')) {
      setPreparing(false);
      onChange(null);
      onError(photoError(chosen));
      return;
    }
    setPreparing(true);
    const ready = await resizePhoto(chosen);
    if (turn !== latest.current) return;
    setPreparing(false);
    const problem = photoError(ready);
    onChange(problem ? null : ready);
    onError(problem);
  };

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
          if (chosen) void choose(chosen);
        }}
      />
      <label htmlFor={id} className="button button--primary photo-picker__button">
        {file ? t.changePhoto : t.choosePhoto}
      </label>
      <span id={`${id}-hint`} className="field__hint">
        {t.photoHint}
      </span>
      {preparing ? (
        <span className="photo-picker__name" role="status">
          {t.photoPreparing}
        </span>
      ) : (
        file && (
          <span className="photo-picker__name">
            {file.name} · {t.photoSize(file.size)}
          </span>
        )
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
