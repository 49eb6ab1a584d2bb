import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { DataTable, type DataTableFeatures } from '@/components/data-table';
import { QueryView } from '@/components/query-view';
import { StatCards } from '@/components/stat-cards';
import {
  type StatementLine,
  useExportStatement,
  useParticipantStatement,
  useStatementLines,
} from '@/lib/api/votes/participant-statement';
import { saveFile } from '@/lib/download';
import { formatNumber, formatShortDateTime } from '@bebe-star/web-common/format';
import { votes as VOTES_TEXT } from '@/messages/votes';

const t = VOTES_TEXT.statement;
const PAGE_SIZE = 20;
const column = createColumnHelper<DataTableFeatures, StatementLine>();
const columns = column.columns([
  column.display({
    id: 'when',
    header: t.when,
    cell: ({ row }) => <span className="nowrap">{formatShortDateTime(row.original.created_at)}</span>,
  }),
  column.display({
    id: 'kind',
    header: t.kind,
    cell: ({ row: { original: line } }) => (
      <div className="cell-stack">
        <span>{t.kinds[line.kind]}</span>
        {line.votes !== 1 && <small>{formatNumber(line.votes)}</small>}
      </div>
    ),
  }),
  column.display({
    id: 'channel',
    header: t.channel,
    cell: ({ row }) => (
      <span className={`vote-channel vote-channel--${row.original.channel}`}>
        {VOTES_TEXT.channels[row.original.channel]}
      </span>
    ),
  }),
  column.display({ id: 'voter', header: t.voter, cell: ({ row }) => row.original.voter }),
  column.display({
    id: 'payment',
    header: t.payment,
    cell: ({ row }) => row.original.payment_reference ?? '—',
  }),
  column.display({
    id: 'status',
    header: t.status,
    cell: ({ row: { original: line } }) => (
      <div className="cell-stack">
        <span className={`status-badge statement-status--${line.status}`}>{line.status_label}</span>
        {line.reason && <small>{line.reason}</small>}
        {line.decided_at && <small>{formatShortDateTime(line.decided_at)}</small>}
        {line.dispute && <small>{t.disputed}</small>}
      </div>
    ),
  }),
]);

function StatementTable({ participantId }: { participantId: number }) {
  const [page, setPage] = useState(1);
  const lines = useStatementLines(participantId, page, PAGE_SIZE);
  return (
    <QueryView query={lines} failed={t.failed} empty={t.empty} isEmpty={(data) => data.results.length === 0}>
      {(data) => (
        <DataTable
          caption={t.caption}
          columns={columns}
          rows={data.results}
          page={{ page, pageSize: PAGE_SIZE, count: data.count }}
          busy={lines.isPlaceholderData}
          onPageChange={(next) => setPage(next)}
        />
      )}
    </QueryView>
  );
}

/** A participant's statement as its parent sees it (voters unmasked here), with its CSV file. */
export function ParticipantStatement({ participantId, name }: { participantId: number; name: string }) {
  const summary = useParticipantStatement(participantId);
  const exportCsv = useExportStatement();
  return (
    <section className="panel" aria-labelledby="statement-title">
      <div className="panel__header">
        <h2 id="statement-title">{t.title(name)}</h2>
        <button
          type="button"
          className="button button--small"
          disabled={exportCsv.isPending}
          onClick={() => exportCsv.mutate(participantId, { onSuccess: (file) => saveFile(file.name, file.content) })}
        >
          {exportCsv.isPending ? t.downloading : t.download}
        </button>
      </div>
      {exportCsv.isError && (
        <p className="form__error" role="alert">
          {t.downloadFailed}
        </p>
      )}
      {summary.data && (
        <StatCards
          label={t.label}
          stats={[
            { label: t.total, value: formatNumber(summary.data.total), tone: 'success' },
            {
              label: t.free,
              value: formatNumber(summary.data.free),
              detail: t.freeDetail(summary.data.released),
            },
            { label: t.paid, value: formatNumber(summary.data.paid) },
            {
              label: t.held,
              value: formatNumber(summary.data.held),
              tone: summary.data.held > 0 ? 'warning' : 'neutral',
            },
            { label: t.rejected, value: formatNumber(summary.data.rejected), tone: 'danger' },
            { label: t.reversed, value: formatNumber(summary.data.reversed), tone: 'danger' },
          ]}
        />
      )}
      <StatementTable participantId={participantId} />
    </section>
  );
}
