import { formatPhone } from '@bebe-star/web-common/phone-format';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { DataTable, type DataTableFeatures, type ServerPage } from '@/components/data-table';
import type { AdminPreregistration } from '@/lib/api/preregistrations/preregistrations';
import { formatShortDateTime } from '@bebe-star/web-common/format';
import { preregistrations as PREREGISTRATIONS_TEXT } from '@/messages/preregistrations';
import { PREREGISTRATION_PAGE_SIZES } from '../hooks/use-preregistrations-search';

const t = PREREGISTRATIONS_TEXT.table;
const column = createColumnHelper<DataTableFeatures, AdminPreregistration>();
const babyName = (row: AdminPreregistration) => row.baby_details?.name ?? t.deletedBaby;

function StatusCell({ row }: { row: AdminPreregistration }) {
  if (row.participant_id !== null) return <span className="status-badge status-badge--converted">{t.converted}</span>;
  return row.can_convert ? (
    <span className="status-badge status-badge--open">{t.convertible}</span>
  ) : (
    <div className="cell-stack">
      <span className="status-badge status-badge--pending">{t.waiting}</span>
      <small>{row.badge.label}</small>
    </div>
  );
}

interface TableProps {
  rows: AdminPreregistration[];
  page: ServerPage;
  busy: boolean;
  selected: ReadonlySet<number>;
  onSelect: (ids: number[], selected: boolean) => void;
  onPageChange: (page: number, pageSize: number) => void;
  onDelete: (row: AdminPreregistration) => void;
}

/** The pre-registrations of the page, the convertible ones selectable (one by one, or all of the page). */
export function PreregistrationsTable({ rows, page, busy, selected, onSelect, onPageChange, onDelete }: TableProps) {
  const columns = useMemo(() => {
    const convertible = rows.filter((row) => row.can_convert).map((row) => row.id);
    const allSelected = convertible.length > 0 && convertible.every((id) => selected.has(id));
    return column.columns([
      column.display({
        id: 'select',
        header: () => (
          <input
            type="checkbox"
            aria-label={t.selectAll}
            checked={allSelected}
            disabled={convertible.length === 0}
            onChange={(event) => onSelect(convertible, event.target.checked)}
          />
        ),
        cell: ({ row: { original: row } }) =>
          row.can_convert && (
            <input
              type="checkbox"
              aria-label={t.select(babyName(row))}
              checked={selected.has(row.id)}
              onChange={(event) => onSelect([row.id], event.target.checked)}
            />
          ),
      }),
      column.display({
        id: 'user',
        header: t.user,
        cell: ({ row: { original: row } }) => (
          <div className="cell-stack">
            <strong>{row.user_details.full_name}</strong>
            <small>{row.user_details.email}</small>
          </div>
        ),
      }),
      column.display({
        id: 'contact',
        header: t.contact,
        cell: ({ row: { original: row } }) => {
          const phone = row.phone_number || row.user_details.contact_number;
          return phone ? <a href={`tel:${phone}`}>{formatPhone(phone)}</a> : '—';
        },
      }),
      column.display({
        id: 'baby',
        header: t.baby,
        cell: ({ row: { original: row } }) => (
          <div className="cell-stack">
            <strong>{babyName(row)}</strong>
            {row.baby_details && <small>{t.ageMonths(row.baby_details.age_months)}</small>}
          </div>
        ),
      }),
      column.display({
        id: 'contest',
        header: t.contest,
        cell: ({ row: { original: row } }) => (
          <div className="cell-stack">
            <span>{row.contest_details.title}</span>
            <small>{row.contest_details.status_display}</small>
            {row.contest_details.preregistration_end_date && (
              <small>{t.until(formatShortDateTime(row.contest_details.preregistration_end_date))}</small>
            )}
          </div>
        ),
      }),
      column.display({ id: 'location', header: t.location, cell: ({ row }) => row.original.location_summary || '—' }),
      column.display({ id: 'status', header: t.status, cell: ({ row }) => <StatusCell row={row.original} /> }),
      column.display({
        id: 'actions',
        header: t.actions,
        cell: ({ row: { original: row } }) => (
          <button
            type="button"
            className="button button--small button--danger"
            aria-label={`${t.delete} (${babyName(row)})`}
            onClick={() => onDelete(row)}
          >
            {t.delete}
          </button>
        ),
      }),
    ]);
  }, [rows, selected, onSelect, onDelete]);

  return (
    <DataTable
      caption={t.caption}
      columns={columns}
      rows={rows}
      page={page}
      pageSizes={PREREGISTRATION_PAGE_SIZES}
      onPageChange={onPageChange}
      busy={busy}
    />
  );
}
