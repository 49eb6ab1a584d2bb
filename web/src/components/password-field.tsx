import { Field, type TextFieldProps } from '@bebe-star/web-common/form-field';
import { useState } from 'react';
import { common as COMMON_TEXT } from '../messages/common';

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
export function PasswordField({ label, error, hint, id, ...input }: TextFieldProps) {
  const [visible, setVisible] = useState(false);
  const t = COMMON_TEXT;
  return (
    <Field label={label} hint={hint} error={error} id={id}>
      {(control) => (
        <div className="password-input">
          <input {...control} type={visible ? 'text' : 'password'} {...input} />
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
      )}
    </Field>
  );
}
