import type { RouteObject } from 'react-router-dom';

/** Home, the contest list, a contest's participants and its full ranking. */
export const contestRoutes: RouteObject[] = [
  { index: true, lazy: () => import('./pages/home-page').then((m) => ({ Component: m.HomePage })) },
  { path: 'concours', lazy: () => import('./pages/contests-page').then((m) => ({ Component: m.ContestsPage })) },
  {
    path: 'concours/:contestId/participants',
    lazy: () => import('./pages/participants-page').then((m) => ({ Component: m.ParticipantsPage })),
  },
  {
    path: 'concours/:contestId/classement',
    lazy: () => import('./pages/ranking-page').then((m) => ({ Component: m.RankingPage })),
  },
];
