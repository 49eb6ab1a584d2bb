import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

/** Renders a page at `path` inside a router and a fresh query client (other routes show their path). */
export function renderPage(
  Page: ComponentType,
  { path, entry, state }: { path: string; entry: string; state?: unknown },
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path, Component: Page },
      { path: '*', Component: () => <p>Page {window.location.pathname}</p> },
    ],
    {
      initialEntries: [
        { pathname: entry.split('?')[0], search: entry.includes('?') ? `?${entry.split('?')[1]}` : '', state },
      ],
    },
  );
  return {
    router,
    ...render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  };
}

export const COUNTRIES = [
  { id: 1, name: 'Sénégal', code: 'SN', dial_code: '+221', city_count: 2 },
  { id: 2, name: 'Mali', code: 'ML', dial_code: '+223', city_count: 1 },
];

export const CITIES = [
  { id: 10, name: 'Dakar', country: 1 },
  { id: 11, name: 'Thiès', country: 1 },
];
