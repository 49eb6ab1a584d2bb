import { fieldErrorsOf, formErrorOf } from '@bebe-star/web-common/api-errors';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { FormMessage, PasswordField, TextField } from '@/components/form-field';
import { SocialLoginButtons } from '@/components/social-login-buttons';
import { useLogin } from '@/lib/api/auth/login';
import { useSocialLogin } from '@/lib/api/auth/social-login';
import { account as ACCOUNT_TEXT } from '@/messages/account';
import { AuthCard } from '../components/auth-card';
import { GuestOnly } from '../components/session-guards';
import { returnQuery, useReturnPath } from '../hooks/use-return-path';
import '../account.css';

const t = ACCOUNT_TEXT;

function LoginForm() {
  const returnPath = useReturnPath();
  const login = useLogin();
  const social = useSocialLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const [socialError, setSocialError] = useState<string | null>(null);
  const errors = fieldErrorsOf(login.error);
  const formError =
    socialError ??
    formErrorOf(social.error, [], t.login.failed) ??
    formErrorOf(login.error, ['email', 'password'], t.login.failed);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSocialError(null);
    social.reset();
    login.mutate({ email: email.trim(), password, remember });
  };

  return (
    <AuthCard title={t.login.title} subtitle={t.login.subtitle}>
      <SocialLoginButtons
        remember={remember}
        onLogin={(input) => {
          setSocialError(null);
          login.reset();
          social.mutate(input);
        }}
        onError={setSocialError}
      />
      <form className="auth-form" onSubmit={submit} noValidate>
        {formError && <FormMessage kind="error">{formError}</FormMessage>}
        <TextField
          label={t.fields.email}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email}
        />
        <PasswordField
          label={t.fields.password}
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password}
        />
        <div className="auth-form__row">
          <label className="checkbox">
            <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
            {t.login.remember}
          </label>
          <Link to="/forgot-password">{t.login.forgot}</Link>
        </div>
        <button
          type="submit"
          className="button button--primary auth-form__submit"
          disabled={login.isPending || social.isPending || !email.trim() || !password}
        >
          {login.isPending ? t.login.submitting : t.login.submit}
        </button>
      </form>
      <p className="auth-card__switch">
        {t.login.noAccount} <Link to={`/register${returnQuery(returnPath)}`}>{t.login.register}</Link>
      </p>
      <p className="auth-card__switch">
        <Link to={`/login${returnQuery(returnPath)}`}>{t.phone.phoneLogin}</Link>
      </p>
    </AuthCard>
  );
}

/** /login/email: e-mail and password (and Google / Facebook when configured), then back to `returnUrl`. */
export function EmailLoginPage() {
  return (
    <GuestOnly>
      <LoginForm />
    </GuestOnly>
  );
}
