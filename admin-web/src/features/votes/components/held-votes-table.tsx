import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { DataTable, type DataTableFeatures } from '@/components/data-table';
import { QueryView } from '@/components/query-view';
import { type HeldVote, type HeldVotesFilter, useHeldVotes } from '@/lib/api/votes/held-votes';
import { formatShortDateTime } from '@bebe-star/web-common/format';
import { votes as VOTES_TEXT } from '@/messages/votes';
import type { DecisionRequest } from './decide-dialog';
import { shortHash } from './ledger-table';

const t = VOTES_TEXT.held;
const column = createColumnHelper<DataTableFeatures, HeldVote>();
const PAGE_SIZE = 20;

const hash = (value: string | null) =>
  value ? (
    <abbr className="vote-hash" title={VOTES_TEXT.ledger.hashTitle(value)}>
      {shortHash(value)}
    </abbr>
  ) : (
    '—'
  );

interface HeldVotesTableProps {
  contest: number;
  filter: HeldVotesFilter;
  /** The cluster's name, for the table's caption. */
  name: string;
  onDecide: (request: DecisionRequest) => void;
}

/** A cluster's held votes, a page at a time, each released or rejected on its own. */
export function HeldVotesTable({ contest, filter, name, onDecide }: HeldVotesTableProps) {
  const [page, setPage] = useState(1);
  const votes = useHeldVotes(contest, filter, page, PAGE_SIZE);
  const columns = useMemo(
    () =>
      column.columns([
        column.display({
          id: 'when',
          header: t.when,
          cell: ({ row }) => <span className="nowrap">{formatShortDateTime(row.original.created_at)}</span>,
        }),
        column.display({
          id: 'participant',
          header: t.participant,
          cell: ({ row }) => t.participantName(row.original.participant_id, row.original.participant_name),
        }),
        column.display({
          id: 'voter',
          header: t.voter,
          cell: ({ row }) => row.original.voter_email ?? t.anonymous,
        }),
        column.display({ id: 'connection', header: t.connection, cell: ({ row }) => hash(row.original.ip_hash) }),
        column.display({ id: 'device', header: t.device, cell: ({ row }) => hash(row.original.device_hash) }),
        column.display({
          id: 'why',
          header: t.why,
          cell: ({ row }) => row.original.reason,
        }),
        column.display({
          id: 'actions',
          header: t.actions,
          cell: ({ row: { original: vote } }) => (
            <div className="row-actions">
              <button
                type="button"
                className="button button--small"
                aria-label={t.voteAction(t.release, vote.id)}
                onClick={() =>
                  onDecide({
                    decision: 'release',
                    target: { vote_id: vote.id },
                    title: VOTES_TEXT.decide.releaseOne(vote.id),
                  })
                }
              >
                {t.release}
              </button>
              <button
                type="button"
                className="button button--small button--danger"
                aria-label={t.voteAction(t.reject, vote.id)}
                onClick={() =>
                  onDecide({
                    decision: 'reject',
                    target: { vote_id: vote.id },
                    title: VOTES_TEXT.decide.rejectOne(vote.id),
                  })
                }
              >
                {t.reject}
              </button>
            </div>
          ),
        }),
      ]),
    [onDecide],
  );
  return (
    <QueryView query={votes} failed={t.votesFailed} empty={t.empty} isEmpty={(data) => data.results.length === 0}>
      {(data) => (
        <DataTable
          caption={t.votesOf(name)}
          columns={columns}
          rows={data.results}
          page={{ page, pageSize: PAGE_SIZE, count: data.count }}
          busy={votes.isPlaceholderData}
          onPageChange={(next) => setPage(next)}
        />
      )}
    </QueryView>
  );
}
