import { useState } from 'react';
import { ErrorState, LoadingState, PageTitle } from '@/components/status-views';
import { contests as CONTESTS_TEXT } from '@/messages/contests';
import { useContests } from '../api/get-contests';
import { ContestCard } from '../components/contest-card';
import {
  contestsForGender,
  contestsOfTab,
  type ContestTab,
  type GenderFilter,
  sortContests,
} from '../components/contest-order';
import { PromotionsBanner } from '../components/promotions-banner';
import '../contests.css';

const t = CONTESTS_TEXT.list;
const TABS: { id: ContestTab; label: string; empty: string }[] = [
  { id: 'in-progress', label: t.inProgress, empty: t.emptyInProgress },
  { id: 'winners', label: t.winners, empty: t.emptyWinners },
];
const GENDERS: GenderFilter[] = ['all', 'female', 'male'];
/** Cards shown at first, and added by each "Voir plus": a phone's list stays a few screens long. */
const PAGE_SIZE = 6;

/**
 * "Nos concours": contests in progress (open ones first), and the closed ones with their ranking;
 * filtered by the child's gender, six at a time.
 */
export function ContestsPage() {
  const [tab, setTab] = useState<ContestTab>('in-progress');
  const [gender, setGender] = useState<GenderFilter>('all');
  const [shown, setShown] = useState(PAGE_SIZE);
  const { data, isPending, isError, refetch } = useContests();
  const current = TABS.find((candidate) => candidate.id === tab) ?? TABS[0];
  const contests = sortContests(contestsForGender(contestsOfTab(data ?? [], tab), gender));
  const visible = contests.slice(0, shown);
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
            onClick={() => {
              setTab(candidate.id);
              setShown(PAGE_SIZE);
            }}
          >
            {candidate.label}
          </button>
        ))}
      </div>
      <div id="contests-panel" role="tabpanel" aria-labelledby={`tab-${tab}`}>
        <div className="chips" role="group" aria-label={t.genderFilter}>
          {GENDERS.map((candidate) => (
            <button
              key={candidate}
              type="button"
              className="chips__chip"
              aria-pressed={gender === candidate}
              onClick={() => {
                setGender(candidate);
                setShown(PAGE_SIZE);
              }}
            >
              {t.genders[candidate]}
            </button>
          ))}
        </div>
        {isPending && <LoadingState label={t.loading} />}
        {isError && <ErrorState title={t.loadFailed} message={t.loadFailedText} onRetry={() => void refetch()} />}
        {data && contests.length === 0 && <p className="state">{current.empty}</p>}
        {visible.length > 0 && (
          <ul className="contest-grid">
            {visible.map((contest) => (
              <li key={contest.id}>
                <ContestCard contest={contest} />
              </li>
            ))}
          </ul>
        )}
        {contests.length > visible.length && (
          <div className="contest-more">
            <p className="muted">{t.shown(visible.length, contests.length)}</p>
            <button type="button" className="button" onClick={() => setShown(shown + PAGE_SIZE)}>
              {t.more}
            </button>
          </div>
        )}
      </div>
      <PromotionsBanner />
    </div>
  );
}
