import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type HydrationState, matchRoutes, type RouteObject } from 'react-router-dom';
import { accountRoutes } from '../features/account/routes';
import { awardsRoutes } from '../features/awards/routes';
import { contestRoutes } from '../features/contests/routes';
import { legalRoutes } from '../features/legal/routes';
import { participationRoutes } from '../features/participation/routes';
import { transparencyRoutes } from '../features/transparency/routes';
import { votingRoutes } from '../features/voting/routes';
import { NotFoundPage } from '../components/status-views';
import { RouteErrorPage } from './fallback-pages';
import { SiteLayout } from './layout/site-layout';

/**
 * Every page of the site inside the layout; pages are loaded on demand (`lazy`) by their feature,
 * some of them asking `queryClient` for their data meanwhile (their loader, which the server's
 * render waits for).
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
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
            ...awardsRoutes(queryClient),
            ...transparencyRoutes(queryClient),
          ],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

/**
 * The browser's router. Over a page the server rendered, the code of the matched pages is loaded
 * first and the loaders' outcome taken from the server, so the first render is the server's.
 */
export async function createRouter(queryClient: QueryClient, hydrationData?: HydrationState) {
  const routes = createRoutes(queryClient);
  if (hydrationData) {
    const lazyMatches = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy) ?? [];
    await Promise.all(
      lazyMatches.map(async ({ route }) => {
        const loaded = await (route.lazy as () => Promise<Partial<RouteObject>>)();
        Object.assign(route, { ...loaded, lazy: undefined });
      }),
    );
  }
  return createBrowserRouter(routes, { hydrationData });
}
