import { common as COMMON_TEXT } from '../messages/common';

interface PagerProps {
  /** 1-based. */
  page: number;
  pageCount: number;
  onPrevious: () => void;
  onNext: () => void;
  /** With `pageSizes`, a "Lignes par page" choice. */
  pageSize?: number;
  pageSizes?: readonly number[];
  onPageSize?: (size: number) => void;
}

/** Previous / "Page N sur M" / Next under a list, and the page size when there is a choice. */
export function Pager({ page, pageCount, onPrevious, onNext, pageSize, pageSizes, onPageSize }: PagerProps) {
  const pages = Math.max(pageCount, 1);
  return (
    <nav className="pager" aria-label={COMMON_TEXT.table.pagination}>
      <button type="button" className="button button--small" onClick={onPrevious} disabled={page <= 1}>
        {COMMON_TEXT.table.previous}
      </button>
      <span className="pager__page" aria-live="polite">
        {COMMON_TEXT.table.page(page, pages)}
      </span>
      <button type="button" className="button button--small" onClick={onNext} disabled={page >= pages}>
        {COMMON_TEXT.table.next}
      </button>
      {pageSizes && onPageSize && (
        <label className="pager__size">
          {COMMON_TEXT.table.pageSize}
          <select value={pageSize} onChange={(event) => onPageSize(Number(event.target.value))}>
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
      )}
    </nav>
  );
}
