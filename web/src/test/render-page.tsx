import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { clientWithSettings } from './site-settings';

/** Stands for any other page: it shows where the app went, query string included. */
function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">{`${location.pathname}${location.search}`}</p>;
}

/**
 * Renders `element` at `entry` (matched by `path`) in a memory router with a fresh query client
 * (no retries) holding the site's settings; navigating away renders the target address in `data-testid="elsewhere"`.
 */
export function renderPage(element: ReactElement, { path, entry }: { path: string; entry?: string }) {
  const queryClient = clientWithSettings();
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [entry ?? path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}
