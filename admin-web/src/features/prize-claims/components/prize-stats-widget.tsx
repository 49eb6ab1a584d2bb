import type { PrizeClaimStats } from '@/lib/api/prize-claims/prize-claim-stats';
import { formatNumber, formatShare } from '@bebe-star/web-common/format';
import { prizeClaims as CLAIMS_TEXT } from '@/messages/prize-claims';

const t = CLAIMS_TEXT.prizeStats;

/** Spec 002 §9: ranks 1, 2 and 3 are counted, the five most active contests shown. */
const TOP_CONTESTS = 5;

/** The prize statistics widget: claims by rank (with their share) and the most active contests. */
export function PrizeStatsWidget({ stats, failed }: { stats: PrizeClaimStats | undefined; failed: boolean }) {
  if (failed) {
    return (
      <section className="panel prize-stats" aria-labelledby="prize-stats-title">
        <h2 id="prize-stats-title">{t.title}</h2>
        <p className="form__error" role="alert">
          {t.failed}
        </p>
      </section>
    );
  }
  if (!stats) return null;
  const ranks = [
    { rank: 1, count: stats.claims_by_rank.first_place },
    { rank: 2, count: stats.claims_by_rank.second_place },
    { rank: 3, count: stats.claims_by_rank.third_place },
  ];
  return (
    <section className="panel prize-stats" aria-labelledby="prize-stats-title">
      <h2 id="prize-stats-title">{t.title}</h2>
      <p className="prize-stats__total">{t.total(stats.total_claims)}</p>
      <div className="prize-stats__columns">
        <div>
          <h3>{t.byRank}</h3>
          <ul className="prize-stats__ranks">
            {ranks.map(({ rank, count }) => (
              <li key={rank}>
                <span className={`rank-badge rank-badge--${rank}`}>{t.rank(rank)}</span>
                <span className="prize-stats__bar" aria-hidden="true">
                  <span style={{ width: `${stats.total_claims > 0 ? (100 * count) / stats.total_claims : 0}%` }} />
                </span>
                <span className="prize-stats__figure">
                  {formatNumber(count)} ({formatShare(count, stats.total_claims)})
                </span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3>{t.topContests}</h3>
          {stats.top_contests.length === 0 ? (
            <p>{t.noContest}</p>
          ) : (
            <ol className="prize-stats__contests">
              {stats.top_contests.slice(0, TOP_CONTESTS).map((contest) => (
                <li key={contest.winner__contest__id}>
                  <span>{contest.winner__contest__title}</span>
                  <span className="prize-stats__figure">{t.claims(contest.total_claims)}</span>
                </li>
              ))}
            </ol>
          )}
        </div>
      </div>
    </section>
  );
}
