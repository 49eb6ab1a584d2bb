import { fieldErrorsOf, formErrorOf } from '@bebe-star/web-common/api-errors';
import { FormMessage, setServerFieldErrors, TextField } from '@bebe-star/web-common/form-field';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import { LocationFields } from '@/components/location-fields';
import { PasswordField } from '@/components/password-field';
import { useRegister } from '@/lib/api/auth/register';
import { account as ACCOUNT_TEXT } from '@/messages/account';
import { AuthCard } from '../components/auth-card';
import { GuestOnly } from '../components/session-guards';
import { returnQuery, useReturnPath } from '../hooks/use-return-path';
import { confirmationMatches } from '../password-confirmation';
import '../account.css';

const t = ACCOUNT_TEXT;

const required = z.string().trim().min(1, t.required);

/** What the browser can check before sending: required fields and the password confirmation. */
const registerSchema = z
  .object({
    first_name: required,
    last_name: required,
    username: required,
    email: required,
    password: z.string().refine((password) => password.trim() !== '', t.required),
    confirm_password: z.string(),
    city: z.string(),
    country: z.string(),
  })
  .superRefine(confirmationMatches('password', 'confirm_password'));
type RegisterForm = z.infer<typeof registerSchema>;

const FIELDS = [
  'first_name',
  'last_name',
  'username',
  'email',
  'password',
  'confirm_password',
  'city',
  'country',
] as const;

function RegisterForm() {
  const returnPath = useReturnPath();
  const registration = useRegister();
  const { register, handleSubmit, watch, setValue, setError, formState } = useForm<RegisterForm>({
    resolver: zodResolver(registerSchema),
    defaultValues: Object.fromEntries(FIELDS.map((field) => [field, ''])),
  });
  const errors = formState.errors;
  const formError = formErrorOf(registration.error, FIELDS, t.register.failed);
  const [country, city] = watch(['country', 'city']);

  const submit = (form: RegisterForm) => {
    registration.reset();
    registration.mutate(
      { ...form, city: form.city || undefined, country: form.country || undefined },
      { onError: (error) => setServerFieldErrors(fieldErrorsOf(error), FIELDS, setError) },
    );
  };

  return (
    <AuthCard title={t.register.title} subtitle={t.register.subtitle}>
      <form
        className="auth-form"
        onSubmit={(event) => void handleSubmit(submit, () => registration.reset())(event)}
        noValidate
      >
        {formError && <FormMessage kind="error">{formError}</FormMessage>}
        <div className="field-row">
          <TextField
            label={t.fields.firstName}
            autoComplete="given-name"
            required
            {...register('first_name')}
            error={errors.first_name?.message}
          />
          <TextField
            label={t.fields.lastName}
            autoComplete="family-name"
            required
            {...register('last_name')}
            error={errors.last_name?.message}
          />
        </div>
        <TextField
          label={t.fields.username}
          autoComplete="username"
          autoCapitalize="none"
          required
          {...register('username')}
          error={errors.username?.message}
        />
        <TextField
          label={t.fields.email}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          {...register('email')}
          error={errors.email?.message}
        />
        <PasswordField
          label={t.fields.password}
          autoComplete="new-password"
          required
          hint={t.passwordHint}
          {...register('password')}
          error={errors.password?.message}
        />
        <PasswordField
          label={t.fields.confirmPassword}
          autoComplete="new-password"
          required
          {...register('confirm_password')}
          error={errors.confirm_password?.message}
        />
        <div className="field-row">
          <LocationFields
            value={{ country, city }}
            onChange={(location) => {
              setValue('country', location.country);
              setValue('city', location.city);
            }}
            errors={{ country: errors.country?.message, city: errors.city?.message }}
          />
        </div>
        <button type="submit" className="button button--primary auth-form__submit" disabled={registration.isPending}>
          {registration.isPending ? t.register.submitting : t.register.submit}
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
