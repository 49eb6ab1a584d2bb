import { fieldErrorsOf } from '@bebe-star/web-common/api-errors';
import { type FormEvent, useState } from 'react';
import { SocialLoginButtons } from '@/components/social-login-buttons';
import { useLogin } from '@/lib/api/auth/login';
import { useRegister } from '@/lib/api/auth/register';
import { useSocialLogin } from '@/lib/api/auth/social-login';
import { digitsOnly } from '@/lib/phone-rules';
import { participation as PARTICIPATION_TEXT } from '@/messages/participation';
import { useFocusFirstError } from '../hooks/use-focus-first-error';
import { FieldError } from './field-error';

const t = PARTICIPATION_TEXT.auth;
const required = PARTICIPATION_TEXT.errors.required;

/** Dial codes offered at sign-up (§2.2). */
const SIGN_UP_DIAL_CODES = ['+221', '+225', '+226', '+229', '+223', '+227', '+228', '+33', '+32'];

type Mode = 'login' | 'signup';

function LoginForm() {
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({});
  const { container, refused } = useFocusFirstError<HTMLFormElement>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = { ...(email.trim() ? {} : { email: required }), ...(password ? {} : { password: required }) };
    setErrors(next);
    if (Object.keys(next).length > 0) refused();
    else login.mutate({ email: email.trim(), password, remember: true }, { onError: refused });
  };
  return (
    <form className="auth-panel__form" onSubmit={submit} noValidate ref={container}>
      <div className="field">
        <label htmlFor="login-email">{t.email}</label>
        <input
          id="login-email"
          type="email"
          autoComplete="email"
          value={email}
          aria-invalid={Boolean(errors.email)}
          onChange={(event) => setEmail(event.target.value)}
        />
        <FieldError id="login-email-error" message={errors.email} />
      </div>
      <div className="field">
        <label htmlFor="login-password">{t.password}</label>
        <input
          id="login-password"
          type="password"
          autoComplete="current-password"
          value={password}
          aria-invalid={Boolean(errors.password)}
          onChange={(event) => setPassword(event.target.value)}
        />
        <FieldError id="login-password-error" message={errors.password} />
      </div>
      <button type="button" className="link-button" onClick={() => window.alert(t.forgotPasswordSoon)}>
        {t.forgotPassword}
      </button>
      {login.isError && (
        <p className="form-error" role="alert">
          {login.error.message || t.loginError}
        </p>
      )}
      <button type="submit" className="button button--primary button--block" disabled={login.isPending}>
        {login.isPending ? t.submitting : t.submitLogin}
      </button>
    </form>
  );
}

const SIGN_UP_FIELDS = ['first_name', 'last_name', 'username', 'email', 'password', 'confirm'] as const;
type SignUpField = (typeof SIGN_UP_FIELDS)[number];

function SignUpForm() {
  const signUp = useRegister();
  const [values, setValues] = useState<Record<SignUpField, string>>({
    first_name: '',
    last_name: '',
    username: '',
    email: '',
    password: '',
    confirm: '',
  });
  const [dialCode, setDialCode] = useState(SIGN_UP_DIAL_CODES[0]);
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<Partial<Record<SignUpField, string>>>({});
  const { container, refused } = useFocusFirstError<HTMLFormElement>();
  // What the server refused, under its field (the confirmation is sent as confirm_password).
  const server = fieldErrorsOf(signUp.error);
  const serverErrors: Partial<Record<SignUpField, string>> = {
    ...Object.fromEntries(SIGN_UP_FIELDS.map((field) => [field, server[field]])),
    confirm: server.confirm_password,
  };
  const shown = (field: SignUpField) => errors[field] ?? serverErrors[field];
  const placed = SIGN_UP_FIELDS.some((field) => serverErrors[field]) || Boolean(server.phone);
  const labels: Record<SignUpField, string> = {
    first_name: t.firstName,
    last_name: t.lastName,
    username: t.username,
    email: t.email,
    password: t.password,
    confirm: t.confirmPassword,
  };
  const types: Partial<Record<SignUpField, string>> = { email: 'email', password: 'password', confirm: 'password' };
  const autoComplete: Record<SignUpField, string> = {
    first_name: 'given-name',
    last_name: 'family-name',
    username: 'username',
    email: 'email',
    password: 'new-password',
    confirm: 'new-password',
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Partial<Record<SignUpField, string>> = {};
    for (const field of SIGN_UP_FIELDS) if (!values[field].trim()) next[field] = required;
    if (values.password && values.confirm && values.password !== values.confirm) next.confirm = t.passwordMismatch;
    setErrors(next);
    if (Object.keys(next).length > 0) {
      refused();
      return;
    }
    signUp.mutate(
      {
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        username: values.username.trim(),
        email: values.email.trim(),
        password: values.password,
        confirm_password: values.confirm,
        ...(phone ? { phone: `${dialCode}${phone}` } : {}),
      },
      { onError: refused },
    );
  };

  return (
    <form className="auth-panel__form" onSubmit={submit} noValidate ref={container}>
      <div className="auth-panel__grid">
        {SIGN_UP_FIELDS.map((field) => (
          <div className="field" key={field}>
            <label htmlFor={`signup-${field}`}>{labels[field]}</label>
            <input
              id={`signup-${field}`}
              type={types[field] ?? 'text'}
              autoComplete={autoComplete[field]}
              value={values[field]}
              aria-invalid={Boolean(shown(field))}
              aria-describedby={shown(field) ? `signup-${field}-error` : undefined}
              onChange={(event) => {
                setValues({ ...values, [field]: event.target.value });
                setErrors({ ...errors, [field]: undefined });
              }}
            />
            <FieldError id={`signup-${field}-error`} message={shown(field)} />
          </div>
        ))}
      </div>
      <div className="field">
        <label htmlFor="signup-phone">{t.phone}</label>
        <div className="phone-input">
          <select
            aria-label={PARTICIPATION_TEXT.fields.dialCode}
            value={dialCode}
            onChange={(event) => setDialCode(event.target.value)}
          >
            {SIGN_UP_DIAL_CODES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
          <input
            id="signup-phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={15}
            value={phone}
            aria-invalid={server.phone ? true : undefined}
            aria-describedby={server.phone ? 'signup-phone-error' : undefined}
            onChange={(event) => setPhone(digitsOnly(event.target.value))}
          />
        </div>
        <FieldError id="signup-phone-error" message={server.phone} />
      </div>
      {signUp.isError && !placed && (
        <p className="form-error" role="alert">
          {signUp.error.message || t.signUpError}
        </p>
      )}
      <button type="submit" className="button button--primary button--block" disabled={signUp.isPending}>
        {signUp.isPending ? t.submitting : t.submitSignUp}
      </button>
    </form>
  );
}

/**
 * Google or Facebook (when configured, as on the login page), then login (default) or sign-up,
 * switched by two tabs. Each stores the tokens, which signs the user in: the wizard then moves on
 * by itself.
 */
export function AuthPanel() {
  const [mode, setMode] = useState<Mode>('login');
  const social = useSocialLogin();
  const [socialError, setSocialError] = useState<string | null>(null);
  const socialMessage = socialError ?? (social.isError ? social.error.message : null);
  return (
    <div className="auth-panel">
      <p>{t.intro}</p>
      <SocialLoginButtons
        remember
        onLogin={(input) => {
          setSocialError(null);
          social.mutate(input);
        }}
        onError={setSocialError}
      />
      {socialMessage && (
        <p className="form-error" role="alert">
          {socialMessage}
        </p>
      )}
      <div className="segmented" role="group">
        <button
          type="button"
          className="segmented__option"
          aria-pressed={mode === 'login'}
          onClick={() => setMode('login')}
        >
          {t.login}
        </button>
        <button
          type="button"
          className="segmented__option"
          aria-pressed={mode === 'signup'}
          onClick={() => setMode('signup')}
        >
          {t.signUp}
        </button>
      </div>
      {mode === 'login' ? <LoginForm /> : <SignUpForm />}
    </div>
  );
}
