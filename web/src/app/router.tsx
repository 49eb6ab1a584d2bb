import { createBrowserRouter } from 'react-router-dom';
import { accountRoutes } from '../features/account/routes';
import { contestRoutes } from '../features/contests/routes';
import { participationRoutes } from '../features/participation/routes';
import { votingRoutes } from '../features/voting/routes';
import { NotFoundPage, RouteErrorPage } from './fallback-pages';
import { SiteLayout } from './layout/site-layout';

/** Every page of the site inside the layout; pages are loaded on demand (`lazy`) by their feature. */
export function createRouter() {
  return createBrowserRouter([
    {
      element: <SiteLayout />,
      errorElement: <RouteErrorPage />,
      children: [
        {
          errorElement: <RouteErrorPage />,
          children: [...contestRoutes, ...votingRoutes, ...accountRoutes, ...participationRoutes],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
