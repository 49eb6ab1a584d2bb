import { createApiClient } from '@bebe-star/web-common/api-client';
import { authStore } from './auth-store';

/** Where requests go: the network in the browser; the API itself when the server renders a page. */
let send: (request: Request) => Promise<Response> = (request) => fetch(request);

/** The server's render hands its in-process transport to the API (entry-server.tsx). */
export function sendApiRequestsWith(transport: (request: Request) => Promise<Response>): void {
  send = transport;
}

/** The request with the stored access token, if any. */
function withToken(request: Request): Request {
  const token = authStore.get()?.accessToken;
  if (!token) return request;
  const next = new Request(request);
  next.headers.set('Authorization', `Bearer ${token}`);
  return next;
}

/**
 * The typed API client (the address is the page's own; any one on the server). The site's session is
 * a pair of bearer tokens in storage: on a 401 the refresh token is used once and the request
 * replayed; when that fails the session is cleared and the request replayed as a visitor's: the
 * visitor stays on the page they opened, signed out (a relative opening a shared link weeks later
 * sees the child, not /login), told « Connexion expirée » with the way to sign in and come back
 * (SessionExpiredNotice); a page only for the signed-in asks them to sign in itself.
 */
export const api = createApiClient({
  baseUrl: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  send: (request) => send(request),
  authorize: withToken,
  session: {
    active: () => authStore.get() !== null,
    refresh: async (plainApi) => {
      const refresh = authStore.get()?.refreshToken;
      if (!refresh) return false;
      const { data } = await plainApi.POST('/api/token/refresh', { body: { refresh } });
      if (!data?.access) return false;
      authStore.save(data.access, data.refresh);
      return true;
    },
    end: () => authStore.expire(),
  },
});
