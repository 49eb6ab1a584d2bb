import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';
import { participantQuery } from '@/lib/api/participants/get-participant';
import { votePacksQuery } from '@/lib/api/payments/get-vote-packs';

/** The vote page asks for its participant and the packs while its code loads (its loader), not once it has run. */
export const votingRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    path: 'vote/:contestId/:participantId',
    loader: ({ params }) => {
      if (/^\d+$/.test(params.participantId ?? '')) {
        void queryClient.prefetchQuery(participantQuery(Number(params.participantId)));
      }
      void queryClient.prefetchQuery(votePacksQuery());
      return null;
    },
    // The return flags of a payment change the address, not the data to ask for first.
    shouldRevalidate: ({ currentParams, nextParams }) => currentParams.participantId !== nextParams.participantId,
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
