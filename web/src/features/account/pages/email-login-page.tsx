import { fieldErrorsOf, formErrorOf } from '@bebe-star/web-common/api-errors';
import { FormMessage, setServerFieldErrors, TextField } from '@bebe-star/web-common/form-field';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import { PasswordField } from '@/components/password-field';
import { SocialLoginButtons } from '@/components/social-login-buttons';
import { useLogin } from '@/lib/api/auth/login';
import { useSocialLogin } from '@/lib/api/auth/social-login';
import { account as ACCOUNT_TEXT } from '@/messages/account';
import { AuthCard } from '../components/auth-card';
import { GuestOnly } from '../components/session-guards';
import { returnQuery, useReturnPath } from '../hooks/use-return-path';
import '../account.css';

const t = ACCOUNT_TEXT;

const loginSchema = z.object({
  email: z.string().trim().min(1, t.required),
  password: z.string().min(1, t.required),
  remember: z.boolean(),
});
type LoginForm = z.infer<typeof loginSchema>;

const FIELDS = ['email', 'password'] as const;

function LoginForm() {
  const returnPath = useReturnPath();
  const login = useLogin();
  const social = useSocialLogin();
  const { register, handleSubmit, watch, setError, formState } = useForm<LoginForm>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: '', password: '', remember: true },
  });
  const [socialError, setSocialError] = useState<string | null>(null);
  const [email, password, remember] = watch(['email', 'password', 'remember']);
  const formError =
    socialError ?? formErrorOf(social.error, [], t.login.failed) ?? formErrorOf(login.error, FIELDS, t.login.failed);

  const submit = (values: LoginForm) => {
    setSocialError(null);
    social.reset();
    login.mutate(values, {
      onError: (error) => setServerFieldErrors(fieldErrorsOf(error), FIELDS, setError),
    });
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
      <form className="auth-form" onSubmit={(event) => void handleSubmit(submit)(event)} noValidate>
        {formError && <FormMessage kind="error">{formError}</FormMessage>}
        <TextField
          label={t.fields.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          {...register('email')}
          error={formState.errors.email?.message}
        />
        <PasswordField
          label={t.fields.password}
          autoComplete="current-password"
          required
          {...register('password')}
          error={formState.errors.password?.message}
        />
        <div className="auth-form__row">
          <label className="checkbox">
            <input type="checkbox" defaultChecked {...register('remember')} />
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
