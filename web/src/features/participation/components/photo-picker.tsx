import { useId, useRef, useState } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { participation as PARTICIPATION_TEXT } from '@/messages/participation';
import { usePhotoPreview } from '../hooks/use-photo-preview';
import { resizePhoto } from '../utils/resize-photo';
import { type ChildData, photoError } from '../utils/wizard-validation';
import { FieldError } from './field-error';

const t = PARTICIPATION_TEXT.fields;

/**
 * Chooses the child's photo (the form's `photo`: images only, 10 MB at most once made ready to send)
 * and shows it. The chosen image is first scaled down and re-encoded in the browser (resizePhoto), so
 * that it is the lighter file that is previewed and sent. A refused file is not kept: the photo is
 * emptied, the reason shown under the picker, and `onRefused` called.
 */
export function PhotoPicker({ onOpenPicker, onRefused }: { onOpenPicker?: () => void; onRefused?: () => void }) {
  const id = useId();
  const { control, setError } = useFormContext<ChildData>();
  const { field, fieldState } = useController({ control, name: 'photo' });
  const childName = useWatch({ control, name: 'name' });
  const file = field.value;
  const error = fieldState.error?.message;
  const preview = usePhotoPreview(file);
  const [preparing, setPreparing] = useState(false);
  // Only the last file chosen counts when the parent picks again while one is being prepared.
  const latest = useRef(0);

  const keep = (chosen: File) => {
    const problem = photoError(chosen);
    field.onChange(problem ? null : chosen);
    if (!problem) return;
    setError('photo', { type: 'photo', message: problem });
    onRefused?.();
  };

  const choose = async (chosen: File) => {
    const turn = ++latest.current;
    if (!chosen.type.startsWith('image/')) {
      setPreparing(false);
      keep(chosen);
      return;
    }
    setPreparing(true);
    const ready = await resizePhoto(chosen);
    if (turn !== latest.current) return;
    setPreparing(false);
    keep(ready);
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
