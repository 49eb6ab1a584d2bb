import { ApiError } from '@bebe-star/web-common/api-errors';
import { type ReactNode, useDeferredValue, useEffect, useId, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { RankingAnnouncer } from '@/components/ranking-announcer';
import { ErrorState, LoadingState, NotFoundPage, PageTitle } from '@/components/status-views';
import { ResultsDossier } from '@/components/transparency/results-dossier';
import { useContest } from '@/lib/api/contests/get-contest';
import { common as COMMON_TEXT } from '@/messages/common';
import { contests as CONTESTS_TEXT } from '@/messages/contests';
import { rankingViews as VIEWS_TEXT } from '@/messages/ranking-views';
import { useContestRanking, type RankingEntry } from '../api/get-contest-ranking';
import { useFreeRanking } from '../api/get-free-ranking';
import { RankingList } from '../components/ranking-list';
import { type RankingView, RankingViewSwitch } from '../components/ranking-view-switch';
import { matchesRankingSearch } from '../components/ranking-search';
import type { RankingLine } from '../components/ranking-order';
import { useLiveLines } from '../hooks/use-live-lines';
import '../contests.css';

const t = CONTESTS_TEXT.ranking;
const EMPTY: RankingEntry[] = [];
const NO_CHANGE: ReadonlySet<string> = new Set();
/** The address's query for the free votes' view, so that it can be shared. */
const FREE_VIEW = { votes: 'gratuits' } as const;

interface ViewProps {
  contestId: number;
  closed: boolean;
  markedId: number | null;
  /** The visitor's search: a first name, a city or a vote code (blank: every line). */
  search: string;
}

/** The search box over the loaded ranking: it filters as the visitor types. */
function RankingSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="ranking-search" role="search">
      <label className="ranking-search__label" htmlFor={id}>
        {t.searchLabel}
      </label>
      <input
        id={id}
        type="search"
        className="search__input"
        placeholder={t.searchPlaceholder}
        value={value}
        enterKeyHint="search"
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/** The lines the search keeps, with the count found (or that none is) said for screen readers too. */
function SearchedLines<T extends RankingLine & { vote_code?: string | null }>({
  lines,
  search,
  children,
}: {
  lines: readonly T[];
  search: string;
  children: (lines: readonly T[]) => ReactNode;
}) {
  const searching = search.trim() !== '';
  const kept = searching ? lines.filter((line) => matchesRankingSearch(line, search)) : lines;
  return (
    <>
      {searching && (
        <p className="ranking-page__found muted" role="status">
          {kept.length > 0 ? t.found(kept.length, lines.length) : t.noMatch(search.trim())}
        </p>
      )}
      {kept.length > 0 && children(kept)}
    </>
  );
}

/**
 * Every vote, packs included: the lines read over HTTP, kept live by the feed while the contest runs;
 * while the feed is down, read again over HTTP every 30 s and once the connection is back.
 */
function AllVotesRanking({ contestId, closed, markedId, search }: ViewProps) {
  const [offline, setOffline] = useState(false);
  const ranking = useContestRanking(contestId, { offline });
  const live = useLiveLines(closed ? null : contestId, ranking.data ?? EMPTY);
  const feedDown = !closed && live.status === 'offline';
  useEffect(() => setOffline(feedDown), [feedDown]);
  return (
    <>
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
        <SearchedLines lines={live.lines} search={search}>
          {(lines) => (
            <RankingList contestId={contestId} lines={lines} highlighted={live.highlighted} markedId={markedId} />
          )}
        </SearchedLines>
      )}
    </>
  );
}

/** Free votes only, summed from the ledger: no live feed, asked again every 30 s. */
function FreeVotesRanking({ contestId, markedId, search }: ViewProps) {
  const ranking = useFreeRanking(contestId);
  return (
    <>
      <p className="ranking-page__meta">
        <span className="muted">{VIEWS_TEXT.freeExplained}</span>
      </p>
      {ranking.isPending && <LoadingState label={t.loading} />}
      {ranking.isError && (
        <ErrorState title={t.loadFailed} message={ranking.error.message} onRetry={() => void ranking.refetch()} />
      )}
      {ranking.data?.length === 0 && <p className="state">{t.empty}</p>}
      {ranking.data && ranking.data.length > 0 && (
        <SearchedLines lines={ranking.data} search={search}>
          {(lines) => <RankingList contestId={contestId} lines={lines} highlighted={NO_CHANGE} markedId={markedId} />}
        </SearchedLines>
      )}
    </>
  );
}

function ContestRanking({ contestId }: { contestId: number }) {
  const [params, setParams] = useSearchParams();
  const highlight = Number(params.get('highlight')) || null;
  const view: RankingView = params.get('votes') === FREE_VIEW.votes ? 'free' : 'all';
  const contest = useContest(contestId);
  const ranking = useContestRanking(contestId);
  const closed = contest.data?.status === 'closed';
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  if ([contest.error, ranking.error].some((error) => error instanceof ApiError && error.status === 404)) {
    return <NotFoundPage />;
  }
  const showView = (next: RankingView) =>
    setParams(
      (current) => {
        const shown = new URLSearchParams(current);
        if (next === 'free') shown.set('votes', FREE_VIEW.votes);
        else shown.delete('votes');
        return shown;
      },
      { replace: true, preventScrollReset: true },
    );
  const View = view === 'free' ? FreeVotesRanking : AllVotesRanking;

  return (
    <div className="ranking-page">
      <Link to="/concours" className="back-link">
        ← {t.back}
      </Link>
      <PageTitle>{contest.data ? `${t.title} — ${contest.data.title}` : t.title}</PageTitle>
      <RankingViewSwitch value={view} onChange={showView} />
      <RankingSearch value={search} onChange={setSearch} />
      <View contestId={contestId} closed={closed} markedId={highlight} search={deferredSearch} />
      {/* After the ranking: a phone's first screen shows the places, the dossier proves them. */}
      <ResultsDossier contestId={closed ? contestId : null} />
    </div>
  );
}

/** The full ranking of a contest, live while the contest is running, or by its free votes only. */
export function RankingPage() {
  const contestId = Number(useParams().contestId);
  if (!Number.isInteger(contestId) || contestId <= 0) {
    return <ErrorState title={t.missingId} message={COMMON_TEXT.notFoundText} />;
  }
  return <ContestRanking key={contestId} contestId={contestId} />;
}
