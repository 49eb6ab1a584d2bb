import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';
import { readsQuery } from '@/lib/rendered-query';
import { transparencyKeysQuery } from './api/get-transparency-keys';

/**
 * /verifier: its code (and the verifier's cryptography) is loaded only by those who open it; the
 * published keys are asked for meanwhile, so the server renders the page's frame (and the receipt a
 * link names, waiting for its check in the browser) before that code arrives.
 */
export const transparencyRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    path: 'verifier',
    loader: () => {
      void queryClient.prefetchQuery(transparencyKeysQuery());
      return null;
    },
    // The receipt a vote's or a payment's link names, checked at once.
    ...readsQuery('recu', 'empreinte'),
    lazy: () => import('./pages/verifier-page').then((m) => ({ Component: m.VerifierPage })),
  },
];
