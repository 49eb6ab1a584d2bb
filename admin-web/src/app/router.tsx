import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AccessGuard } from './access-guard';
import { NotFoundPage, RouteErrorPage } from './fallback-pages';
import { HomeRedirect } from './home-redirect';
import { AdminLayout } from './layout/admin-layout';
import { PermissionGuard } from './permission-guard';
import { ADMIN_TABS } from './tabs';

/** The sign-in page, then every tab behind the access guard, inside the layout; tabs load on demand. */
export const adminRoutes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    children: [
      {
        path: 'login',
        lazy: () => import('../features/sign-in/sign-in-page').then((module) => ({ Component: module.SignInPage })),
      },
      {
        element: <AccessGuard />,
        children: [
          {
            element: <AdminLayout />,
            children: [
              { index: true, element: <HomeRedirect /> },
              ...ADMIN_TABS.map((tab) => ({
                path: tab.path,
                element: <PermissionGuard permission={tab.permission} />,
                children: [{ index: true, lazy: tab.lazy }, ...(tab.pages ?? [])],
              })),
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
];

/** Under the base the app is built for (/admin/). */
export const createRouter = () =>
  createBrowserRouter(adminRoutes, { basename: import.meta.env.BASE_URL.replace(/\/$/, '') });
