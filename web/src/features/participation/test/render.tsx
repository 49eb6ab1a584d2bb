import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { Contest } from '@/lib/api/contests/get-contest';

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

/** An open contest, as GET /api/contests/contests/in-progress lists it. */
export const makeContest = (overrides: Partial<Contest> = {}): Contest => ({
  id: 4,
  title: 'Concours des Filles',
  description: '',
  image: null,
  image_urls: null,
  status: 'open',
  start_date: '2026-11-01T12:00:00.000Z',
  end_date: '2026-12-31T12:00:00.000Z',
  gender: 'female',
  prize: 500_000,
  second_prize: 75_000,
  third_prize: 50_000,
  participants_count: 12,
  preregistrations_count: 0,
  pre_registration_count: 0,
  convertible_preregistrations_count: 0,
  preregistrations_are_open: false,
  preregistration_period_status: 'ended',
  preregistration_start_date: null,
  preregistration_end_date: null,
  pre_registration_start: null,
  pre_registration_end: null,
  time_until_start: { total_seconds: 0, days: 0, hours: 0, minutes: 0 },
  is_over: false,
  created_at: '2026-10-01T00:00:00.000Z',
  updated_at: '2026-10-01T00:00:00.000Z',
  ...overrides,
});
