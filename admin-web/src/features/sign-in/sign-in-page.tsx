import { ApiError, messageOf } from '@bebe-star/web-common/api-errors';
import { ProofOfWorkStatus } from '@bebe-star/web-common/proof-of-work-status';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Navigate, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { AccessDeniedPage } from '@/components/access-denied-page';
import { Field, FormError } from '@bebe-star/web-common/form-field';
import { useLogin } from '@/lib/api/auth/login';
import { useSession } from '@/lib/auth-store';
import { auth as AUTH_TEXT } from '@/messages/auth';
import { common as COMMON_TEXT } from '@/messages/common';

const t = AUTH_TEXT.signIn;

const signInSchema = z.object({
  email: z.string().trim().email(t.emailInvalid),
  password: z.string().min(1, t.passwordRequired),
});

type SignInForm = z.infer<typeof signInSchema>;

/** Where to go after signing in: a path of this app from `?redirect=`, never another site. */
function useRedirectTarget(): string {
  const [searchParams] = useSearchParams();
  const target = searchParams.get('redirect') ?? '/';
  return target.startsWith('/') && !target.startsWith('//') ? target : '/';
}

/**
 * /admin/login: the same accounts as the public site; administrators go on to the back office, other
 * accounts see "Accès refusé" (the server refuses them a back-office session).
 */
export function SignInPage() {
  const session = useSession();
  const target = useRedirectTarget();
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignInForm>({ resolver: zodResolver(signInSchema) });

  if (session?.userId) return <Navigate to={target} replace />;
  if (login.error instanceof ApiError && login.error.status === 403 && login.error.message === AUTH_TEXT.refused.text) {
    return <AccessDeniedPage onOtherAccount={() => login.reset()} />;
  }

  const failure = login.error ? messageOf(login.error, t.failed) : null;
  return (
    <main className="standalone">
      <section className="standalone__card" aria-labelledby="sign-in-title">
        <p className="standalone__brand">
          {COMMON_TEXT.brand} · {COMMON_TEXT.area}
        </p>
        <h1 id="sign-in-title">{t.title}</h1>
        <p className="standalone__subtitle">{t.subtitle}</p>
        <form
          className="form"
          noValidate
          onSubmit={(event) => void handleSubmit((values) => login.mutate(values))(event)}
        >
          <FormError message={failure} />
          <Field label={t.email} error={errors.email?.message}>
            {(control) => <input {...control} type="email" autoComplete="username" {...register('email')} />}
          </Field>
          <Field label={t.password} error={errors.password?.message}>
            {(control) => (
              <input {...control} type="password" autoComplete="current-password" {...register('password')} />
            )}
          </Field>
          <button type="submit" className="button button--primary button--block" disabled={login.isPending}>
            {login.isPending ? t.submitting : t.submit}
          </button>
          <ProofOfWorkStatus text={t.checkingBrowser} />
        </form>
      </section>
    </main>
  );
}
