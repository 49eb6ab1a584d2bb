import { type ReactNode, useMemo, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { type Flash, FlashMessage } from '@/components/flash-message';
import { PageHeader } from '@/components/page-header';
import { QueryView } from '@/components/query-view';
import { StatCards } from '@/components/stat-cards';
import { useAccountWrites } from '@/lib/api/accounts/account-writes';
import { useCurrentUser } from '@/lib/api/users/current-user';
import { type Account, useAccountCounts, useAccounts } from '@/lib/api/accounts/users';
import { errorText } from '@/lib/error-text';
import { formatNumber } from '@bebe-star/web-common/format';
import { accounts as ACCOUNTS_TEXT } from '@/messages/accounts';
import { DEFAULT_ACCOUNT_PAGE_SIZE, useAccountsSearch } from '../hooks/use-accounts-search';
import { AccountFilters } from './account-filters';
import { type AccountActions, AccountsTable, fullName } from './accounts-table';
import { GroupsDialog } from './groups-dialog';

const figure = (value: number | undefined) => (value === undefined ? '…' : formatNumber(value));

interface AccountsScreenProps {
  staffOnly: boolean;
  title: string;
  subtitle: string;
  empty: string;
  /** Header buttons (Ajouter un administrateur). */
  actions?: ReactNode;
  /** Opens the edit form of an account, when the screen offers one. */
  onEdit?: (account: Account) => void;
  flash: (Flash & { shownAt: number }) | null;
  showFlash: (flash: Flash) => void;
  children?: ReactNode;
}

/** A table of accounts with its counters, filters in the URL, active switch, groups and deletion. */
export function AccountsScreen({
  staffOnly,
  title,
  subtitle,
  empty,
  actions,
  onEdit,
  flash,
  showFlash,
  children,
}: AccountsScreenProps) {
  const { search, query, update } = useAccountsSearch(staffOnly);
  const list = useAccounts(query);
  const counts = useAccountCounts(staffOnly ? { is_staff: true } : {});
  const writes = useAccountWrites();
  const { user } = useCurrentUser();
  const [grouping, setGrouping] = useState<Account | null>(null);
  const [deleting, setDeleting] = useState<Account | null>(null);
  const t = ACCOUNTS_TEXT;

  const tableActions = useMemo<AccountActions>(
    () => ({
      toggle: (account) =>
        writes.update.mutate(
          { id: account.id, is_active: !account.is_active },
          {
            onSuccess: (saved) => showFlash({ kind: 'success', text: t.toggled(fullName(saved), saved.is_active) }),
            onError: (error) => showFlash({ kind: 'error', text: errorText(error, t.updateFailed) }),
          },
        ),
      // Group membership is a privilege: the server asks for manage_administrators (and refuses the own account).
      groups: user?.permissions.includes('manage_administrators') ? setGrouping : undefined,
      edit: onEdit,
      remove: setDeleting,
    }),
    [writes.update, showFlash, onEdit, t, user?.permissions],
  );

  return (
    <div className="page">
      <PageHeader title={title} subtitle={subtitle} actions={actions} />
      <FlashMessage flash={flash} />
      <StatCards
        label={t.stats.label}
        stats={[
          { label: t.stats.total, value: figure(counts.total) },
          { label: t.stats.active, value: figure(counts.active), tone: 'success' },
          { label: t.stats.inactive, value: figure(counts.inactive), tone: 'warning' },
        ]}
      />
      <AccountFilters search={search} onChange={update} />
      <section className="panel" aria-labelledby="accounts-title">
        <h2 id="accounts-title" className="panel__title">
          {t.table.caption}
          {list.data && (
            <span className="panel__count">{t.users.shown(list.data.results.length, list.data.count)}</span>
          )}
        </h2>
        <QueryView query={list} failed={t.loadFailed} empty={empty} isEmpty={(data) => data.results.length === 0}>
          {(data) => (
            <AccountsTable
              accounts={data.results}
              page={{ page: search.page, pageSize: search.page_size, count: data.count }}
              busy={list.isPlaceholderData}
              selfId={user?.id}
              actions={tableActions}
              onPageChange={(page, pageSize) =>
                update({
                  page: page > 1 ? page : undefined,
                  page_size: pageSize === DEFAULT_ACCOUNT_PAGE_SIZE ? undefined : pageSize,
                })
              }
              sort={{
                by: search.sort,
                dir: search.dir,
                onSort: (sort, dir) => update({ sort, dir: dir === 'asc' ? undefined : dir, page: undefined }),
              }}
            />
          )}
        </QueryView>
      </section>
      {children}
      {grouping && (
        <GroupsDialog
          account={grouping}
          onClose={() => setGrouping(null)}
          onDone={(text) => {
            setGrouping(null);
            showFlash({ kind: 'success', text });
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={t.remove.title(fullName(deleting))}
          description={t.remove.description}
          confirmLabel={t.remove.confirm}
          pendingLabel={t.remove.deleting}
          pending={writes.remove.isPending}
          error={writes.remove.error ? errorText(writes.remove.error, t.remove.failed) : null}
          onConfirm={() =>
            writes.remove.mutate(deleting.id, {
              onSuccess: () => {
                showFlash({ kind: 'success', text: t.remove.done(fullName(deleting)) });
                setDeleting(null);
              },
            })
          }
          onClose={() => {
            writes.remove.reset();
            setDeleting(null);
          }}
        />
      )}
    </div>
  );
}
