import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FlashMessage, useFlash } from '@/components/flash-message';
import { Field } from '@bebe-star/web-common/form-field';
import { ListPage } from '@/components/list-page';
import { Pager } from '@/components/pager';
import { StatCards } from '@/components/stat-cards';
import { EmptyView, ErrorView, LoadingView } from '@/components/status-views';
import { CONTEST_STATUSES, useContestCounts, useContestPage } from '@/lib/api/contests/contest-page';
import type { Contest } from '@/lib/api/contests/contests';
import { useDeleteContest } from '@/lib/api/contests/delete-contest';
import { errorText } from '@/lib/error-text';
import { formatNumber } from '@bebe-star/web-common/format';
import { contests as CONTESTS_TEXT } from '@/messages/contests';
import { ContestCard } from './components/contest-card';
import { ContestFormDialog } from './components/contest-form-dialog';
import { CONTEST_PAGE_SIZE, useContestsSearch } from './hooks/use-contests-search';
import './contests.css';

const count = (value: number | undefined) => (value === undefined ? '…' : formatNumber(value));

/** /admin/concours: the contests' figures and grid, creating, editing and deleting them. */
export function ContestsPage() {
  const { search, query, update } = useContestsSearch();
  const contests = useContestPage(query);
  const counts = useContestCounts();
  const remove = useDeleteContest();
  const [flash, showFlash] = useFlash();
  const [editing, setEditing] = useState<Contest | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Contest | null>(null);
  const now = Date.now();

  const confirmDelete = (contest: Contest) =>
    remove.mutate(contest.id, {
      onSuccess: () => {
        setDeleting(null);
        showFlash({ kind: 'success', text: CONTESTS_TEXT.remove.done(contest.title) });
      },
    });

  return (
    <ListPage
      title={CONTESTS_TEXT.title}
      subtitle={CONTESTS_TEXT.subtitle}
      actions={
        <button type="button" className="button button--primary" onClick={() => setEditing('new')}>
          {CONTESTS_TEXT.create}
        </button>
      }
      summary={
        <>
          <FlashMessage flash={flash} />
          <StatCards
            label={CONTESTS_TEXT.stats.label}
            stats={[
              { label: CONTESTS_TEXT.stats.total, value: count(counts.total) },
              { label: CONTESTS_TEXT.stats.open, value: count(counts.open), tone: 'success' },
              { label: CONTESTS_TEXT.stats.preRegistration, value: count(counts.preRegistration), tone: 'warning' },
            ]}
          />
        </>
      }
      filters={
        <Field label={CONTESTS_TEXT.filter.label}>
          {(control) => (
            <select
              {...control}
              value={search.status ?? ''}
              onChange={(event) => update({ status: event.target.value, page: undefined })}
            >
              <option value="">{CONTESTS_TEXT.filter.all}</option>
              {CONTEST_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {CONTESTS_TEXT.statuses[status]}
                </option>
              ))}
            </select>
          )}
        </Field>
      }
    >
      {contests.isPending ? (
        <LoadingView />
      ) : contests.isError ? (
        <ErrorView
          message={errorText(contests.error, CONTESTS_TEXT.loadFailed)}
          onRetry={() => void contests.refetch()}
        />
      ) : contests.data.results.length === 0 ? (
        <div className="panel contests-empty">
          <EmptyView text={CONTESTS_TEXT.empty} />
          {!search.status && (
            <button type="button" className="button button--primary" onClick={() => setEditing('new')}>
              {CONTESTS_TEXT.createFirst}
            </button>
          )}
        </div>
      ) : (
        <>
          <ul className="contest-grid" aria-busy={contests.isPlaceholderData}>
            {contests.data.results.map((contest) => (
              <li key={contest.id}>
                <ContestCard contest={contest} now={now} onEdit={setEditing} onDelete={setDeleting} />
              </li>
            ))}
          </ul>
          <Pager
            page={search.page}
            pageCount={Math.ceil(contests.data.count / CONTEST_PAGE_SIZE)}
            onPrevious={() => update({ page: search.page > 2 ? search.page - 1 : undefined })}
            onNext={() => update({ page: search.page + 1 })}
          />
        </>
      )}
      {editing && (
        <ContestFormDialog
          contest={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(saved, created) => {
            setEditing(null);
            showFlash({
              kind: 'success',
              text: created ? CONTESTS_TEXT.form.created(saved.title) : CONTESTS_TEXT.form.updated(saved.title),
            });
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={CONTESTS_TEXT.remove.title(deleting.title)}
          description={CONTESTS_TEXT.remove.description}
          confirmLabel={CONTESTS_TEXT.remove.confirm}
          pendingLabel={CONTESTS_TEXT.remove.deleting}
          pending={remove.isPending}
          error={remove.error ? errorText(remove.error, CONTESTS_TEXT.remove.failed) : null}
          onConfirm={() => confirmDelete(deleting)}
          onClose={() => {
            remove.reset();
            setDeleting(null);
          }}
        />
      )}
    </ListPage>
  );
}
