import { type FieldErrors, fieldErrorsOf, formErrorOf } from '@bebe-star/web-common/api-errors';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { FormMessage, PasswordField, TextField } from '@/components/form-field';
import { LocationFields } from '@/components/location-fields';
import { type RegisterBody, useRegister } from '@/lib/api/auth/register';
import { account as ACCOUNT_TEXT } from '@/messages/account';
import { AuthCard } from '../components/auth-card';
import { GuestOnly } from '../components/session-guards';
import { returnQuery, useReturnPath } from '../hooks/use-return-path';
import '../account.css';

const t = ACCOUNT_TEXT;

type RegisterForm = Required<
  Pick<RegisterBody, 'first_name' | 'last_name' | 'username' | 'email' | 'password' | 'confirm_password'>
> & { city: string; country: string };

const EMPTY: RegisterForm = {
  first_name: '',
  last_name: '',
  username: '',
  email: '',
  password: '',
  confirm_password: '',
  city: '',
  country: '',
};

const FIELDS = Object.keys(EMPTY);

/** What the browser can check before sending: required fields and the password confirmation. */
export function checkRegisterForm(form: RegisterForm): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of ['first_name', 'last_name', 'username', 'email', 'password'] as const) {
    if (!form[field].trim()) errors[field] = t.required;
  }
  if (form.password && form.confirm_password !== form.password) errors.confirm_password = t.passwordsMismatch;
  return errors;
}

function RegisterForm() {
  const returnPath = useReturnPath();
  const register = useRegister();
  const [form, setForm] = useState<RegisterForm>(EMPTY);
  const [checked, setChecked] = useState<FieldErrors>({});
  const errors = { ...fieldErrorsOf(register.error), ...checked };
  const formError = formErrorOf(register.error, FIELDS, t.register.failed);
  const set = (field: keyof RegisterForm) => (event: { target: { value: string } }) =>
    setForm({ ...form, [field]: event.target.value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems = checkRegisterForm(form);
    setChecked(problems);
    register.reset();
    if (Object.keys(problems).length > 0) return;
    register.mutate({
      ...form,
      first_name: form.first_name.trim(),
      last_name: form.last_name.trim(),
      username: form.username.trim(),
      email: form.email.trim(),
      city: form.city || undefined,
      country: form.country || undefined,
    });
  };

  return (
    <AuthCard title={t.register.title} subtitle={t.register.subtitle}>
      <form className="auth-form" onSubmit={submit} noValidate>
        {formError && <FormMessage kind="error">{formError}</FormMessage>}
        <div className="field-row">
          <TextField
            label={t.fields.firstName}
            autoComplete="given-name"
            required
            value={form.first_name}
            onChange={set('first_name')}
            error={errors.first_name}
          />
          <TextField
            label={t.fields.lastName}
            autoComplete="family-name"
            required
            value={form.last_name}
            onChange={set('last_name')}
            error={errors.last_name}
          />
        </div>
        <TextField
          label={t.fields.username}
          autoComplete="username"
          autoCapitalize="none"
          required
          value={form.username}
          onChange={set('username')}
          error={errors.username}
        />
        <TextField
          label={t.fields.email}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          value={form.email}
          onChange={set('email')}
          error={errors.email}
        />
        <PasswordField
          label={t.fields.password}
          autoComplete="new-password"
          required
          hint={t.passwordHint}
          value={form.password}
          onChange={set('password')}
          error={errors.password}
        />
        <PasswordField
          label={t.fields.confirmPassword}
          autoComplete="new-password"
          required
          value={form.confirm_password}
          onChange={set('confirm_password')}
          error={errors.confirm_password}
        />
        <div className="field-row">
          <LocationFields
            value={{ country: form.country, city: form.city }}
            onChange={(location) => setForm({ ...form, ...location })}
            errors={{ country: errors.country, city: errors.city }}
          />
        </div>
        <button type="submit" className="button button--primary auth-form__submit" disabled={register.isPending}>
          {register.isPending ? t.register.submitting : t.register.submit}
        </button>
      </form>
      <p className="auth-card__switch">
        {t.register.hasAccount} <Link to={`/login${returnQuery(returnPath)}`}>{t.register.login}</Link>
      </p>
    </AuthCard>
  );
}

/** /register: creates the account, signs in and goes on to `returnUrl` (or home). */
export function RegisterPage() {
  return (
    <GuestOnly>
      <RegisterForm />
    </GuestOnly>
  );
}
