import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router-dom';
import { accountRoutes } from '../features/account/routes';
import { awardsRoutes } from '../features/awards/routes';
import { contestRoutes } from '../features/contests/routes';
import { legalRoutes } from '../features/legal/routes';
import { participationRoutes } from '../features/participation/routes';
import { votingRoutes } from '../features/voting/routes';
import { NotFoundPage, RouteErrorPage } from './fallback-pages';
import { SiteLayout } from './layout/site-layout';

/**
 * Every page of the site inside the layout; pages are loaded on demand (`lazy`) by their feature,
 * some of them asking `queryClient` for their data meanwhile.
 */
export function createRouter(queryClient: QueryClient) {
  return createBrowserRouter([
    {
      element: <SiteLayout />,
      errorElement: <RouteErrorPage />,
      children: [
        {
          errorElement: <RouteErrorPage />,
          children: [
            ...contestRoutes(queryClient),
            ...votingRoutes(queryClient),
            ...accountRoutes,
            ...participationRoutes,
            ...legalRoutes,
            ...awardsRoutes,
          ],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
