import { fieldErrorsOf, formErrorOf } from '@bebe-star/web-common/api-errors';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { FormMessage, TextField } from '@/components/form-field';
import { account as ACCOUNT_TEXT } from '@/messages/account';
import { useForgotPassword } from '../api/forgot-password';
import { AuthCard } from '../components/auth-card';
import '../account.css';

const t = ACCOUNT_TEXT;

/** /forgot-password: asks for a reset link by e-mail. */
export function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const [email, setEmail] = useState('');
  const formError = formErrorOf(forgot.error, ['email'], t.forgot.failed);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (email.trim()) forgot.mutate(email.trim());
  };
  return (
    <AuthCard title={t.forgot.title} subtitle={forgot.isSuccess ? undefined : t.forgot.text}>
      {forgot.isSuccess ? (
        <FormMessage kind="success">{t.forgot.sent}</FormMessage>
      ) : (
        <form className="auth-form" onSubmit={submit} noValidate>
          {formError && <FormMessage kind="error">{formError}</FormMessage>}
          <TextField
            label={t.fields.email}
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={fieldErrorsOf(forgot.error).email}
          />
          <button
            type="submit"
            className="button button--primary auth-form__submit"
            disabled={forgot.isPending || !email.trim()}
          >
            {forgot.isPending ? t.forgot.submitting : t.forgot.submit}
          </button>
        </form>
      )}
      <p className="auth-card__switch">
        <Link to="/login">{t.forgot.backToLogin}</Link>
      </p>
    </AuthCard>
  );
}
