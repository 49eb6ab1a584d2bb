import { withProofOfWork } from '@bebe-star/web-common/proof-of-work';
import createClient from 'openapi-fetch';
import type { paths } from '@contracts/api-schema';
import { authStore } from './auth-store';

/** Where the browser goes when the session cannot be renewed. */
function toLogin(): void {
  const here = `${window.location.pathname}${window.location.search}`;
  if (window.location.pathname.startsWith('/login')) return;
  window.location.assign(`/login?redirect=${encodeURIComponent(here)}`);
}

/** Where requests go: the network in the browser; the API itself when the server renders a page. */
let send: (request: Request) => Promise<Response> = (request) => fetch(request);

/** The server's render hands its in-process transport to the API (entry-server.tsx). */
export function sendApiRequestsWith(transport: (request: Request) => Promise<Response>): void {
  send = transport;
}

/** Sends a request, meeting the proof of work of a busy address (sign-up, sign-in). */
const sendProving = withProofOfWork((request) => send(request));

let refreshing: Promise<string | null> | null = null;

/** One refresh at a time, shared by every request that met a 401 meanwhile. */
function refreshAccess(): Promise<string | null> {
  refreshing ??= (async () => {
    const refresh = authStore.get()?.refreshToken;
    if (!refresh) return null;
    try {
      const response = await fetch('/api/token/refresh/', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ refresh }),
      });
      if (!response.ok) return null;
      const tokens = (await response.json()) as { access?: string; refresh?: string };
      if (!tokens.access) return null;
      authStore.save(tokens.access, tokens.refresh);
      return tokens.access;
    } catch {
      return null;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

const withToken = (request: Request, token: string | undefined): Request => {
  const next = new Request(request);
  if (token) next.headers.set('Authorization', `Bearer ${token}`);
  return next;
};

/**
 * The one place 401s and proofs of work are handled: the request carries the stored access token; on a 401 the
 * refresh token is used once and the request replayed; when that fails the session is cleared and
 * the user sent to /login?redirect=… (public reads simply get their 401).
 */
export async function authFetch(input: Request): Promise<Response> {
  const session = authStore.get();
  const replay = input.clone();
  const response = await sendProving(withToken(input, session?.accessToken));
  if (response.status !== 401 || !session) return response;
  const access = await refreshAccess();
  if (!access) {
    authStore.clear();
    toLogin();
    return response;
  }
  return sendProving(withToken(replay, access));
}

/** The typed API client, generated from the API's OpenAPI document (the address is the page's own; any one on the server). */
export const api = createClient<paths>({
  baseUrl: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  fetch: authFetch,
});

/** A French message from an API error body (`detail`, or the first field error). */
export function errorMessage(body: unknown, fallback: string): string {
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    if (typeof record.detail === 'string') return record.detail;
    for (const value of Object.values(record)) {
      if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
    }
  }
  return fallback;
}

/** Thrown by query functions so React Query and error views carry the API's French message and status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Unwraps an openapi-fetch result: the data, or an ApiError with the server's French message. */
export function unwrap<T>(result: { data?: T; error?: unknown; response: Response }, fallback: string): T {
  if (result.response.ok && result.data !== undefined) return result.data;
  throw new ApiError(result.response.status, errorMessage(result.error, fallback), result.error);
}
