import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useEffect } from 'react';
import { RouterProvider } from 'react-router-dom';
import { siteSettingsQuery } from '@/lib/api/settings/site-settings';
import type { createRouter } from './router';

/**
 * The site in the browser: the same tree as the server's render (entry-server.tsx), with a live
 * router; `fromServer` when it takes over a page the server rendered. That page may be a second or
 * two old (one render serves every visitor for a moment): once taken over, what it shows is asked
 * again and replaced where it changed — but for the site's settings, which came with the page itself,
 * as fresh as it. (An effect here, not a component beside the router: the tree must stay the
 * server's, or the ids React generates would differ.)
 */
export function App({
  queryClient,
  router,
  fromServer,
}: {
  queryClient: QueryClient;
  router: Awaited<ReturnType<typeof createRouter>>;
  fromServer: boolean;
}) {
  useEffect(() => {
    if (fromServer) {
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== siteSettingsQuery.queryKey[0] });
    }
  }, [fromServer, queryClient]);
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>
  );
}
