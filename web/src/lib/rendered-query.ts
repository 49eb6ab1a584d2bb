/**
 * What a route with a loader tells the server's render (its `handle`): the query parameters its first
 * screen reads, in its loader or in its page. A page is rendered and kept under its path with those
 * parameters only, so that any other (a campaign's tags, a random `?x=`) gets the page's render
 * already made instead of starting one; a parameter the page reads but the key left out would make
 * the browser's first render differ from the server's.
 */
export interface RenderedRouteHandle {
  query: readonly string[];
}

/** The `handle` of a route whose first screen reads the query parameters `query`. */
export function readsQuery(...query: string[]): { handle: RenderedRouteHandle } {
  return { handle: { query } };
}

/** The query parameters a route's handle declares (none when it declares nothing). */
export function queryReadBy(handle: unknown): readonly string[] {
  return (handle as Partial<RenderedRouteHandle> | undefined)?.query ?? [];
}
