import { createApiClient } from '@bebe-star/web-common/api-client';
import { authStore, csrfToken } from './auth-store';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Unsafe calls repeat the session's CSRF cookie in a header (the server refuses them otherwise). */
function withCsrf(request: Request): Request {
  const csrf = csrfToken();
  if (SAFE_METHODS.has(request.method) || !csrf) return request;
  const next = new Request(request);
  next.headers.set('X-CSRF-Token', csrf);
  return next;
}

/**
 * The typed API client. The back office calls the API as /admin/api/…: the browser sends it the
 * session's HttpOnly cookies (Path=/admin) there, and only there. On a 401 the session is refreshed
 * once (the server rotates its cookies) and the request replayed; when that fails the session is
 * cleared, and the access guard brings the sign-in page back.
 */
export const api = createApiClient({
  baseUrl: `${window.location.origin}/admin`,
  credentials: 'same-origin',
  send: (request) => fetch(withCsrf(request)),
  authorize: (request) => request,
  session: {
    active: () => authStore.get() !== null,
    refresh: async (plainApi) => (await plainApi.POST('/api/admin/session/refresh')).data !== undefined,
    end: () => authStore.clear(),
  },
});
