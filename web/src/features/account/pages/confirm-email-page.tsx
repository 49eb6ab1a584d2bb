import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { FormMessage } from '@bebe-star/web-common/form-field';
import { useHydrated } from '@/lib/hydrated';
import { account as ACCOUNT_TEXT } from '@/messages/account';
import { useConfirmEmail } from '../api/confirm-email';
import { AuthCard } from '../components/auth-card';
import '../account.css';

const t = ACCOUNT_TEXT.confirmEmail;

/**
 * /confirm-email/:uid/:token, the link of the confirmation mail: confirms the address once the
 * browser has the page (a link preview that only renders it confirms nothing), and says so.
 */
export function ConfirmEmailPage() {
  const { uid = '', token = '' } = useParams();
  const hydrated = useHydrated();
  const confirm = useConfirmEmail();
  const { mutate } = confirm;

  useEffect(() => {
    if (hydrated) mutate({ uid, token });
  }, [hydrated, mutate, uid, token]);

  return (
    <AuthCard title={t.title}>
      {confirm.isSuccess ? (
        <FormMessage kind="success">{confirm.data}</FormMessage>
      ) : confirm.isError ? (
        <FormMessage kind="error">{confirm.error.message}</FormMessage>
      ) : (
        <p role="status">{t.confirming}</p>
      )}
      <p className="auth-card__switch">
        <Link to="/account">{confirm.isError ? t.newLink : t.toAccount}</Link>
        {' · '}
        <Link to="/concours">{t.toContests}</Link>
      </p>
    </AuthCard>
  );
}
