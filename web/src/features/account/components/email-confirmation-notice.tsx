import { FormMessage } from '@bebe-star/web-common/form-field';
import { account as ACCOUNT_TEXT } from '@/messages/account';
import { useResendConfirmation } from '../api/confirm-email';

const t = ACCOUNT_TEXT.confirmEmail;

/** On the account page while the e-mail is not confirmed: why it matters, and the link again. */
export function EmailConfirmationNotice({ email }: { email: string }) {
  const resend = useResendConfirmation();
  return (
    <section className="card account-section email-notice" aria-labelledby="email-notice-title">
      <h2 id="email-notice-title">{t.noticeTitle}</h2>
      <p>{t.notice(email)}</p>
      {resend.isSuccess && <FormMessage kind="success">{resend.data}</FormMessage>}
      {resend.isError && <FormMessage kind="error">{resend.error.message}</FormMessage>}
      <button
        type="button"
        className="button button--small"
        disabled={resend.isPending || resend.isSuccess}
        onClick={() => resend.mutate()}
      >
        {resend.isPending ? t.resending : t.resend}
      </button>
    </section>
  );
}
