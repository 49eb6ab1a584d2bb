import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import { common as COMMON_TEXT } from '../messages/common';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | null;
  hint?: ReactNode;
}

/** The ids of a field's hint and error, for `aria-describedby`. */
export function describedByOf(inputId: string, hint?: ReactNode, error?: string | null): string | undefined {
  const ids = [hint ? `${inputId}-hint` : null, error ? `${inputId}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** A field's hint and error, under the input. */
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

/** A labelled input with its hint and its error (announced and tied to the input). */
export function TextField({ label, error, hint, id, ...input }: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const describedBy = describedByOf(inputId, hint, error);
  return (
    <div className="field">
      <label htmlFor={inputId}>{label}</label>
      <input id={inputId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      <FieldNotes inputId={inputId} hint={hint} error={error} />
    </div>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 4l16 16" />}
    </svg>
  );
}

/** A password input with a show / hide button. */
export function PasswordField({ label, error, hint, id, ...input }: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const [visible, setVisible] = useState(false);
  const t = COMMON_TEXT;
  const describedBy = describedByOf(inputId, hint, error);
  return (
    <div className="field">
      <label htmlFor={inputId}>{label}</label>
      <div className="password-input">
        <input
          id={inputId}
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
        <button
          type="button"
          className="password-input__toggle"
          aria-pressed={visible}
          aria-label={visible ? t.hidePassword : t.showPassword}
          onClick={() => setVisible(!visible)}
        >
          <EyeIcon crossed={visible} />
        </button>
      </div>
      <FieldNotes inputId={inputId} hint={hint} error={error} />
    </div>
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
