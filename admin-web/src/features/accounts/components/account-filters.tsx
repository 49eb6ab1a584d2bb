import { Field } from '@bebe-star/web-common/form-field';
import { SearchBox } from '@/components/search-box';
import type { UrlStateChanges } from '@/lib/url-state';
import { accounts as ACCOUNTS_TEXT } from '@/messages/accounts';
import { ACCOUNT_SORTS, type useAccountsSearch } from '../hooks/use-accounts-search';

const t = ACCOUNTS_TEXT.filters;

/** Search, status, sort and its direction of an accounts table (from the first page again on change). */
export function AccountFilters({
  search,
  onChange,
}: {
  search: ReturnType<typeof useAccountsSearch>['search'];
  onChange: (changes: UrlStateChanges) => void;
}) {
  const set = (changes: UrlStateChanges) => onChange({ ...changes, page: undefined });
  return (
    <div className="filter-bar">
      <SearchBox
        search={search.search ?? ''}
        label={t.search}
        placeholder={t.searchPlaceholder}
        submitLabel={t.apply}
        onSearch={(value) => set({ search: value })}
      />
      <Field label={t.status}>
        {(control) => (
          <select
            {...control}
            value={search.status}
            onChange={(event) => set({ status: event.target.value === 'all' ? undefined : event.target.value })}
          >
            {(['all', 'active', 'inactive'] as const).map((status) => (
              <option key={status} value={status}>
                {t.statuses[status]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t.sort}>
        {(control) => (
          <select {...control} value={search.sort} onChange={(event) => set({ sort: event.target.value })}>
            {ACCOUNT_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t.sorts[sort]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <button
        type="button"
        className="button"
        title={t.direction.label}
        onClick={() => set({ dir: search.dir === 'asc' ? 'desc' : undefined })}
      >
        <span aria-hidden="true">{search.dir === 'asc' ? '↑ ' : '↓ '}</span>
        {search.dir === 'asc' ? t.direction.asc : t.direction.desc}
      </button>
    </div>
  );
}
