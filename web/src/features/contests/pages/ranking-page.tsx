import { ApiError } from '@bebe-star/web-common/api-errors';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { RankingAnnouncer } from '@/components/ranking-announcer';
import { ErrorState, LoadingState, NotFoundPage, PageTitle } from '@/components/status-views';
import { useContest } from '@/lib/api/contests/get-contest';
import { common as COMMON_TEXT } from '@/messages/common';
import { contests as CONTESTS_TEXT } from '@/messages/contests';
import { useContestRanking, type RankingEntry } from '../api/get-contest-ranking';
import { RankingList } from '../components/ranking-list';
import { useLiveLines } from '../hooks/use-live-lines';
import '../contests.css';

const t = CONTESTS_TEXT.ranking;
const EMPTY: RankingEntry[] = [];

function ContestRanking({ contestId }: { contestId: number }) {
  const [params] = useSearchParams();
  const highlight = Number(params.get('highlight')) || null;
  const contest = useContest(contestId);
  const ranking = useContestRanking(contestId);
  const closed = contest.data?.status === 'closed';
  const live = useLiveLines(contest.data && !closed ? contestId : null, ranking.data ?? EMPTY);
  if ([contest.error, ranking.error].some((error) => error instanceof ApiError && error.status === 404)) {
    return <NotFoundPage />;
  }

  return (
    <div className="ranking-page">
      <Link to="/concours" className="back-link">
        ← {t.back}
      </Link>
      <PageTitle>{contest.data ? `${t.title} — ${contest.data.title}` : t.title}</PageTitle>
      {ranking.data && (
        <p className="ranking-page__meta">
          <span className="muted">{t.count(ranking.data.length)}</span>
          {!closed && (
            <span className={`live-status live-status--${live.status}`} role="status">
              {t[live.status === 'live' ? 'live' : live.status]}
            </span>
          )}
        </p>
      )}
      <RankingAnnouncer lines={live.lines} />
      {ranking.isPending && <LoadingState label={t.loading} />}
      {ranking.isError && (
        <ErrorState title={t.loadFailed} message={ranking.error.message} onRetry={() => void ranking.refetch()} />
      )}
      {ranking.data?.length === 0 && <p className="state">{t.empty}</p>}
      {live.lines.length > 0 && (
        <RankingList contestId={contestId} lines={live.lines} highlighted={live.highlighted} markedId={highlight} />
      )}
    </div>
  );
}

/** The full ranking of a contest, live while the contest is running. */
export function RankingPage() {
  const contestId = Number(useParams().contestId);
  if (!Number.isInteger(contestId) || contestId <= 0) {
    return <ErrorState title={t.missingId} message={COMMON_TEXT.notFoundText} />;
  }
  return <ContestRanking key={contestId} contestId={contestId} />;
}
