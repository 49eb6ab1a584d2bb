import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';
import { contestQuery } from '../../lib/api/contests/get-contest';
import { contestParticipantsQuery } from './api/get-contest-participants';
import { NO_FILTERS } from './components/participant-filters';

/**
 * Home, the contest list, a contest's participants and its full ranking. The participants page asks
 * for its contest and first participants while its code loads (its loader), not once it has run.
 */
export const contestRoutes = (queryClient: QueryClient): RouteObject[] => [
  { index: true, lazy: () => import('./pages/home-page').then((m) => ({ Component: m.HomePage })) },
  { path: 'concours', lazy: () => import('./pages/contests-page').then((m) => ({ Component: m.ContestsPage })) },
  {
    path: 'concours/:contestId/participants',
    loader: ({ params, request }) => {
      const contestId = Number(params.contestId);
      if (Number.isInteger(contestId) && contestId > 0) {
        const search = new URL(request.url).searchParams.get('search') ?? '';
        void queryClient.prefetchQuery(contestQuery(contestId));
        void queryClient.prefetchInfiniteQuery(contestParticipantsQuery(contestId, { ...NO_FILTERS, search }));
      }
      return null;
    },
    // Filters and the opened participant change the address, not the data to ask for first.
    shouldRevalidate: ({ currentParams, nextParams }) => currentParams.contestId !== nextParams.contestId,
    lazy: () => import('./pages/participants-page').then((m) => ({ Component: m.ParticipantsPage })),
  },
  {
    path: 'concours/:contestId/classement',
    lazy: () => import('./pages/ranking-page').then((m) => ({ Component: m.RankingPage })),
  },
];
