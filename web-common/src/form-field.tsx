import { type ComponentProps, type ReactNode, useId } from 'react';

/** What ties a control to its label, its hint and its error. */
export interface ControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** The ids of a field's hint and error, for `aria-describedby`. */
export function describedByOf(inputId: string, hint?: ReactNode, error?: string | null): string | undefined {
  const ids = [hint ? `${inputId}-hint` : null, error ? `${inputId}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** A field's hint and error, under its control; the error is announced. */
export function FieldNotes({ inputId, hint, error }: { inputId: string; hint?: ReactNode; error?: string | null }) {
  return (
    <>
      {hint && (
        <span id={`${inputId}-hint`} className="field__hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={`${inputId}-error`} className="field__error" role="alert">
          {error}
        </span>
      )}
    </>
  );
}

interface FieldProps {
  label: string;
  hint?: ReactNode;
  error?: string | null;
  /** The control's id; one is made up when none is given. */
  id?: string;
  className?: string;
  /** Renders the control (input, select, textarea) with the ids that tie it to its label and notes. */
  children: (control: ControlProps) => ReactNode;
}

/** A labelled form control with its hint and its error message, announced with the control. */
export function Field({ label, hint, error, id, className, children }: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const classes = ['field', error ? 'field--invalid' : null, className].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      {children({
        id: inputId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedByOf(inputId, hint, error),
      })}
      <FieldNotes inputId={inputId} hint={hint} error={error} />
    </div>
  );
}

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'children'> {
  label: string;
  error?: string | null;
  hint?: ReactNode;
}

/** A labelled input with its hint and its error; the other props (and a form library's ref) go to the input. */
export function TextField({ label, error, hint, id, ...input }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} id={id}>
      {(control) => <input {...control} {...input} />}
    </Field>
  );
}

/** A message above or below a form: an error (alert) or a success (status). */
export function FormMessage({ kind, children }: { kind: 'error' | 'success'; children: ReactNode }) {
  return (
    <p className={`form-message form-message--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}

/** A form's message above its fields (the server's refusal that no field carries); nothing without one. */
export function FormError({ message }: { message: string | null | undefined }) {
  return message ? (
    <p className="form__error" role="alert">
      {message}
    </p>
  ) : null;
}

/**
 * Puts the server's per-field messages of a refused form under their fields (react-hook-form's
 * `setError`): those of `fields` only, the others being the form's message (`formErrorOf`).
 */
export function setServerFieldErrors<F extends string>(
  errors: Partial<Record<string, string>>,
  fields: readonly F[],
  setError: (field: F, error: { type: string; message: string }) => void,
): void {
  for (const field of fields) {
    const message = errors[field];
    if (message) setError(field, { type: 'server', message });
  }
}
