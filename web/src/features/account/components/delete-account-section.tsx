import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { withNotice } from '@/components/flash-notice';
import { useDeleteAccount } from '@/lib/api/users/delete-account';
import { authStore } from '@/lib/auth-store';
import { account as ACCOUNT_TEXT } from '@/messages/account';
import type { User } from '../api/update-profile';
import { DeleteAccountDialog } from './delete-account-dialog';

const t = ACCOUNT_TEXT.deleteAccount;

/**
 * "Supprimer mon compte" (security tab). Once deleted, the visitor goes home with the confirmation;
 * the session is cleared only then, so that this page's guard does not send them to /login first.
 */
export function DeleteAccountSection({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const remove = useDeleteAccount(user.id);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const leave = useCallback(
    (message: string) => {
      void Promise.resolve(navigate('/', { replace: true, state: withNotice(message) })).then(() => {
        authStore.clear();
        queryClient.removeQueries({ type: 'inactive' });
      });
    },
    [navigate, queryClient],
  );

  return (
    <section className="card account-section" aria-labelledby="delete-account-title">
      <h2 id="delete-account-title">{t.title}</h2>
      <p className="account-section__intro">
        {t.intro} <Link to="/fb-delete-account">{t.details}</Link>
      </p>
      <div className="form-actions">
        <button type="button" className="button button--danger" onClick={() => setOpen(true)}>
          {t.open}
        </button>
      </div>
      {open && (
        <DeleteAccountDialog
          onDelete={(body) => remove.mutateAsync(body)}
          onClose={() => setOpen(false)}
          onDone={leave}
        />
      )}
    </section>
  );
}
