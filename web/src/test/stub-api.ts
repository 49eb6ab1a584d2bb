import { vi } from 'vitest';

/** A JSON answer of the stubbed API. */
export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

/**
 * Stubs the API: `routes` maps "METHOD /path" to a body, a Response, or a function of the request;
 * anything else is a 404. The returned spy lists the requests made.
 */
export function stubApi(routes: Record<string, unknown>) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const answer = routes[`${request.method} ${new URL(request.url).pathname}`];
    if (answer === undefined) return json({ detail: 'Not found' }, 404);
    if (typeof answer === 'function') return (answer as (request: Request) => Response | Promise<Response>)(request);
    return answer instanceof Response ? answer.clone() : json(answer);
  });
}

/** A token whose payload carries `user_id` (what the auth store reads). */
export function fakeAccessToken(userId: number): string {
  return `x.${btoa(JSON.stringify({ user_id: userId }))}.y`;
}
