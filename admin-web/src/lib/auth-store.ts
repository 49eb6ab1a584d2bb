import { createSessionStore, useStoredSession } from '@bebe-star/web-common/auth-store';

/**
 * The back office's tokens live in HttpOnly cookies the server sets under /admin: no script of the
 * origin can read them, so an XSS anywhere on the site cannot carry them away. What this store keeps
 * is what a script may know: who is signed in, and the CSRF value of its readable cookie.
 */
const USER = 'admin_session_user';
const CSRF_COOKIE = 'bs_admin_csrf';
/** Where earlier versions kept the tokens themselves: removed on load. */
const FORMER_TOKEN_KEYS = ['admin_access_token', 'admin_refresh_token'];

export interface Session {
  userId: number;
}

FORMER_TOKEN_KEYS.forEach((key) => localStorage.removeItem(key));

/** The CSRF value the server set for this session, echoed in `X-CSRF-Token` on every unsafe call. */
export function csrfToken(): string | null {
  for (const part of document.cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === CSRF_COOKIE) return decodeURIComponent(value.join('='));
  }
  return null;
}

function read(): Session | null {
  const userId = Number(localStorage.getItem(USER));
  return Number.isInteger(userId) && userId > 0 ? { userId } : null;
}

const store = createSessionStore(read, [USER]);

/** The signed-in administrator, shared by the API client and the React tree. */
export const authStore = {
  get: store.get,
  save(userId: number): void {
    localStorage.setItem(USER, String(userId));
    store.changed();
  },
  clear(): void {
    localStorage.removeItem(USER);
    store.changed();
  },
  subscribe: store.subscribe,
};

/** The current session, re-rendering when the administrator signs in or out (in this tab or another). */
export function useSession(): Session | null {
  return useStoredSession(authStore);
}
