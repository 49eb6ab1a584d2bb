import type { RouteObject } from 'react-router-dom';

export const votingRoutes: RouteObject[] = [
  {
    path: 'vote/:contestId/:participantId',
    lazy: () => import('./pages/vote-page').then((m) => ({ Component: m.VotePage })),
  },
  {
    path: 'payment-success',
    lazy: () => import('./pages/payment-success-page').then((m) => ({ Component: m.PaymentSuccessPage })),
  },
  {
    path: 'payment-failed',
    lazy: () => import('./pages/payment-failed-page').then((m) => ({ Component: m.PaymentFailedPage })),
  },
];
