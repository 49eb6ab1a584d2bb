import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import { DataTable, type DataTableFeatures, type ServerPage } from '@/components/data-table';
import type { ReversalTarget } from '@/lib/api/votes/reversal';
import type { LedgerLine } from '@/lib/api/votes/vote-ledger';
import { formatNumber, formatShortDateTime } from '@bebe-star/web-common/format';
import { votes as VOTES_TEXT } from '@/messages/votes';

const t = VOTES_TEXT.ledger;
const column = createColumnHelper<DataTableFeatures, LedgerLine>();
export const LEDGER_PAGE_SIZE = 50;

/** The first characters of a connection's hash: enough to tell them apart on screen. */
export const shortHash = (hash: string) => `${hash.slice(0, 8)}…`;

export interface ReversalRequest {
  target: ReversalTarget;
  /** How the target is named in the dialog's title. */
  title: string;
}

function KindCell({ line }: { line: LedgerLine }) {
  return (
    <div className="cell-stack">
      <span className={`status-badge vote-kind vote-kind--${line.kind}`}>{t.kinds[line.kind]}</span>
      {line.payment_id !== null && <small>{t.payment(line.payment_id)}</small>}
      {line.reverses_id !== null && <small>{t.reverses(line.reverses_id)}</small>}
      {line.reversed_by !== null && <small>{t.reversedBy(line.reversed_by)}</small>}
      {line.decides_id !== null && <small>{t.decides(line.decides_id)}</small>}
      {line.decided_by !== null && <small>{t.decidedBy(line.decided_by)}</small>}
      {line.reason && <small>{line.reason}</small>}
    </div>
  );
}

function voterName(line: LedgerLine): string {
  if (line.voter_email) return line.voter_email;
  return line.voter_id === null ? t.anonymous : t.deletedVoter(line.voter_id);
}

function Actions({ line, onReverse }: { line: LedgerLine; onReverse: (request: ReversalRequest) => void }) {
  // A reversal or a refusal counts for nothing: there is nothing to reverse, and a held vote is rejected instead.
  if (line.kind === 'reversal' || line.kind === 'rejection') return null;
  return (
    <div className="row-actions">
      {line.kind !== 'held' && line.reversed_by === null && (
        <button
          type="button"
          className="button button--small button--danger"
          aria-label={t.rowLabel(t.reverseOne, line.id)}
          onClick={() => onReverse({ target: { vote_id: line.id }, title: VOTES_TEXT.reverse.titleOne(line.id) })}
        >
          {t.reverseOne}
        </button>
      )}
      {line.voter_id !== null && (
        <button
          type="button"
          className="button button--small"
          aria-label={t.rowLabel(t.reverseVoter, line.id)}
          onClick={() =>
            onReverse({ target: { voter_id: line.voter_id! }, title: VOTES_TEXT.reverse.titleVoter(voterName(line)) })
          }
        >
          {t.reverseVoter}
        </button>
      )}
      {line.ip_hash !== null && (
        <button
          type="button"
          className="button button--small"
          aria-label={t.rowLabel(t.reverseConnection, line.id)}
          onClick={() =>
            onReverse({
              target: { ip_hash: line.ip_hash! },
              title: VOTES_TEXT.reverse.titleConnection(shortHash(line.ip_hash!)),
            })
          }
        >
          {t.reverseConnection}
        </button>
      )}
    </div>
  );
}

interface LedgerTableProps {
  lines: LedgerLine[];
  page: ServerPage;
  busy: boolean;
  onPageChange: (page: number) => void;
  onReverse: (request: ReversalRequest) => void;
}

/**
 * A participant's ledger lines: free, paid and reversal rows, the channel each came through, who voted
 * from where, and the reversal actions.
 */
export function LedgerTable({ lines, page, busy, onPageChange, onReverse }: LedgerTableProps) {
  const columns = useMemo(
    () =>
      column.columns([
        column.display({
          id: 'when',
          header: t.when,
          cell: ({ row }) => <span className="nowrap">{formatShortDateTime(row.original.created_at)}</span>,
        }),
        column.display({ id: 'kind', header: t.kind, cell: ({ row }) => <KindCell line={row.original} /> }),
        column.display({
          id: 'channel',
          header: t.channel,
          cell: ({ row }) => (
            <span className={`vote-channel vote-channel--${row.original.channel}`}>
              {VOTES_TEXT.channels[row.original.channel]}
            </span>
          ),
        }),
        column.display({
          id: 'weight',
          header: t.weight,
          cell: ({ row }) => <strong className="vote-weight">{formatNumber(row.original.weight)}</strong>,
        }),
        column.display({ id: 'voter', header: t.voter, cell: ({ row }) => voterName(row.original) }),
        column.display({
          id: 'connection',
          header: t.connection,
          cell: ({ row: { original: line } }) =>
            line.ip_hash ? (
              <abbr className="vote-hash" title={t.hashTitle(line.ip_hash)}>
                {shortHash(line.ip_hash)}
              </abbr>
            ) : (
              '—'
            ),
        }),
        column.display({
          id: 'actions',
          header: t.actions,
          cell: ({ row }) => <Actions line={row.original} onReverse={onReverse} />,
        }),
      ]),
    [onReverse],
  );
  return (
    <DataTable
      caption={t.caption}
      columns={columns}
      rows={lines}
      page={page}
      busy={busy}
      onPageChange={(next) => onPageChange(next)}
    />
  );
}
