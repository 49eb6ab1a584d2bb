import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { DataTable, type DataTableFeatures } from '@/components/data-table';
import { QueryView } from '@/components/query-view';
import { type InboundEvent, usePaymentEvents } from '@/lib/api/payments/payment-events';
import { formatShortDateTime } from '@bebe-star/web-common/format';
import { payments as PAYMENTS_TEXT } from '@/messages/payments';

const t = PAYMENTS_TEXT.events;
const PAGE_SIZE = 20;
const column = createColumnHelper<DataTableFeatures, InboundEvent>();
const columns = column.columns([
  column.display({
    id: 'when',
    header: t.when,
    cell: ({ row }) => <span className="nowrap">{formatShortDateTime(row.original.created_at)}</span>,
  }),
  column.display({
    id: 'provider',
    header: t.provider,
    cell: ({ row }) => PAYMENTS_TEXT.providers[row.original.provider],
  }),
  column.display({
    id: 'reference',
    header: t.reference,
    cell: ({ row }) => <span className="payment-reference">{row.original.reference || '—'}</span>,
  }),
  column.display({
    id: 'verdict',
    header: t.verdict,
    cell: ({ row: { original: event } }) => (
      <div className="cell-stack">
        <strong>{PAYMENTS_TEXT.verdicts[event.verdict] ?? event.verdict}</strong>
        {event.detail && <small>{event.detail}</small>}
      </div>
    ),
  }),
]);

/** Provider messages no known payment was waiting for: unknown transactions, forged or refused notifications. */
export function UnmatchedNotifications() {
  const [page, setPage] = useState(1);
  const events = usePaymentEvents({ unmatched: true, page, page_size: PAGE_SIZE });
  return (
    <section className="panel" aria-labelledby="unmatched-title">
      <h2 id="unmatched-title">{t.caption}</h2>
      <QueryView query={events} failed={t.failed} empty={t.empty} isEmpty={(data) => data.results.length === 0}>
        {(data) => (
          <DataTable
            caption={t.caption}
            columns={columns}
            rows={data.results}
            page={{ page, pageSize: PAGE_SIZE, count: data.count }}
            busy={events.isPlaceholderData}
            onPageChange={(next) => setPage(next)}
          />
        )}
      </QueryView>
    </section>
  );
}
