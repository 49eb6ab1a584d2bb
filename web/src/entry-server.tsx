import { ApiError } from '@bebe-star/web-common/api-errors';
import { createQueryClient } from '@bebe-star/web-common/query-client';
import { dehydrate, type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router-dom';
import { createRoutes } from './app/router';
import { SERVER_STATE_ID, serializeServerState } from './app/server-state';
import { sendApiRequestsWith } from './lib/api-client';
import { siteSettingsQuery } from './lib/api/settings/site-settings';
import { headDeclaredBy, headTags, SITE_HEAD } from './lib/page-head';
import { queryReadBy } from './lib/rendered-query';

/** How the render reaches the API: the API process hands its own in-process transport. */
export type ApiTransport = (request: Request) => Promise<Response>;

/**
 * The root element to put in the page (null: the bare page), the page's HTTP status, and the head
 * elements (title, link preview tags) to put in place of the bare page's title and description.
 */
export interface RenderedPage {
  root: string | null;
  status: 200 | 404;
  head: string | null;
}

const BARE: RenderedPage = { root: null, status: 200, head: null };
const NOT_FOUND: RenderedPage = { root: null, status: 404, head: null };

/**
 * How long a render waits for its page's data. A query slower than this (a payment's status that
 * asks its provider, an API busy at a contest's peak) is dropped from the render: the page is sent
 * at once with its frame and that part's waiting state, which the browser fills in, instead of a
 * blank page until the whole render times out.
 */
const DATA_WAIT_MS = 1_000;

/**
 * Resolves once no query is fetching (still none a moment later: a loader may ask for a page's next
 * data once the first has come, the winners of the closed contests it read), or after `DATA_WAIT_MS`
 * with the queries still running cancelled (left as the browser's first render finds them: pending).
 */
function settled(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    let check: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      clearTimeout(check);
      clearTimeout(deadline);
      unsubscribe();
    };
    const done = () => {
      stop();
      resolve();
    };
    const deadline = setTimeout(() => {
      stop();
      void queryClient.cancelQueries().then(resolve);
    }, DATA_WAIT_MS);
    const settle = () => {
      clearTimeout(check);
      if (queryClient.isFetching() > 0) return;
      check = setTimeout(() => {
        if (queryClient.isFetching() === 0) done();
      });
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(settle);
    settle();
  });
}

/** The site's routes, for matching addresses only (their loaders never run from here). */
const ROUTES = createRoutes(createQueryClient());

/**
 * The address a page is rendered and kept under: its path, and of its query only the parameters its
 * routes declare they read (`readsQuery`), each once (the first, as the page reads it), by name, and
 * none empty (the page reads an empty one as absent). Any other address of the same page (`/?x=1`, a
 * campaign's `utm_source`) is the same page, rendered once for all of them.
 */
export function pageAddress(url: string): string {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const read = new Set((matchRoutes(ROUTES, pathname) ?? []).flatMap((match) => queryReadBy(match.route.handle)));
  const kept = new URLSearchParams();
  for (const name of [...read].sort()) {
    const value = searchParams.get(name);
    if (value) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/**
 * The page at `request`'s address as a visitor first sees it (no session: the browser adds the
 * signed-in parts once it has taken over): the root element with the page rendered in it, then the
 * state the browser's first render must reuse (the queries the page's loader asked for, answered).
 * Only pages that show data are rendered here: those whose route has a loader. The others (forms to
 * fill, pages for signed-in users) would gain little, and a form shown before its code has run would
 * lose what the visitor types or the browser fills in meanwhile.
 * No root for those, for a redirect, a loader's error or a failed query: the bare page then, which the
 * browser renders whole. The status is 404 for an address no page of the site answers (the catch-all
 * route) and for a page whose subject the API does not know (a query answered 404: an unknown contest
 * or participant), so that search engines and link checkers see the address leads nowhere.
 * A rendered page's head is its link preview (the deepest route's that declares one, else the
 * site's), for the address of `request`: the site's public address, which the API process gives.
 */
export async function render(request: Request, transport: ApiTransport): Promise<RenderedPage> {
  sendApiRequestsWith(transport);
  const queryClient = createQueryClient();
  // A render waits for nobody's retries: what failed is asked again by the browser.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const routes = createRoutes(queryClient);
  const matches = matchRoutes(routes, new URL(request.url).pathname);
  if (!matches || matches[matches.length - 1].route.path === '*') return NOT_FOUND;
  if (!matches.some((match) => match.route.loader)) return BARE;
  const handler = createStaticHandler(routes);
  // The contacts, sign-in buttons and notices every page shows.
  void queryClient.prefetchQuery(siteSettingsQuery);
  const context = await handler.query(request);
  if (context instanceof Response || context.errors) return BARE;
  await settled(queryClient);
  // What failed is not handed over (only answers are): the browser's first render would differ.
  const failures = queryClient
    .getQueryCache()
    .getAll()
    .map((query) => query.state.error)
    .filter((error) => error !== null);
  if (failures.some((error) => error instanceof ApiError && error.status === 404)) return NOT_FOUND;
  if (failures.length > 0) return BARE;
  const { prelude } = await prerender(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </QueryClientProvider>
    </StrictMode>,
  );
  const state = serializeServerState({
    router: { loaderData: context.loaderData, actionData: context.actionData },
    queries: dehydrate(queryClient),
  });
  const declared = [...context.matches].reverse().find((match) => headDeclaredBy(match.route.handle));
  const head = (declared && headDeclaredBy(declared.route.handle)?.(declared.params, queryClient)) ?? SITE_HEAD;
  return {
    head: headTags(head, request.url),
    root: `<div id="root">${await new Response(prelude).text()}</div><script type="application/json" id="${SERVER_STATE_ID}">${state}</script>`,
    status: 200,
  };
}
