import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { z } from 'zod';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FlashMessage, useFlash } from '@/components/flash-message';
import { Pager } from '@/components/pager';
import { QueryView } from '@/components/query-view';
import { ErrorView, LoadingView } from '@/components/status-views';
import { useCurrentUser } from '@/lib/api/users/current-user';
import { useContest } from '@/lib/api/contests/contest';
import { useDeleteContest } from '@/lib/api/contests/delete-contest';
import { useParticipants } from '@/lib/api/participants/participants';
import { errorText } from '@/lib/error-text';
import { formatShortDateTime } from '@bebe-star/web-common/format';
import { useUrlState } from '@/lib/url-state';
import { contests as CONTESTS_TEXT } from '@/messages/contests';
import { ContestFormDialog } from './components/contest-form-dialog';
import { ContestParticipantCard } from './components/contest-participant-card';
import { Podium } from './components/podium';
import { ResultsDossier } from './components/results-dossier';
import './contests.css';

const t = CONTESTS_TEXT.detail;
const PAGE_SIZE = 24;
const pageSchema = z.object({ page: z.preprocess(Number, z.number().int().positive()).catch(1) });

/** /admin/concours/:contestId: one contest, its podium and results dossier when closed, and its participants. */
export function ContestDetailPage() {
  const contestId = Number(useParams().contestId);
  const navigate = useNavigate();
  const [{ page }, update] = useUrlState(pageSchema);
  const contest = useContest(contestId);
  const participants = useParticipants({ contest: contestId, page, page_size: PAGE_SIZE, ordering: '-votes' });
  const { user } = useCurrentUser();
  const remove = useDeleteContest();
  const [flash, showFlash] = useFlash();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  if (contest.isPending) return <LoadingView />;
  if (contest.isError) {
    return (
      <ErrorView message={errorText(contest.error, CONTESTS_TEXT.loadFailed)} onRetry={() => void contest.refetch()} />
    );
  }
  const current = contest.data;

  return (
    <div className="page">
      <Link className="back-link" to="/concours">
        ← {t.back}
      </Link>
      <FlashMessage flash={flash} />
      <header className="panel contest-detail">
        <div className="contest-detail__text">
          <span className={`status-badge status-badge--${current.status}`}>
            {CONTESTS_TEXT.statuses[current.status]}
          </span>
          <h1>{current.title}</h1>
          <p>{current.description}</p>
          <p className="contest-detail__dates">
            {CONTESTS_TEXT.card.start} : {formatShortDateTime(current.start_date)} · {CONTESTS_TEXT.card.end} :{' '}
            {formatShortDateTime(current.end_date)}
          </p>
        </div>
        <div className="contest-detail__actions">
          <button type="button" className="button" onClick={() => setEditing(true)}>
            {CONTESTS_TEXT.card.edit}
          </button>
          <button type="button" className="button button--danger" onClick={() => setDeleting(true)}>
            {CONTESTS_TEXT.card.delete}
          </button>
        </div>
      </header>
      {current.status === 'closed' && (
        <Podium
          contest={current}
          canRecompute={user?.permissions.includes('manage_votes') ?? false}
          onFlash={showFlash}
        />
      )}
      {current.status === 'closed' && <ResultsDossier contestId={current.id} />}
      <section className="panel" aria-labelledby="contest-participants-title">
        <h2 id="contest-participants-title">
          {t.participants}
          {participants.data && <span className="panel__count">{participants.data.count}</span>}
        </h2>
        <QueryView
          query={participants}
          failed={t.participantsFailed}
          empty={t.noParticipant}
          isEmpty={(data) => data.results.length === 0}
        >
          {(data) => (
            <>
              <ul className="contest-participants">
                {data.results.map((participant) => (
                  <li key={participant.id}>
                    <ContestParticipantCard participant={participant} />
                  </li>
                ))}
              </ul>
              <Pager
                page={page}
                pageCount={Math.ceil(data.count / PAGE_SIZE)}
                onPrevious={() => update({ page: page > 2 ? page - 1 : undefined })}
                onNext={() => update({ page: page + 1 })}
              />
            </>
          )}
        </QueryView>
      </section>
      {editing && (
        <ContestFormDialog
          contest={current}
          onClose={() => setEditing(false)}
          onSaved={(saved) => {
            setEditing(false);
            showFlash({ kind: 'success', text: CONTESTS_TEXT.form.updated(saved.title) });
          }}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={CONTESTS_TEXT.remove.title(current.title)}
          description={CONTESTS_TEXT.remove.description}
          confirmLabel={CONTESTS_TEXT.remove.confirm}
          pendingLabel={CONTESTS_TEXT.remove.deleting}
          pending={remove.isPending}
          error={remove.error ? errorText(remove.error, CONTESTS_TEXT.remove.failed) : null}
          onConfirm={() => remove.mutate(current.id, { onSuccess: () => void navigate('/concours') })}
          onClose={() => setDeleting(false)}
        />
      )}
    </div>
  );
}
