import type { paths } from '@contracts/api-schema';
import type { spyOn } from '@vitest/spy';

/** The apps run their specs with Vitest's globals: its `vi`, whose spies `vi.restoreAllMocks()` undoes. */
declare const vi: { spyOn: typeof spyOn };

type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';

/** A contract path with its parameters as any text: `/api/users/{id}` → `/api/users/${string}`. */
type Concrete<P extends string> = P extends `${infer Head}{${string}}${infer Tail}`
  ? `${Head}${string}${Concrete<Tail>}`
  : P;

type ContractPath = Extract<keyof paths, string>;

/** "METHOD /api/path" for every operation of the contract (`GET /api/users/7`): a typo is a type error. */
export type ApiRoute = {
  [P in ContractPath]: {
    [M in Method]: paths[P][M] extends undefined ? never : `${Uppercase<M>} ${Concrete<P>}`;
  }[Method];
}[ContractPath];

export type Handler = (request: Request) => Response | Promise<Response>;

/** A route's answer: a handler, a Response (a copy each time), or a value answered as JSON 200. */
export type Answer = Handler | Response | object | string | number | boolean | null;

/** A JSON answer of the stubbed API. */
export const json = (body: unknown, status = 200, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

/** A request's route as the contract names it: the back office calls `/admin/api/…` for `/api/…`. */
const routeOf = (url: string) => new URL(url).pathname.replace(/^\/admin(?=\/api\/)/, '').replace(/\/$/, '');

/**
 * Replaces fetch with the given answers, keyed "METHOD /api/path" as the contract names the route
 * (no trailing slash); anything else is a 404. Returns the fetch spy, with every request recorded.
 */
export function stubApi(routes: Partial<Record<ApiRoute, Answer>>) {
  const answers: Partial<Record<string, Answer>> = routes;
  const requests: Request[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    requests.push(request.clone());
    const answer = answers[`${request.method} ${routeOf(request.url)}`];
    if (answer === undefined) return json({ detail: 'La ressource demandée n’existe pas.' }, 404);
    if (answer instanceof Response) return answer.clone();
    return typeof answer === 'function' ? (answer as Handler)(request) : json(answer);
  });
  return Object.assign(spy, {
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
  });
}
