import { vi } from 'vitest';

export type Handler = (request: Request) => Response | Promise<Response>;

export const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A request's API route as the contract names it: the back office calls `/admin/api/…` for `/api/…`. */
const routeOf = (url: string) => new URL(url).pathname.replace(/^\/admin(?=\/api\/)/, '').replace(/\/$/, '');

/**
 * Replaces fetch with the given answers, keyed "METHOD /api/path" (no trailing slash): a handler, a
 * Response (a copy each time), or a plain value answered as JSON 200. Unknown routes get a 404.
 * Every request is recorded.
 */
export function fakeApi(routes: Record<string, Handler | Response | object>) {
  const requests: Request[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request.clone());
    const key = `${request.method} ${routeOf(request.url)}`;
    const route = routes[key];
    if (route === undefined) return json({ detail: 'La ressource demandée n’existe pas.' }, 404);
    if (route instanceof Response) return route.clone();
    return typeof route === 'function' ? (route as Handler)(request) : json(route);
  });
  return {
    requests,
    /** The recorded requests to `path` (with `method`), as URLs. */
    calls: (method: string, path: string) =>
      requests
        .filter((request) => request.method === method && routeOf(request.url) === path)
        .map((request) => new URL(request.url)),
    /** The JSON bodies sent to `path`. */
    bodies: (path: string) =>
      Promise.all(
        requests
          .filter((request) => routeOf(request.url) === path && request.method !== 'GET')
          .map((request) => request.clone().json() as Promise<unknown>),
      ),
  };
}
