import { createQueryClient } from '@bebe-star/web-common/query-client';
import type { components } from '@contracts/api-schema';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { adminRoutes } from '../app/router';
import { authStore } from '../lib/auth-store';

type User = components['schemas']['UserDetailResponse'];

/** An account as GET /api/users/{id} answers it. */
export const makeUser = (overrides: Partial<User> = {}): User => ({
  id: 1,
  email: 'admin@bebestar.local',
  username: 'admin',
  first_name: 'Awa',
  last_name: 'Diop',
  contact_number: '',
  address: '',
  city: '',
  country: '',
  is_active: true,
  is_staff: true,
  is_admin: true,
  groups: ['Administrateurs'],
  date_joined: '2026-01-01T00:00:00.000Z',
  last_login: null,
  email_confirmed: true,
  permissions: ['moderate_comments', 'manage_prize_claims'],
  ...overrides,
});

/** Signs `user` in: the session's account in storage and its CSRF cookie (the tokens are HttpOnly cookies). */
export function signIn(user: User): void {
  document.cookie = `bs_admin_csrf=${CSRF}; path=/`;
  authStore.save(user.id);
}

/** The CSRF value of the sessions `signIn` opens. */
export const CSRF = 'csrf-1';

/** The whole back office at `url` (a path under /admin), with a fresh query cache. */
export function renderAdmin(url: string) {
  const router = createMemoryRouter(adminRoutes, { initialEntries: [url] });
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}
