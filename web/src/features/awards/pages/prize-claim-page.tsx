import { useState } from 'react';
import { Link } from 'react-router-dom';
import { RequireSession } from '@/components/require-session';
import { ErrorState, LoadingState } from '@/components/status-views';
import { useMyWins, type WonContest } from '@/lib/api/winners/get-my-wins';
import { awards as AWARDS_TEXT } from '@/messages/awards';
import { ClaimPanel } from '../components/claim-panel';
import { WonContestList } from '../components/won-contest-list';
import '@/components/awards/awards.css';
import '../awards.css';

const t = AWARDS_TEXT.prizeClaim;

/** The win shown first: the first prize still to claim, else the latest win. */
const firstChoice = (wins: WonContest[]): WonContest => wins.find((win) => win.status === 'available') ?? wins[0];

function PrizeClaim() {
  const wins = useMyWins();
  const [chosen, setChosen] = useState<number | null>(null);

  if (wins.isPending) return <LoadingState label={t.loading} />;
  if (wins.isError) return <ErrorState message={t.winsFailed} onRetry={() => void wins.refetch()} />;
  if (wins.data.length === 0) {
    return (
      <div className="awards-panel">
        <p className="awards-panel__title">{t.noWins}</p>
        <p>{t.noWinsText}</p>
        <Link className="button button--primary" to="/concours">
          {t.seeContests}
        </Link>
      </div>
    );
  }

  const selected = wins.data.find((win) => win.id === chosen) ?? firstChoice(wins.data);
  return (
    <div className="prize-claim__layout">
      <section aria-labelledby="won-list-title">
        <h2 id="won-list-title" className="prize-claim__subtitle">
          {t.wins}
        </h2>
        <WonContestList wins={wins.data} selected={selected.id} onSelect={setChosen} />
      </section>
      <ClaimPanel key={selected.id} win={selected} />
    </div>
  );
}

/** /recuperer-lot: the parent's wins, and for the chosen one its claim form or where the claim stands. */
export function PrizeClaimPage() {
  return (
    <RequireSession>
      <div className="prize-claim">
        <header className="prize-claim__header">
          <h1 className="page-title">{t.title}</h1>
          <p className="awards-muted">{t.intro}</p>
        </header>
        <PrizeClaim />
        <p className="prize-claim__rules">{t.rules}</p>
      </div>
    </RequireSession>
  );
}
