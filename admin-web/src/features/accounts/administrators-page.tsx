import { useState } from 'react';
import { useFlash } from '@/components/flash-message';
import type { Account } from '@/lib/api/accounts/users';
import { accounts as ACCOUNTS_TEXT } from '@/messages/accounts';
import { AccountFormDialog } from './components/account-form-dialog';
import { AccountsScreen } from './components/accounts-screen';
import './accounts.css';

const t = ACCOUNTS_TEXT.administrators;

/** /admin/administrateurs: the staff accounts; adding one in a single call, editing, groups and deletion. */
export function AdministratorsPage() {
  const [flash, showFlash] = useFlash();
  const [editing, setEditing] = useState<Account | 'new' | null>(null);
  return (
    <>
      <AccountsScreen
        staffOnly
        title={t.title}
        subtitle={t.subtitle}
        empty={t.empty}
        flash={flash}
        showFlash={showFlash}
        onEdit={setEditing}
        actions={
          <button type="button" className="button button--primary" onClick={() => setEditing('new')}>
            {t.add}
          </button>
        }
      />
      {editing && (
        <AccountFormDialog
          account={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onDone={(saved) => {
            showFlash({
              kind: 'success',
              text: editing === 'new' ? t.created(saved.email) : ACCOUNTS_TEXT.updated(saved.email),
            });
            setEditing(null);
          }}
        />
      )}
    </>
  );
}
