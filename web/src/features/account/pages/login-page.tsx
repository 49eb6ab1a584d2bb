import { formErrorOf } from '@bebe-star/web-common/api-errors';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { FormMessage } from '@bebe-star/web-common/form-field';
import { SocialLoginButtons } from '@/components/social-login-buttons';
import { useSocialLogin } from '@/lib/api/auth/social-login';
import { account as ACCOUNT_TEXT } from '@/messages/account';
import { AuthCard } from '../components/auth-card';
import { PhoneSignInFlow } from '../components/phone-sign-in-flow';
import { GuestOnly } from '../components/session-guards';
import { returnQuery, useReturnPath } from '../hooks/use-return-path';
import '../account.css';

const t = ACCOUNT_TEXT;

function PhoneLogin() {
  const returnPath = useReturnPath();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const social = useSocialLogin();
  const [socialError, setSocialError] = useState<string | null>(null);
  const formError = socialError ?? formErrorOf(social.error, [], t.login.failed);

  return (
    <AuthCard title={t.phone.title} subtitle={t.phone.subtitle}>
      <SocialLoginButtons
        remember
        onLogin={(input) => {
          setSocialError(null);
          social.mutate(input);
        }}
        onError={setSocialError}
      />
      {formError && <FormMessage kind="error">{formError}</FormMessage>}
      <PhoneSignInFlow
        flow="sign-in"
        country={search.get('pays')}
        onDone={() => void navigate(returnPath, { replace: true })}
      />
      <p className="auth-card__switch">
        <Link to={`/login/email${returnQuery(returnPath)}`}>{t.phone.emailLogin}</Link>
      </p>
    </AuthCard>
  );
}

/**
 * /login: the site's sign-in, by phone number and a code by SMS (Google / Facebook when configured),
 * then back to `returnUrl`; `pays` names the country whose dial code comes first (the contest's).
 * Signing in by e-mail is a link away (/login/email), and signing up by e-mail from there.
 */
export function LoginPage() {
  return (
    <GuestOnly>
      <PhoneLogin />
    </GuestOnly>
  );
}
