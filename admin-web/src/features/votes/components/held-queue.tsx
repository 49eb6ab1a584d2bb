import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { DataTable, type DataTableFeatures } from '@/components/data-table';
import { QueryView } from '@/components/query-view';
import { type HeldQueueVote, useHeldQueue } from '@/lib/api/votes/held-votes';
import { formatShortDateTime } from '@bebe-star/web-common/format';
import { votes as VOTES_TEXT } from '@/messages/votes';
import type { DecisionRequest } from './decide-dialog';

const t = VOTES_TEXT.held;
const column = createColumnHelper<DataTableFeatures, HeldQueueVote>();
export const QUEUE_PAGE_SIZES = [20, 50, 100] as const;

interface HeldQueueProps {
  /** One contest's votes, or every contest's. */
  contest: number | undefined;
  page: number;
  pageSize: number;
  onPageChange: (page: number, pageSize: number) => void;
  onDecide: (request: DecisionRequest) => void;
}

/**
 * The queue of held votes, oldest first, each with its contest and its two decisions in view; votes
 * of the page selected one by one or all at once, then released or rejected together.
 */
export function HeldQueue({ contest, page, pageSize, onPageChange, onDecide }: HeldQueueProps) {
  const queue = useHeldQueue(contest, page, pageSize);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const rows = useMemo(() => queue.data?.results ?? [], [queue.data]);
  const shown = new Set(rows.map((row) => row.id));
  const chosen = [...selected].filter((id) => shown.has(id));

  const select = (ids: number[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  const columns = useMemo(() => {
    const ids = rows.map((row) => row.id);
    const allSelected = ids.length > 0 && ids.every((id) => selected.has(id));
    const decide = (vote: HeldQueueVote, decision: 'release' | 'reject') =>
      onDecide({
        decision,
        target: { vote_ids: [vote.id] },
        title: decision === 'release' ? VOTES_TEXT.decide.releaseOne(vote.id) : VOTES_TEXT.decide.rejectOne(vote.id),
      });
    return column.columns([
      column.display({
        id: 'select',
        header: () => (
          <input
            type="checkbox"
            aria-label={t.selectAll}
            checked={allSelected}
            disabled={ids.length === 0}
            onChange={(event) => select(ids, event.target.checked)}
          />
        ),
        cell: ({ row: { original: vote } }) => (
          <input
            type="checkbox"
            aria-label={t.select(vote.id)}
            checked={selected.has(vote.id)}
            onChange={(event) => select([vote.id], event.target.checked)}
          />
        ),
      }),
      column.display({
        id: 'when',
        header: t.when,
        cell: ({ row }) => <span className="nowrap">{formatShortDateTime(row.original.created_at)}</span>,
      }),
      column.display({ id: 'contest', header: t.contestColumn, cell: ({ row }) => row.original.contest_title }),
      column.display({
        id: 'participant',
        header: t.participant,
        cell: ({ row }) => t.participantName(row.original.participant_id, row.original.participant_name),
      }),
      column.display({
        id: 'voter',
        header: t.voter,
        cell: ({ row }) => <span className="held-queue__voter">{row.original.voter_email ?? t.anonymous}</span>,
      }),
      column.display({
        id: 'why',
        header: t.why,
        cell: ({ row }) => (
          <ul className="held-signals held-signals--compact" aria-label={t.signals}>
            {row.original.signals.map((signal) => (
              <li key={signal.code} className="held-signal">
                {signal.label}
              </li>
            ))}
          </ul>
        ),
      }),
      column.display({
        id: 'actions',
        header: t.actions,
        cell: ({ row: { original: vote } }) => (
          <div className="row-actions">
            <button
              type="button"
              className="button button--small button--primary"
              aria-label={t.voteAction(t.release, vote.id)}
              onClick={() => decide(vote, 'release')}
            >
              {t.release}
            </button>
            <button
              type="button"
              className="button button--small button--danger"
              aria-label={t.voteAction(t.reject, vote.id)}
              onClick={() => decide(vote, 'reject')}
            >
              {t.reject}
            </button>
          </div>
        ),
      }),
    ]);
  }, [rows, selected, onDecide]);

  const decideSelection = (decision: 'release' | 'reject') =>
    onDecide({
      decision,
      target: { vote_ids: chosen },
      title:
        decision === 'release'
          ? VOTES_TEXT.decide.releaseSelection(chosen.length)
          : VOTES_TEXT.decide.rejectSelection(chosen.length),
    });

  return (
    <>
      {chosen.length > 0 && (
        <div className="held-selection" role="region" aria-label={t.selected(chosen.length)}>
          <strong>{t.selected(chosen.length)}</strong>
          <button
            type="button"
            className="button button--small button--primary"
            onClick={() => decideSelection('release')}
          >
            {t.releaseSelection}
          </button>
          <button
            type="button"
            className="button button--small button--danger"
            onClick={() => decideSelection('reject')}
          >
            {t.rejectSelection}
          </button>
          <button type="button" className="button button--small" onClick={() => setSelected(new Set())}>
            {t.clearSelection}
          </button>
        </div>
      )}
      <QueryView query={queue} failed={t.failed} empty={t.queueEmpty} isEmpty={(data) => data.results.length === 0}>
        {(data) => (
          <DataTable
            caption={t.queue}
            columns={columns}
            rows={data.results}
            page={{ page, pageSize, count: data.count }}
            pageSizes={QUEUE_PAGE_SIZES}
            busy={queue.isPlaceholderData}
            onPageChange={onPageChange}
          />
        )}
      </QueryView>
    </>
  );
}
