import { Link, useParams } from 'react-router-dom';
import { FormMessage } from '@bebe-star/web-common/form-field';
import { ErrorState, LoadingState, PageTitle } from '@/components/status-views';
import { RequireSession } from '@/components/require-session';
import { ResultsDossierLine } from '@/components/transparency/results-dossier';
import { useContest } from '@/lib/api/contests/get-contest';
import { account as ACCOUNT_TEXT } from '@/messages/account';
import { useDownloadStatement } from '../api/download-statement';
import { useStatement } from '../api/get-statement';
import { useStatementVotes } from '../api/get-statement-votes';
import { StatementLines } from '../components/statement-lines';
import { StatementTotals } from '../components/statement-summary';
import '../account.css';
import '../statement.css';

const t = ACCOUNT_TEXT.statement;

function StatementVotes({ participantId }: { participantId: number }) {
  const votes = useStatementVotes(participantId);
  if (votes.isPending) return <LoadingState />;
  if (votes.isError) return <ErrorState message={votes.error.message} onRetry={() => void votes.refetch()} />;
  const lines = votes.data.pages.flatMap((page) => page.results);
  const count = votes.data.pages[0]?.count ?? 0;
  if (lines.length === 0) return <p className="account-section__empty">{t.empty}</p>;
  return (
    <>
      <StatementLines lines={lines} participantId={participantId} />
      <div className="statement-more">
        <p aria-live="polite">{t.shown(lines.length, count)}</p>
        {votes.hasNextPage && (
          <button
            type="button"
            className="button button--small"
            disabled={votes.isFetchingNextPage}
            onClick={() => void votes.fetchNextPage()}
          >
            {votes.isFetchingNextPage ? t.loadingMore : t.more}
          </button>
        )}
      </div>
    </>
  );
}

function Statement({ participantId }: { participantId: number }) {
  const summary = useStatement(participantId);
  const download = useDownloadStatement();
  const contest = useContest(summary.data?.contest_id ?? null);
  if (summary.isPending) return <LoadingState />;
  if (summary.isError)
    return <ErrorState title={t.loadFailed} message={summary.error.message} onRetry={() => void summary.refetch()} />;
  const { data } = summary;
  return (
    <div className="statement">
      <Link className="statement__back" to="/account">
        {t.back}
      </Link>
      <PageTitle>{t.title(data.participant_name)}</PageTitle>
      <p className="statement__contest">{data.contest_name}</p>
      <StatementTotals summary={data} />
      <section className="card account-section" aria-labelledby="statement-votes-title">
        <div className="account-section__header">
          <h2 id="statement-votes-title">{t.votesTitle}</h2>
          <button
            type="button"
            className="button button--small"
            disabled={download.isPending}
            onClick={() => download.mutate(participantId)}
          >
            {download.isPending ? t.downloading : t.download}
          </button>
        </div>
        {download.isError && <FormMessage kind="error">{t.downloadFailed}</FormMessage>}
        <ResultsDossierLine contestId={contest.data?.status === 'closed' ? data.contest_id : null} />
        <StatementVotes participantId={participantId} />
      </section>
    </div>
  );
}

/** /compte/votes/:participantId: every vote cast for the parent's child, and what became of each. */
export function VoteStatementPage() {
  const participantId = Number(useParams().participantId);
  return (
    <RequireSession>
      {Number.isInteger(participantId) && participantId > 0 ? (
        <Statement participantId={participantId} />
      ) : (
        <ErrorState message={t.loadFailed} />
      )}
    </RequireSession>
  );
}
