import { useState } from 'react';
import { ErrorState, LoadingState, PageTitle } from '@/components/status-views';
import { contests as CONTESTS_TEXT } from '@/messages/contests';
import { useContests } from '../api/get-contests';
import { ContestCard } from '../components/contest-card';
import { contestsOfTab, sortContests, type ContestTab } from '../components/contest-order';
import { PromotionsBanner } from '../components/promotions-banner';
import '../contests.css';

const t = CONTESTS_TEXT.list;
const TABS: { id: ContestTab; label: string; empty: string }[] = [
  { id: 'in-progress', label: t.inProgress, empty: t.emptyInProgress },
  { id: 'winners', label: t.winners, empty: t.emptyWinners },
];

/** "Nos Concours": contests in progress, and the closed ones with their ranking. */
export function ContestsPage() {
  const [tab, setTab] = useState<ContestTab>('in-progress');
  const { data, isPending, isError, refetch } = useContests();
  const current = TABS.find((candidate) => candidate.id === tab) ?? TABS[0];
  const contests = sortContests(contestsOfTab(data ?? [], tab));
  return (
    <div className="contests-page">
      <PageTitle>{t.title}</PageTitle>
      <div className="tabs" role="tablist" aria-label={t.tabs}>
        {TABS.map((candidate) => (
          <button
            key={candidate.id}
            type="button"
            role="tab"
            id={`tab-${candidate.id}`}
            aria-selected={tab === candidate.id}
            aria-controls="contests-panel"
            className="tabs__tab"
            onClick={() => setTab(candidate.id)}
          >
            {candidate.label}
          </button>
        ))}
      </div>
      <div id="contests-panel" role="tabpanel" aria-labelledby={`tab-${tab}`}>
        {isPending && <LoadingState label={t.loading} />}
        {isError && <ErrorState title={t.loadFailed} message={t.loadFailedText} onRetry={() => void refetch()} />}
        {data && contests.length === 0 && <p className="state">{current.empty}</p>}
        {contests.length > 0 && (
          <ul className="contest-grid">
            {contests.map((contest) => (
              <li key={contest.id}>
                <ContestCard contest={contest} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <PromotionsBanner />
    </div>
  );
}
