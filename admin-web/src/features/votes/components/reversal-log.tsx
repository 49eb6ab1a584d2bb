import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { DataTable, type DataTableFeatures } from '@/components/data-table';
import { QueryView } from '@/components/query-view';
import { type ReversalLogLine, useReversalLog } from '@/lib/api/votes/reversal-log';
import { formatShortDateTime } from '@bebe-star/web-common/format';
import { votes as VOTES_TEXT } from '@/messages/votes';

const t = VOTES_TEXT.log;
const PAGE_SIZE = 10;
const column = createColumnHelper<DataTableFeatures, ReversalLogLine>();
const columns = column.columns([
  column.display({
    id: 'when',
    header: t.when,
    cell: ({ row }) => <span className="nowrap">{formatShortDateTime(row.original.created_at)}</span>,
  }),
  column.display({
    id: 'who',
    header: t.who,
    cell: ({ row: { original: line } }) => line.actor_email ?? t.deletedAdmin(line.actor_id),
  }),
  column.display({
    id: 'what',
    header: t.what,
    cell: ({ row: { original: line } }) => (
      <div className="cell-stack">
        <strong>{t.actions[line.action]}</strong>
        <small>{t.count(line.reversed_count)}</small>
      </div>
    ),
  }),
  column.display({ id: 'why', header: t.why, cell: ({ row }) => row.original.reason }),
]);

/** Every vote reversal: when, by whom, what and why. */
export function ReversalLog() {
  const [page, setPage] = useState(1);
  const log = useReversalLog(page, PAGE_SIZE);
  return (
    <section className="panel" aria-labelledby="reversal-log-title">
      <h2 id="reversal-log-title">{t.title}</h2>
      <QueryView query={log} failed={t.failed} empty={t.empty} isEmpty={(data) => data.results.length === 0}>
        {(data) => (
          <DataTable
            caption={t.caption}
            columns={columns}
            rows={data.results}
            page={{ page, pageSize: PAGE_SIZE, count: data.count }}
            busy={log.isPlaceholderData}
            onPageChange={(next) => setPage(next)}
          />
        )}
      </QueryView>
    </section>
  );
}
