import { useSyncExternalStore } from 'react';

/** Keys of their own: the back office session is separate from the public site's on the same origin. */
const ACCESS = 'admin_access_token';
const REFRESH = 'admin_refresh_token';
const KEYS = [ACCESS, REFRESH];

export interface Session {
  accessToken: string;
  refreshToken: string | null;
  userId: number | null;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: Session | null | undefined;

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

function read(): Session | null {
  const accessToken = localStorage.getItem(ACCESS);
  if (!accessToken) return null;
  return { accessToken, refreshToken: localStorage.getItem(REFRESH), userId: userIdOf(accessToken) };
}

function changed(): void {
  cached = undefined;
  listeners.forEach((listener) => listener());
}

/** The administrator's tokens, shared by the API client and the React tree. */
export const authStore = {
  get: (): Session | null => {
    if (cached === undefined) cached = read();
    return cached;
  },
  save(accessToken: string, refreshToken?: string | null): void {
    localStorage.setItem(ACCESS, accessToken);
    if (refreshToken) localStorage.setItem(REFRESH, refreshToken);
    changed();
  },
  clear(): void {
    KEYS.forEach((key) => localStorage.removeItem(key));
    changed();
  },
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || KEYS.includes(event.key)) changed();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
};

/** The current session, re-rendering when the administrator signs in or out (in this tab or another). */
export function useSession(): Session | null {
  return useSyncExternalStore(authStore.subscribe, authStore.get, () => null);
}
