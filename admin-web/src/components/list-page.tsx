import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { common as COMMON_TEXT } from '@/messages/common';
import { ContestSelect } from './contest-select';
import { PageHeader } from './page-header';
import { QueryView } from './query-view';
import { SearchBox } from './search-box';

interface ListPageProps {
  title: string;
  subtitle?: string;
  /** Refetches what the page shows: a "Rafraîchir" button before the other actions. */
  onRefresh?: () => void;
  actions?: ReactNode;
  /** Between the header and the filters: the flash message, the figures. */
  summary?: ReactNode;
  /** The filters and the search box, in the filter bar. */
  filters?: ReactNode;
  /** The list, then its dialogs. */
  children: ReactNode;
}

/** The frame of a back-office list: title and actions, figures, filters, then the list. */
export function ListPage({ title, subtitle, onRefresh, actions, summary, filters, children }: ListPageProps) {
  const refresh = onRefresh && (
    <button type="button" className="button" onClick={onRefresh}>
      {COMMON_TEXT.refresh}
    </button>
  );
  return (
    <div className="page">
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          refresh && actions ? (
            <>
              {refresh}
              {actions}
            </>
          ) : (
            (refresh ?? actions)
          )
        }
      />
      {summary}
      {filters && <div className="filter-bar">{filters}</div>}
      {children}
    </div>
  );
}

interface ListPanelProps<Data extends { count: number; results: readonly unknown[] }> {
  /** The id of the panel's heading, which names it. */
  id: string;
  caption: string;
  /** "N paiements": the count the server gave (the message formats it, in the plural it takes). */
  count: (count: number) => string;
  query: UseQueryResult<Data>;
  /** The French message when the server gave none. */
  failed: string;
  empty: string;
  /** The rows (a table with its pager). */
  children: (data: Data) => ReactNode;
}

/** A list's panel: its caption and count, then loading, failed (with Réessayer), empty, or the rows. */
export function ListPanel<Data extends { count: number; results: readonly unknown[] }>({
  id,
  caption,
  count,
  query,
  failed,
  empty,
  children,
}: ListPanelProps<Data>) {
  return (
    <section className="panel" aria-labelledby={id}>
      <h2 id={id} className="panel__title">
        {caption}
        {query.data && <span className="panel__count">{count(query.data.count)}</span>}
      </h2>
      <QueryView query={query} failed={failed} empty={empty} isEmpty={(data) => data.results.length === 0}>
        {children}
      </QueryView>
    </section>
  );
}

/**
 * What a table's pager asks, as the address's search: the first page and the default size are left
 * out of the address.
 */
export function toPageSearch(
  update: (changes: { page?: number; page_size?: number }) => void,
  defaultPageSize: number,
): (page: number, pageSize: number) => void {
  return (page, pageSize) =>
    update({ page: page > 1 ? page : undefined, page_size: pageSize === defaultPageSize ? undefined : pageSize });
}

interface SearchAndContestProps {
  texts: { search: string; searchPlaceholder: string; apply: string; contest: string; allContests: string };
  search: string | undefined;
  contest: number | undefined;
  /** The new term, or the chosen contest's id as text ('' for every contest). */
  onChange: (changes: { search: string } | { contest: string }) => void;
}

/** The search box and the contest choice the lists of a contest's people start their filters with. */
export function SearchAndContestFilters({ texts, search, contest, onChange }: SearchAndContestProps) {
  return (
    <>
      <SearchBox
        search={search ?? ''}
        label={texts.search}
        placeholder={texts.searchPlaceholder}
        submitLabel={texts.apply}
        onSearch={(value) => onChange({ search: value })}
      />
      <ContestSelect
        label={texts.contest}
        allLabel={texts.allContests}
        value={contest}
        onChange={(value) => onChange({ contest: value })}
      />
    </>
  );
}
