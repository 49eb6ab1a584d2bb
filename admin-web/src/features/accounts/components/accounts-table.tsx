import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { DataTable, type DataTableFeatures, type ServerPage, type ServerSort } from '@/components/data-table';
import type { Account } from '@/lib/api/accounts/users';
import { accounts as ACCOUNTS_TEXT } from '@/messages/accounts';
import { ACCOUNT_PAGE_SIZES } from '../hooks/use-accounts-search';

const t = ACCOUNTS_TEXT.table;
const column = createColumnHelper<DataTableFeatures, Account>();

/** The columns whose header sorts the table (002 §2), and the sort each asks the server for. */
const SORTABLE_COLUMNS = { name: 'name', email: 'email', groups: 'group', status: 'status' };

/** "Awa Diop", or the e-mail when the account has no name. */
export const fullName = (account: Account) => `${account.first_name} ${account.last_name}`.trim() || account.email;
const initials = (account: Account) =>
  (`${account.first_name[0] ?? ''}${account.last_name[0] ?? ''}` || account.email[0]).toUpperCase();

export interface AccountActions {
  toggle?: (account: Account) => void;
  groups?: (account: Account) => void;
  edit?: (account: Account) => void;
  remove: (account: Account) => void;
}

interface AccountsTableProps {
  accounts: Account[];
  page: ServerPage;
  busy: boolean;
  /** The signed-in administrator, who cannot deactivate or delete their own account. */
  selfId: number | undefined;
  actions: AccountActions;
  onPageChange: (page: number, pageSize: number) => void;
  sort: Omit<ServerSort, 'columns'>;
}

/** Accounts with initials and id, e-mail, groups, the active switch and the row's actions. */
export function AccountsTable({ accounts, page, busy, selfId, actions, onPageChange, sort }: AccountsTableProps) {
  const columns = useMemo(
    () =>
      column.columns([
        column.display({
          id: 'name',
          header: t.name,
          cell: ({ row: { original: account } }) => (
            <div className="account-name">
              <span className="account-avatar" aria-hidden="true">
                {initials(account)}
              </span>
              <div className="cell-stack">
                <strong>{fullName(account)}</strong>
                <small>
                  {t.id(account.id)}
                  {account.id === selfId && ` · ${t.self}`}
                </small>
              </div>
            </div>
          ),
        }),
        column.accessor('email', { header: t.email }),
        column.display({
          id: 'groups',
          header: t.groups,
          cell: ({ row: { original: account } }) =>
            account.groups.length === 0 ? (
              <small>{t.noGroup}</small>
            ) : (
              <div className="account-groups">
                {account.groups.map((group) => (
                  <span key={group} className="badge account-group">
                    {group}
                  </span>
                ))}
              </div>
            ),
        }),
        column.display({
          id: 'status',
          header: t.status,
          cell: ({ row: { original: account } }) => {
            const label = account.is_active ? t.active : t.inactive;
            return actions.toggle && account.id !== selfId ? (
              <button
                type="button"
                role="switch"
                aria-checked={account.is_active}
                aria-label={`${label} (${fullName(account)})`}
                className={`account-switch account-switch--${account.is_active ? 'on' : 'off'}`}
                onClick={() => actions.toggle?.(account)}
              >
                <span className="account-switch__track" aria-hidden="true" />
                {label}
              </button>
            ) : (
              <span className={`status-badge status-badge--${account.is_active ? 'active' : 'inactive'}`}>{label}</span>
            );
          },
        }),
        column.display({
          id: 'actions',
          header: t.actions,
          cell: ({ row: { original: account } }) => (
            <div className="row-actions">
              {actions.edit && (
                <button
                  type="button"
                  className="button button--small"
                  aria-label={t.rowAction(t.edit, fullName(account))}
                  onClick={() => actions.edit?.(account)}
                >
                  {t.edit}
                </button>
              )}
              {actions.groups && account.id !== selfId && (
                <button
                  type="button"
                  className="button button--small"
                  aria-label={t.rowAction(t.manageGroups, fullName(account))}
                  onClick={() => actions.groups?.(account)}
                >
                  {t.manageGroups}
                </button>
              )}
              {account.id !== selfId && (
                <button
                  type="button"
                  className="button button--small button--danger"
                  aria-label={t.rowAction(t.delete, fullName(account))}
                  onClick={() => actions.remove(account)}
                >
                  {t.delete}
                </button>
              )}
            </div>
          ),
        }),
      ]),
    [actions, selfId],
  );
  return (
    <DataTable
      caption={t.caption}
      columns={columns}
      rows={accounts}
      page={page}
      pageSizes={ACCOUNT_PAGE_SIZES}
      busy={busy}
      onPageChange={onPageChange}
      sort={{ ...sort, columns: SORTABLE_COLUMNS }}
    />
  );
}
