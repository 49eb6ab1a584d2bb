import { type ReactNode, useId } from 'react';

export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  label: string;
  hint?: string;
  error?: string;
  className?: string;
  /** Renders the control (input, select, textarea) with the ids that tie it to its label and messages. */
  children: (control: ControlProps) => ReactNode;
}

/** A labelled form control with its hint and its error message, announced with the control. */
export function Field({ label, hint, error, className, children }: FieldProps) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={`field${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': described || undefined })}
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
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
