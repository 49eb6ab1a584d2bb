import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';
import { closedContestsQuery } from '@/lib/api/contests/get-closed-contests';
import { winnerTotalsQuery } from '@/lib/api/winners/get-winner-totals';
import { contestWinnersQuery } from '@/lib/api/winners/get-winners';
import { PODIUM_BATCH } from './hooks/use-podiums';

/**
 * /gagnants asks for its totals, the closed contests and, once they are known, the first podiums'
 * winners while its code loads (not once it has run): the server's render waits for them, so the page
 * arrives with its first podiums.
 */
const winnersLoader = (queryClient: QueryClient) => () => {
  void queryClient.prefetchQuery(winnerTotalsQuery());
  void queryClient
    .fetchQuery(closedContestsQuery())
    .then((contests) =>
      Promise.all(
        contests.slice(0, PODIUM_BATCH).map((contest) => queryClient.prefetchQuery(contestWinnersQuery(contest.id))),
      ),
    )
    // The page asks again for what failed.
    .catch(() => undefined);
  return null;
};

/** The end of a contest: the podium, the testimonials and the prize claim. */
export const awardsRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    path: 'gagnants',
    loader: winnersLoader(queryClient),
    lazy: () => import('./pages/winners-page').then((m) => ({ Component: m.WinnersPage })),
  },
  {
    path: 'temoignages',
    lazy: () => import('./pages/testimonial-page').then((m) => ({ Component: m.TestimonialPage })),
  },
  {
    path: 'temoignages-publics',
    lazy: () => import('./pages/public-testimonials-page').then((m) => ({ Component: m.PublicTestimonialsPage })),
  },
  {
    path: 'recuperer-lot',
    lazy: () => import('./pages/prize-claim-page').then((m) => ({ Component: m.PrizeClaimPage })),
  },
];
