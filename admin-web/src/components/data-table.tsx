import {
  type ColumnHelper,
  type PaginationState,
  type RowData,
  type Updater,
  rowPaginationFeature,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import { Pager } from './pager';

/** The table features every back-office table uses: pages are cut by the server. */
export const dataTableFeatures = tableFeatures({ rowPaginationFeature });
export type DataTableFeatures = typeof dataTableFeatures;
/** Columns made with `createColumnHelper<DataTableFeatures, Row>().columns([...])`. */
export type DataTableColumns<Row extends RowData> = ReturnType<ColumnHelper<DataTableFeatures, Row>['columns']>;

export interface ServerPage {
  /** 1-based, as the API counts. */
  page: number;
  pageSize: number;
  /** Rows across every page. */
  count: number;
}

/** Columns whose header sorts the rows on the server: the column's id → the sort it asks for. */
export interface ServerSort {
  columns: Partial<Record<string, string>>;
  /** The current sort and its direction. */
  by: string;
  dir: 'asc' | 'desc';
  /** A click on a column's header: its sort, ascending, or the other direction when it is the current one. */
  onSort: (sort: string, dir: 'asc' | 'desc') => void;
}

interface DataTableProps<Row extends RowData & { id: number }> {
  caption: string;
  columns: DataTableColumns<Row>;
  rows: Row[];
  page: ServerPage;
  pageSizes?: readonly number[];
  onPageChange: (page: number, pageSize: number) => void;
  /** The previous page stays visible, dimmed, while the next one loads. */
  busy?: boolean;
  sort?: ServerSort;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A server-paged table (TanStack Table, headless): rows as the API returned them, Previous / Next and
 * the page size driving `onPageChange`. Under 720 px each row becomes a card whose cells carry their
 * column name (data-label).
 */
export function DataTable<Row extends RowData & { id: number }>({
  caption,
  columns,
  rows,
  page,
  pageSizes,
  onPageChange,
  busy = false,
  sort,
}: DataTableProps<Row>) {
  const pagination: PaginationState = { pageIndex: page.page - 1, pageSize: page.pageSize };
  const table = useTable({
    features: dataTableFeatures,
    columns,
    data: rows,
    getRowId: (row) => String(row.id),
    manualPagination: true,
    rowCount: page.count,
    state: { pagination },
    onPaginationChange: (updater: Updater<PaginationState>) => {
      const next = typeof updater === 'function' ? updater(pagination) : updater;
      onPageChange(next.pageSize === pagination.pageSize ? next.pageIndex + 1 : 1, next.pageSize);
    },
  });

  return (
    <div className="data-table">
      <div className="data-table__scroller">
        <table className="data-table__table" aria-busy={busy}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sortKey = header.isPlaceholder ? undefined : sort?.columns[header.column.id];
                  if (!sort || !sortKey) {
                    return (
                      <th key={header.id} scope="col">
                        {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                      </th>
                    );
                  }
                  const current = sort.by === sortKey;
                  return (
                    <th key={header.id} scope="col" aria-sort={current ? ARIA_SORT[sort.dir] : 'none'}>
                      <button
                        type="button"
                        className="data-table__sort"
                        onClick={() => sort.onSort(sortKey, current && sort.dir === 'asc' ? 'desc' : 'asc')}
                      >
                        <table.FlexRender header={header} />
                        <span aria-hidden="true">{current ? (sort.dir === 'asc' ? ' ↑' : ' ↓') : ' ↕'}</span>
                      </button>
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id}>
                {row.getAllCells().map((cell) => {
                  const { header } = cell.column.columnDef;
                  return (
                    <td key={cell.id} data-label={typeof header === 'string' ? header : undefined}>
                      <table.FlexRender cell={cell} />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager
        page={page.page}
        pageCount={table.getPageCount()}
        onPrevious={() => table.previousPage()}
        onNext={() => table.nextPage()}
        pageSize={page.pageSize}
        pageSizes={pageSizes}
        onPageSize={(size) => table.setPageSize(size)}
      />
    </div>
  );
}
