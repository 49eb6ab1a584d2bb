import { ApiError } from '@bebe-star/web-common/api-errors';
import { useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { Countdown } from '@/components/countdown';
import { RankingAnnouncer } from '@/components/ranking-announcer';
import { NoticeBanner } from '@/components/notice-banner';
import { ErrorState, LoadingState, NotFoundPage, PageTitle } from '@/components/status-views';
import { useContest } from '@/lib/api/contests/get-contest';
import { useCountries } from '@/lib/api/locations/get-countries';
import type { Participant } from '@/lib/api/participants/get-participant';
import { useSiteSettings } from '@/lib/api/settings/site-settings';
import { formatFcfa } from '@bebe-star/web-common/format';
import { common as COMMON_TEXT } from '@/messages/common';
import { contests as CONTESTS_TEXT } from '@/messages/contests';
import { useContestParticipants } from '../api/get-contest-participants';
import { ParticipantCard } from '../components/participant-card';
import { ParticipantDetail } from '../components/participant-detail';
import { ParticipantFilterBar } from '../components/participant-filter-bar';
import { NO_FILTERS, type ParticipantFilters } from '../components/participant-filters';
import { ParticipantSearch } from '../components/participant-search';
import { PromotionsBanner } from '../components/promotions-banner';
import { RankingList } from '../components/ranking-list';
import type { RankingLine } from '../components/ranking-order';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useLiveLines } from '../hooks/use-live-lines';
import '../contests.css';

const t = CONTESTS_TEXT.participants;
/** Typing in the city box waits this long before asking the server. */
const CITY_DEBOUNCE_MS = 300;
/** Cards in the grid's first row at the widest layout (five columns). */
const FIRST_ROW = 5;

type View = 'grid' | 'ranking';

const toLine = (participant: Participant): RankingLine => ({
  secure_id: participant.secure_id ?? `participant-${participant.id}`,
  participant_id: participant.id,
  rank: participant.rank ?? null,
  baby_name: participant.baby_details.name,
  photo_url: participant.baby_details.photo_urls?.thumbnail ?? participant.baby_details.photo,
  vote_count: participant.vote_count ?? participant.votes ?? 0,
});

function LiveRanking({ contestId, participants }: { contestId: number; participants: readonly Participant[] }) {
  const lines = useMemo(() => participants.map(toLine), [participants]);
  const live = useLiveLines(contestId, lines);
  return (
    <>
      <RankingAnnouncer lines={live.lines} />
      <RankingList contestId={contestId} lines={live.lines} highlighted={live.highlighted} />
    </>
  );
}

function ParticipantsOfContest({ contestId }: { contestId: number }) {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const selected = Number(params.get('participant')) || null;
  const [view, setView] = useState<View>('grid');
  const [filters, setFilters] = useState<Omit<ParticipantFilters, 'search'>>(NO_FILTERS);
  const city = useDebouncedValue(filters.city, CITY_DEBOUNCE_MS);
  const contest = useContest(contestId);
  const participants = useContestParticipants(contestId, { ...filters, city, search });
  const countries = useCountries();
  const contestNotices = useSiteSettings().notices.contests;

  const matching = useMemo(() => participants.data?.pages.flatMap((page) => page.results) ?? [], [participants.data]);
  const count = participants.data?.pages[0]?.count ?? 0;
  const filtered = Boolean(search || filters.country || city.trim() || filters.age || filters.gender);

  const update = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        Object.entries(changes).forEach(([key, value]) => (value ? next.set(key, value) : next.delete(key)));
        return next;
      },
      { replace: true },
    );

  if (contest.isPending) return <LoadingState label={t.loading} />;
  if (contest.isError) {
    if (contest.error instanceof ApiError && contest.error.status === 404) return <NotFoundPage />;
    return <ErrorState message={contest.error.message} onRetry={() => void contest.refetch()} />;
  }
  const ended = new Date(contest.data.end_date).getTime() <= Date.now();
  const notice = contestNotices[String(contest.data.id)];

  return (
    <div className="participants-page">
      <header className="contest-header card">
        <div>
          <PageTitle>{contest.data.title}</PageTitle>
          <p className="muted">
            {CONTESTS_TEXT.list.prize} : <strong>{formatFcfa(contest.data.prize)}</strong>
          </p>
        </div>
        {ended ? <p className="contest-header__ended">{t.ended}</p> : <Countdown end={contest.data.end_date} />}
      </header>
      {notice && <NoticeBanner text={notice} label={t.notice} />}

      <ParticipantSearch
        term={search}
        count={count}
        searching={participants.isFetching && !participants.isFetchingNextPage}
        onSearch={(term) => update({ search: term || null })}
      />
      <ParticipantFilterBar
        filters={{ ...filters, search }}
        countries={countries.data?.map((country) => country.name) ?? []}
        onChange={({ search: _search, ...next }) => setFilters(next)}
      />

      <div className="view-toggle" role="group" aria-label={t.views}>
        {(['grid', 'ranking'] as const).map((option) => (
          <button
            key={option}
            type="button"
            className="view-toggle__option"
            aria-pressed={view === option}
            onClick={() => setView(option)}
          >
            {t[option]}
          </button>
        ))}
        <Link className="view-toggle__link" to={`/concours/${contestId}/classement`}>
          {t.seeFullRanking}
        </Link>
      </div>

      {participants.isPending && <LoadingState label={t.loading} />}
      {participants.isError && (
        <ErrorState message={participants.error.message} onRetry={() => void participants.refetch()} />
      )}
      {participants.data && matching.length === 0 && <p className="state">{filtered ? t.empty : t.emptyContest}</p>}
      {matching.length > 0 && view === 'grid' && (
        <>
          <ul className="participant-grid">
            {matching.map((participant, index) => (
              <li key={participant.id}>
                <ParticipantCard
                  participant={participant}
                  eager={index < FIRST_ROW}
                  onOpen={() => update({ participant: String(participant.id) })}
                />
              </li>
            ))}
          </ul>
          {participants.hasNextPage && (
            <button
              type="button"
              className="button show-more"
              disabled={participants.isFetchingNextPage}
              onClick={() => void participants.fetchNextPage()}
            >
              {participants.isFetchingNextPage ? t.loading : t.showMore}
            </button>
          )}
        </>
      )}
      {matching.length > 0 && view === 'ranking' && <LiveRanking contestId={contestId} participants={matching} />}

      <PromotionsBanner />

      {selected !== null && (
        <ParticipantDetail
          key={selected}
          participantId={selected}
          contestId={contestId}
          ended={ended}
          known={matching.find((participant) => participant.id === selected)}
          onClose={() => update({ participant: null })}
        />
      )}
    </div>
  );
}

/** The participants of a contest: search, filters, grid or live ranking, and one participant's detail. */
export function ParticipantsPage() {
  const contestId = Number(useParams().contestId);
  if (!Number.isInteger(contestId) || contestId <= 0) {
    return <ErrorState title={t.invalidId} message={COMMON_TEXT.notFoundText} />;
  }
  return <ParticipantsOfContest key={contestId} contestId={contestId} />;
}
