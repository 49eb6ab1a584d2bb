import { fieldErrorsOf, formErrorOf } from '@bebe-star/web-common/api-errors';
import { FormMessage, setServerFieldErrors } from '@bebe-star/web-common/form-field';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useParams } from 'react-router-dom';
import { z } from 'zod';
import { PasswordField } from '@/components/password-field';
import { account as ACCOUNT_TEXT } from '@/messages/account';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';
import { confirmationMatches } from '../password-confirmation';
import '../account.css';

const t = ACCOUNT_TEXT;

const resetSchema = z
  .object({ new_password: z.string().min(1, t.required), confirm_password: z.string() })
  .superRefine(confirmationMatches('new_password', 'confirm_password'));
type ResetForm = z.infer<typeof resetSchema>;

const FIELDS = ['new_password', 'confirm_password'] as const;

/** /reset-password/:uid/:token: sets the new password, signs the user in and goes home. */
export function ResetPasswordPage() {
  const { uid = '', token = '' } = useParams();
  const reset = useResetPassword();
  const { register, handleSubmit, setError, formState } = useForm<ResetForm>({
    resolver: zodResolver(resetSchema),
    defaultValues: { new_password: '', confirm_password: '' },
  });
  const formError = formErrorOf(reset.error, FIELDS, t.reset.failed);

  if (reset.isSuccess) return <Navigate replace to="/" />;

  const submit = (values: ResetForm) => {
    reset.reset();
    reset.mutate(
      { uid, token, ...values },
      { onError: (error) => setServerFieldErrors(fieldErrorsOf(error), FIELDS, setError) },
    );
  };

  return (
    <AuthCard title={t.reset.title} subtitle={t.reset.text}>
      <form
        className="auth-form"
        onSubmit={(event) => void handleSubmit(submit, () => reset.reset())(event)}
        noValidate
      >
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
          {...register('new_password')}
          error={formState.errors.new_password?.message}
        />
        <PasswordField
          label={t.fields.confirmNewPassword}
          autoComplete="new-password"
          required
          {...register('confirm_password')}
          error={formState.errors.confirm_password?.message}
        />
        <button type="submit" className="button button--primary auth-form__submit" disabled={reset.isPending}>
          {reset.isPending ? t.reset.submitting : t.reset.submit}
        </button>
      </form>
    </AuthCard>
  );
}
