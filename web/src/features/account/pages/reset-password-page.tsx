import { type FieldErrors, fieldErrorsOf, formErrorOf } from '@bebe-star/web-common/api-errors';
import { type FormEvent, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { FormMessage, PasswordField } from '@/components/form-field';
import { account as ACCOUNT_TEXT } from '@/messages/account';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';
import '../account.css';

const t = ACCOUNT_TEXT;

/** /reset-password/:uid/:token: sets the new password, signs the user in and goes home. */
export function ResetPasswordPage() {
  const { uid = '', token = '' } = useParams();
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [checked, setChecked] = useState<FieldErrors>({});
  const errors = { ...fieldErrorsOf(reset.error), ...checked };
  const formError = formErrorOf(reset.error, ['new_password', 'confirm_password'], t.reset.failed);

  if (reset.isSuccess) return <Navigate replace to="/" />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problems: FieldErrors = {};
    if (!password) problems.new_password = t.required;
    else if (confirmation !== password) problems.confirm_password = t.passwordsMismatch;
    setChecked(problems);
    reset.reset();
    if (Object.keys(problems).length === 0)
      reset.mutate({ uid, token, new_password: password, confirm_password: confirmation });
  };

  return (
    <AuthCard title={t.reset.title} subtitle={t.reset.text}>
      <form className="auth-form" onSubmit={submit} noValidate>
        {formError && (
          <FormMessage kind="error">
            {formError} <Link to="/forgot-password">{t.reset.newLink}</Link>
          </FormMessage>
        )}
        <PasswordField
          label={t.fields.newPassword}
          autoComplete="new-password"
          required
          hint={t.passwordHint}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.new_password}
        />
        <PasswordField
          label={t.fields.confirmNewPassword}
          autoComplete="new-password"
          required
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
          error={errors.confirm_password}
        />
        <button type="submit" className="button button--primary auth-form__submit" disabled={reset.isPending}>
          {reset.isPending ? t.reset.submitting : t.reset.submit}
        </button>
      </form>
    </AuthCard>
  );
}
