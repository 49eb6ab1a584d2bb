import { fieldErrorsOf, formErrorOf } from '@bebe-star/web-common/api-errors';
import { FormMessage, setServerFieldErrors, TextField } from '@bebe-star/web-common/form-field';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import { account as ACCOUNT_TEXT } from '@/messages/account';
import { useForgotPassword } from '../api/forgot-password';
import { AuthCard } from '../components/auth-card';
import '../account.css';

const t = ACCOUNT_TEXT;

const forgotSchema = z.object({ email: z.string().trim().min(1, t.required) });
type ForgotForm = z.infer<typeof forgotSchema>;

/** /forgot-password: asks for a reset link by e-mail. */
export function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const { register, handleSubmit, watch, setError, formState } = useForm<ForgotForm>({
    resolver: zodResolver(forgotSchema),
    defaultValues: { email: '' },
  });
  const formError = formErrorOf(forgot.error, ['email'], t.forgot.failed);
  const submit = ({ email }: ForgotForm) =>
    forgot.mutate(email, {
      onError: (error) => setServerFieldErrors(fieldErrorsOf(error), ['email'], setError),
    });
  return (
    <AuthCard title={t.forgot.title} subtitle={forgot.isSuccess ? undefined : t.forgot.text}>
      {forgot.isSuccess ? (
        <FormMessage kind="success">{t.forgot.sent}</FormMessage>
      ) : (
        <form className="auth-form" onSubmit={(event) => void handleSubmit(submit)(event)} noValidate>
          {formError && <FormMessage kind="error">{formError}</FormMessage>}
          <TextField
            label={t.fields.email}
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            {...register('email')}
            error={formState.errors.email?.message}
          />
          <button
            type="submit"
            className="button button--primary auth-form__submit"
            disabled={forgot.isPending || !watch('email').trim()}
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
