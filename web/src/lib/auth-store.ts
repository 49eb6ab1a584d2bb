import { useSyncExternalStore } from 'react';
import { createSessionStore, useStoredSession } from '@bebe-star/web-common/auth-store';

const ACCESS = 'access_token';
const REFRESH = 'refresh_token';
const USER_ID = 'user_id';

export interface Session {
  accessToken: string;
  refreshToken: string | null;
  userId: number | null;
}

const KEYS = [ACCESS, REFRESH, USER_ID];

/** Where the tokens live: local storage when remembered, session storage (ends with the browser) otherwise. */
function currentStorage(): Storage | null {
  if (localStorage.getItem(ACCESS)) return localStorage;
  if (sessionStorage.getItem(ACCESS)) return sessionStorage;
  return null;
}

function read(): Session | null {
  // The server renders pages as a visitor sees them.
  if (typeof window === 'undefined') return null;
  const storage = currentStorage();
  const accessToken = storage?.getItem(ACCESS);
  if (!storage || !accessToken) return null;
  const userId = Number(storage.getItem(USER_ID));
  return { accessToken, refreshToken: storage.getItem(REFRESH), userId: userId > 0 ? userId : null };
}

function removeFrom(storage: Storage): void {
  KEYS.forEach((key) => storage.removeItem(key));
}

/** The user id carried by an access token (its `user_id` claim), or null. */
export function userIdOf(accessToken: string): number | null {
  try {
    const payload = JSON.parse(atob(accessToken.split('.')[1].replace(/-/g, '+').replace(/_/g, '/'))) as {
      user_id?: unknown;
    };
    return typeof payload.user_id === 'number' ? payload.user_id : null;
  } catch {
    return null;
  }
}

const store = createSessionStore(read, KEYS);

/** Whether this tab's session ended because it expired (not signed out), until told or signed in again. */
let expired = false;
const expiryListeners = new Set<() => void>();
const setExpired = (value: boolean) => {
  if (expired === value) return;
  expired = value;
  expiryListeners.forEach((listener) => listener());
};

/**
 * Tokens kept under the spec's keys, shared by the API client and the React tree: in local storage,
 * or in session storage when the user did not tick "Se souvenir de moi".
 */
export const authStore = {
  get: store.get,
  /**
   * Stores a new pair. `remember` chooses the storage at sign-in; without it (token refresh) the
   * tokens stay where the session already lives, local storage by default.
   */
  save(accessToken: string, refreshToken?: string | null, options?: { remember: boolean }): void {
    const storage = options ? (options.remember ? localStorage : sessionStorage) : (currentStorage() ?? localStorage);
    removeFrom(storage === localStorage ? sessionStorage : localStorage);
    storage.setItem(ACCESS, accessToken);
    if (refreshToken) storage.setItem(REFRESH, refreshToken);
    const userId = userIdOf(accessToken);
    if (userId) storage.setItem(USER_ID, String(userId));
    setExpired(false);
    store.changed();
  },
  clear(): void {
    removeFrom(localStorage);
    removeFrom(sessionStorage);
    store.changed();
  },
  /** The session expired (a 401 the refresh could not mend): cleared, and the visitor is to be told. */
  expire(): void {
    setExpired(true);
    authStore.clear();
  },
  /** The visitor has been told (or dismissed the message). */
  expiryTold(): void {
    setExpired(false);
  },
  subscribe: store.subscribe,
};

const subscribeExpiry = (listener: () => void) => {
  expiryListeners.add(listener);
  return () => expiryListeners.delete(listener);
};

/** Whether the session just expired, to say so (« Connexion expirée… »); never on the server. */
export function useSessionExpired(): boolean {
  return useSyncExternalStore(
    subscribeExpiry,
    () => expired,
    () => false,
  );
}

/** The current session, re-rendering when the user logs in or out (in this tab or another). */
export function useSession(): Session | null {
  return useStoredSession(authStore);
}
