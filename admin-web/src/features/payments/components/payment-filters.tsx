import { ContestSelect } from '@/components/contest-select';
import { Field } from '@bebe-star/web-common/form-field';
import { SearchBox } from '@/components/search-box';
import type { UrlStateChanges } from '@/lib/url-state';
import { payments as PAYMENTS_TEXT } from '@/messages/payments';
import { PAYMENT_PROVIDERS, PAYMENT_STATUSES, type usePaymentsSearch } from '../hooks/use-payments-search';

const t = PAYMENTS_TEXT.filters;

interface PaymentFiltersProps {
  search: ReturnType<typeof usePaymentsSearch>['search'];
  /** A changed filter, from the first page again. */
  onChange: (changes: UrlStateChanges) => void;
}

/** Search, status, provider, contest and creation dates of the payments list. */
export function PaymentFilters({ search, onChange }: PaymentFiltersProps) {
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
          <select {...control} value={search.status ?? ''} onChange={(event) => set({ status: event.target.value })}>
            <option value="">{t.allStatuses}</option>
            {PAYMENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {PAYMENTS_TEXT.statuses[status]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t.provider}>
        {(control) => (
          <select
            {...control}
            value={search.provider ?? ''}
            onChange={(event) => set({ provider: event.target.value })}
          >
            <option value="">{t.allProviders}</option>
            {PAYMENT_PROVIDERS.map((provider) => (
              <option key={provider} value={provider}>
                {PAYMENTS_TEXT.providers[provider]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <ContestSelect
        label={t.contest}
        allLabel={t.allContests}
        value={search.contest}
        onChange={(value) => set({ contest: value })}
      />
      <Field label={t.from}>
        {(control) => (
          <input
            {...control}
            type="date"
            value={search.date_from ?? ''}
            max={search.date_to}
            onChange={(event) => set({ date_from: event.target.value })}
          />
        )}
      </Field>
      <Field label={t.to}>
        {(control) => (
          <input
            {...control}
            type="date"
            value={search.date_to ?? ''}
            min={search.date_from}
            onChange={(event) => set({ date_to: event.target.value })}
          />
        )}
      </Field>
    </div>
  );
}
