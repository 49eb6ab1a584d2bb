import { useNavigate, useSearchParams } from 'react-router-dom';
import { RequireSession } from '@/components/require-session';
import { account as ACCOUNT_TEXT } from '@/messages/account';
import { AuthCard } from '../components/auth-card';
import { PhoneSignInFlow } from '../components/phone-sign-in-flow';
import { useReturnPath } from '../hooks/use-return-path';
import '../account.css';

const t = ACCOUNT_TEXT.phone.confirmPage;

function ConfirmPhone() {
  const returnPath = useReturnPath();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  return (
    <AuthCard title={t.title} subtitle={t.subtitle}>
      <PhoneSignInFlow
        flow="confirm"
        country={search.get('pays')}
        onDone={() => void navigate(returnPath, { replace: true })}
      />
    </AuthCard>
  );
}

/**
 * /compte/telephone: a signed-in account confirms a phone number (the free vote asks for one), then
 * goes back to `returnUrl`; `pays` names the country whose dial code comes first.
 */
export function ConfirmPhonePage() {
  return (
    <RequireSession>
      <ConfirmPhone />
    </RequireSession>
  );
}
