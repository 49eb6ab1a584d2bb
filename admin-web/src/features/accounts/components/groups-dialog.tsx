import { useState } from 'react';
import { Modal, ModalActions } from '@bebe-star/web-common/modal';
import { ErrorView, LoadingView } from '@/components/status-views';
import { useAccountWrites } from '@/lib/api/accounts/account-writes';
import { useGroups } from '@/lib/api/accounts/groups';
import type { Account } from '@/lib/api/accounts/users';
import { errorText } from '@/lib/error-text';
import { accounts as ACCOUNTS_TEXT } from '@/messages/accounts';
import { fullName } from './accounts-table';

const t = ACCOUNTS_TEXT.groups;

/** The groups of one account, as checkboxes of every group; saving replaces them. */
export function GroupsDialog({
  account,
  onClose,
  onDone,
}: {
  account: Account;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const groups = useGroups();
  const { groups: save } = useAccountWrites();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set(account.groups));
  const toggle = (name: string, checked: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (checked) next.add(name);
      else next.delete(name);
      return next;
    });
  return (
    <Modal
      onClose={onClose}
      title={t.title(fullName(account))}
      description={t.description}
      closeOnBackdropClick
      closeButton
    >
      {groups.isPending ? (
        <LoadingView />
      ) : groups.isError ? (
        <ErrorView message={errorText(groups.error, t.loadFailed)} onRetry={() => void groups.refetch()} />
      ) : (
        <form
          className="form"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate(
              { id: account.id, groups: [...chosen] },
              { onSuccess: () => onDone(t.done(fullName(account))) },
            );
          }}
        >
          {save.error && (
            <p className="form__error" role="alert">
              {errorText(save.error, t.failed)}
            </p>
          )}
          <fieldset className="checkbox-list">
            <legend className="visually-hidden">{t.title(fullName(account))}</legend>
            {groups.data.map((group) => (
              <label key={group.id} className="checkbox">
                <input
                  type="checkbox"
                  checked={chosen.has(group.name)}
                  onChange={(event) => toggle(group.name, event.target.checked)}
                />
                {group.name}
              </label>
            ))}
          </fieldset>
          <ModalActions onCancel={onClose}>
            <button type="submit" className="button button--primary" disabled={save.isPending}>
              {save.isPending ? t.saving : t.save}
            </button>
          </ModalActions>
        </form>
      )}
    </Modal>
  );
}
