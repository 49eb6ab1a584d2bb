import { useState } from 'react';
import { Link } from 'react-router-dom';
import { TrophyIcon } from '@/components/awards/trophy-icon';
import { ErrorState } from '@/components/status-views';
import type { Winner } from '@/lib/api/winners/get-winners';
import { awards as AWARDS_TEXT } from '@/messages/awards';
import { PodiumBlock } from '../components/podium-block';
import { type PodiumTab, podiumsOfTab } from '../components/podium-order';
import { PodiumTotals } from '../components/podium-totals';
import { WinnerDetailDialog } from '../components/winner-detail-dialog';
import { usePodiums } from '../hooks/use-podiums';
import '@/components/awards/awards.css';
import '../awards.css';

const t = AWARDS_TEXT.podium;
const TABS: { id: PodiumTab; label: string }[] = [
  { id: 'all', label: t.all },
  { id: 'recent', label: t.recent },
  { id: 'biggest', label: t.biggest },
];

function PodiumSkeleton() {
  return (
    <div className="podium-block podium-block--skeleton" aria-hidden="true">
      <span className="skeleton skeleton--line" />
      <span className="skeleton skeleton--short" />
      <div className="podium">
        {[2, 1, 3].map((place) => (
          <span key={place} className={`skeleton skeleton--card podium__place--${place}`} />
        ))}
      </div>
    </div>
  );
}

/** /gagnants: the totals, then the winners of the latest closed contests by tab, each openable. */
export function WinnersPage() {
  const [tab, setTab] = useState<PodiumTab>('all');
  const [opened, setOpened] = useState<Winner | null>(null);
  const { podiums, isPending, isLoadingMore, isError, retry } = usePodiums();
  const shown = podiumsOfTab(podiums, tab);

  let body;
  if (isError) {
    body = <ErrorState title={t.loadFailed} message={t.loadFailedText} onRetry={retry} />;
  } else if (isPending) {
    body = (
      <>
        <p className="visually-hidden" role="status">
          {t.loading}
        </p>
        <PodiumSkeleton />
      </>
    );
  } else if (podiums.length === 0) {
    body = (
      <div className="awards-panel">
        <p className="awards-panel__title">{t.empty}</p>
        <p>{t.emptyText}</p>
      </div>
    );
  } else {
    body = (
      <>
        {shown.map((podium) => (
          <PodiumBlock key={podium.contest.id} podium={podium} onOpen={setOpened} />
        ))}
        {isLoadingMore && tab !== 'recent' && (
          <p className="awards-loading" role="status">
            <span className="spinner" aria-hidden="true" />
            {t.loadingMore}
          </p>
        )}
      </>
    );
  }

  return (
    <div className="winners-page">
      <header className="awards-hero awards-hero--gold">
        <span className="awards-hero__icon">
          <TrophyIcon size={40} />
        </span>
        <h1 className="awards-hero__title">{t.title}</h1>
        <p className="awards-hero__intro">{t.intro}</p>
      </header>
      <PodiumTotals />
      <div className="awards-tabs" role="tablist" aria-label={t.tabs}>
        {TABS.map((candidate) => (
          <button
            key={candidate.id}
            type="button"
            role="tab"
            id={`podium-tab-${candidate.id}`}
            aria-selected={tab === candidate.id}
            aria-controls="podium-panel"
            className="awards-tabs__tab"
            onClick={() => setTab(candidate.id)}
          >
            {candidate.label}
          </button>
        ))}
      </div>
      <div id="podium-panel" role="tabpanel" aria-labelledby={`podium-tab-${tab}`} className="winners-page__podiums">
        {body}
      </div>
      <aside className="awards-cta">
        <p className="awards-cta__title">{t.ctaTitle}</p>
        <p>{t.ctaText}</p>
        <div className="awards-cta__links">
          <Link className="button button--primary" to="/concours">
            {t.seeContests}
          </Link>
          <Link className="button" to="/temoignages-publics">
            {t.seeTestimonials}
          </Link>
        </div>
      </aside>
      {opened && <WinnerDetailDialog winner={opened} onClose={() => setOpened(null)} />}
    </div>
  );
}
