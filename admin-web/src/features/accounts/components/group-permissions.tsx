import { useState } from 'react';
import { Modal, ModalActions } from '@bebe-star/web-common/modal';
import type { Flash } from '@/components/flash-message';
import { ErrorView, LoadingView } from '@/components/status-views';
import { type Group, useGroups, usePermissions, useUpdateGroupPermissions } from '@/lib/api/accounts/groups';
import { errorText } from '@/lib/error-text';
import { accounts as ACCOUNTS_TEXT } from '@/messages/accounts';

const t = ACCOUNTS_TEXT.permissions;
/** Its members hold every permission whatever is stored (spec 002 §6): shown, not edited. */
const isAdministratorsGroup = (group: Group) => group.name.toLowerCase() === 'administrateurs';

function PermissionsDialog({
  group,
  onClose,
  onDone,
}: {
  group: Group;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const permissions = usePermissions();
  const save = useUpdateGroupPermissions();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set(group.permissions));
  return (
    <Modal onClose={onClose} title={t.editTitle(group.name)} closeOnBackdropClick closeButton>
      {permissions.isPending ? (
        <LoadingView />
      ) : permissions.isError ? (
        <ErrorView message={errorText(permissions.error, ACCOUNTS_TEXT.groups.loadFailed)} />
      ) : (
        <form
          className="form"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate({ id: group.id, permissions: [...chosen] }, { onSuccess: () => onDone(t.done(group.name)) });
          }}
        >
          {save.error && (
            <p className="form__error" role="alert">
              {errorText(save.error, t.failed)}
            </p>
          )}
          <fieldset className="checkbox-list">
            <legend className="visually-hidden">{t.editTitle(group.name)}</legend>
            {permissions.data.map((permission) => (
              <label key={permission.id} className="checkbox">
                <input
                  type="checkbox"
                  checked={chosen.has(permission.codename)}
                  onChange={(event) =>
                    setChosen((current) => {
                      const next = new Set(current);
                      if (event.target.checked) next.add(permission.codename);
                      else next.delete(permission.codename);
                      return next;
                    })
                  }
                />
                {permission.name}
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

/** Every group with the names of its permissions, and editing a group's permissions. */
export function GroupPermissions({ onFlash }: { onFlash: (flash: Flash) => void }) {
  const groups = useGroups();
  const permissions = usePermissions();
  const [editing, setEditing] = useState<Group | null>(null);
  const nameOf = (codename: string) =>
    permissions.data?.find((permission) => permission.codename === codename)?.name ?? codename;
  return (
    <section className="panel" aria-labelledby="group-permissions-title">
      <h2 id="group-permissions-title">{t.title}</h2>
      <p className="panel__subtitle">{t.subtitle}</p>
      {groups.isPending ? (
        <LoadingView />
      ) : groups.isError ? (
        <ErrorView
          message={errorText(groups.error, ACCOUNTS_TEXT.groups.loadFailed)}
          onRetry={() => void groups.refetch()}
        />
      ) : (
        <ul className="group-list">
          {groups.data.map((group) => (
            <li key={group.id} className="group-item">
              <div className="group-item__head">
                <strong>{group.name}</strong>
                {isAdministratorsGroup(group) ? (
                  <small>{t.administratorsNote}</small>
                ) : (
                  <button
                    type="button"
                    className="button button--small"
                    aria-label={`${t.edit} (${group.name})`}
                    onClick={() => setEditing(group)}
                  >
                    {t.edit}
                  </button>
                )}
              </div>
              <p className="group-item__permissions">
                {group.permissions.length === 0 ? t.none : group.permissions.map(nameOf).join(' · ')}
              </p>
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <PermissionsDialog
          group={editing}
          onClose={() => setEditing(null)}
          onDone={(text) => {
            setEditing(null);
            onFlash({ kind: 'success', text });
          }}
        />
      )}
    </section>
  );
}
