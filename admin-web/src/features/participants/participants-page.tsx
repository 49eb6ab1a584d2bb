import { useCallback, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FlashMessage, useFlash } from '@/components/flash-message';
import { Field } from '@bebe-star/web-common/form-field';
import { ListPage, SearchAndContestFilters } from '@/components/list-page';
import { Pager } from '@/components/pager';
import { QueryView } from '@/components/query-view';
import { StatCards } from '@/components/stat-cards';
import { useContests } from '@/lib/api/contests/contests';
import { useCurrentUser } from '@/lib/api/users/current-user';
import { useDashboard } from '@/lib/api/dashboard/dashboard';
import { useDeleteParticipant } from '@/lib/api/participants/delete-participant';
import { type AdminParticipant, useParticipants } from '@/lib/api/participants/participants';
import { errorText } from '@/lib/error-text';
import { formatNumber } from '@bebe-star/web-common/format';
import { common as COMMON_TEXT } from '@/messages/common';
import { participants as PARTICIPANTS_TEXT } from '@/messages/participants';
import { EditParticipantDialog } from './components/edit-participant-dialog';
import { ParticipantCard } from './components/participant-card';
import { PARTICIPANT_PAGE_SIZE, PARTICIPANT_SORTS, useParticipantsSearch } from './hooks/use-participants-search';
import './participants.css';

const t = PARTICIPANTS_TEXT;

/** The figures: counted by the server (participants from the list's count, votes from the dashboard when allowed). */
function ParticipantFigures({ shown, filteredCount }: { shown: number; filteredCount: number | undefined }) {
  const all = useParticipants({ page: 1, page_size: 1 });
  const contests = useContests();
  const { user } = useCurrentUser();
  const canSeeStatistics = user?.permissions.includes('view_statistics') ?? false;
  const canSeeContests = user?.permissions.includes('manage_contests') ?? false;
  const dashboard = useDashboard(canSeeStatistics);
  const open = (contests.data ?? []).filter((contest) => contest.status === 'open');
  const total = all.data?.count;
  const votes = dashboard.data?.votes.total;
  return (
    <StatCards
      label={t.stats.label}
      stats={[
        { label: t.stats.total, value: total === undefined ? '…' : formatNumber(total) },
        ...(canSeeStatistics
          ? [
              {
                label: t.stats.votes,
                value: votes === undefined ? '…' : formatNumber(votes),
                detail:
                  votes !== undefined && total ? t.stats.average(formatNumber(Math.round(votes / total))) : undefined,
                tone: 'success' as const,
              },
            ]
          : []),
        {
          label: COMMON_TEXT.activeContests.label,
          value: formatNumber(open.length),
          detail: COMMON_TEXT.activeContests.detail,
          link:
            canSeeContests && open.length > 0 ? { to: '/concours?status=open', label: t.stats.seeContests } : undefined,
        },
        {
          label: t.stats.shown,
          value: filteredCount === undefined ? '…' : t.stats.shownOf(formatNumber(shown), formatNumber(filteredCount)),
        },
      ]}
    />
  );
}

/** /admin/participants: every participant, searched, filtered and sorted by the server; correcting or withdrawing one. */
export function ParticipantsPage() {
  const { search, query, update } = useParticipantsSearch();
  const participants = useParticipants(query);
  const contests = useContests();
  const contestTitles = new Map(contests.data?.map((contest) => [contest.id, contest.title]));
  const remove = useDeleteParticipant();
  const [flash, showFlash] = useFlash();
  const [editing, setEditing] = useState<AdminParticipant | null>(null);
  const [deleting, setDeleting] = useState<AdminParticipant | null>(null);
  const onEdit = useCallback((participant: AdminParticipant) => setEditing(participant), []);
  const onDelete = useCallback((participant: AdminParticipant) => setDeleting(participant), []);
  const filter = (changes: Parameters<typeof update>[0]) => update({ ...changes, page: undefined });
  const filtered = Boolean(search.search || search.contest);

  return (
    <ListPage
      title={t.title}
      subtitle={t.subtitle}
      onRefresh={() => void participants.refetch()}
      summary={
        <>
          <FlashMessage flash={flash} />
          <ParticipantFigures shown={participants.data?.results.length ?? 0} filteredCount={participants.data?.count} />
        </>
      }
      filters={
        <>
          <SearchAndContestFilters
            texts={t.filters}
            search={search.search}
            contest={search.contest}
            onChange={filter}
          />
          <Field label={t.filters.sort}>
            {(control) => (
              <select {...control} value={search.sort} onChange={(event) => filter({ sort: event.target.value })}>
                {PARTICIPANT_SORTS.map((sort) => (
                  <option key={sort} value={sort}>
                    {t.filters.sorts[sort]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <button
            type="button"
            className="button"
            title={t.filters.direction.label}
            onClick={() => filter({ dir: search.dir === 'desc' ? 'asc' : undefined })}
          >
            <span aria-hidden="true">{search.dir === 'desc' ? '↓ ' : '↑ '}</span>
            {search.dir === 'desc' ? t.filters.direction.desc : t.filters.direction.asc}
          </button>
          {filtered && (
            <button type="button" className="button" onClick={() => filter({ search: undefined, contest: undefined })}>
              {t.filters.clear}
            </button>
          )}
        </>
      }
    >
      <QueryView
        query={participants}
        failed={t.loadFailed}
        empty={t.empty}
        isEmpty={(data) => data.results.length === 0}
      >
        {(data) => (
          <>
            <ul className="participant-grid" aria-busy={participants.isPlaceholderData}>
              {data.results.map((participant) => (
                <li key={participant.id}>
                  <ParticipantCard
                    participant={participant}
                    contestTitle={contestTitles.get(participant.contest)}
                    onEdit={onEdit}
                    onDelete={onDelete}
                  />
                </li>
              ))}
            </ul>
            <Pager
              page={search.page}
              pageCount={Math.ceil(data.count / PARTICIPANT_PAGE_SIZE)}
              onPrevious={() => update({ page: search.page > 2 ? search.page - 1 : undefined })}
              onNext={() => update({ page: search.page + 1 })}
            />
          </>
        )}
      </QueryView>
      {editing && (
        <EditParticipantDialog
          participant={editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            showFlash({ kind: 'success', text: t.edit.done(saved.baby_details.name) });
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={t.remove.title(deleting.baby_details.name)}
          description={t.remove.description}
          confirmLabel={t.remove.confirm}
          pendingLabel={t.remove.deleting}
          pending={remove.isPending}
          error={remove.error ? errorText(remove.error, t.remove.failed) : null}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => {
                showFlash({ kind: 'success', text: t.remove.done(deleting.baby_details.name) });
                setDeleting(null);
              },
            })
          }
          onClose={() => {
            remove.reset();
            setDeleting(null);
          }}
        />
      )}
    </ListPage>
  );
}
