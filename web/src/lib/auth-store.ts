import { useSyncExternalStore } from 'react';

const ACCESS = 'access_token';
const REFRESH = 'refresh_token';
const USER_ID = 'user_id';

export interface Session {
  accessToken: string;
  refreshToken: string | null;
  userId: number | null;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: Session | null | undefined;

function read(): Session | null {
  const accessToken = localStorage.getItem(ACCESS);
  if (!accessToken) return null;
  const userId = Number(localStorage.getItem(USER_ID));
  return { accessToken, refreshToken: localStorage.getItem(REFRESH), userId: userId > 0 ? userId : null };
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

function changed(): void {
  cached = undefined;
  listeners.forEach((listener) => listener());
}

/** Tokens kept in local storage (the spec's keys), shared by the API client and the React tree. */
export const authStore = {
  get: (): Session | null => {
    if (cached === undefined) cached = read();
    return cached;
  },
  save(accessToken: string, refreshToken?: string | null): void {
    localStorage.setItem(ACCESS, accessToken);
    if (refreshToken) localStorage.setItem(REFRESH, refreshToken);
    const userId = userIdOf(accessToken);
    if (userId) localStorage.setItem(USER_ID, String(userId));
    changed();
  },
  clear(): void {
    [ACCESS, REFRESH, USER_ID].forEach((key) => localStorage.removeItem(key));
    changed();
  },
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || [ACCESS, REFRESH, USER_ID].includes(event.key)) changed();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
};

/** The current session, re-rendering when the user logs in or out (in this tab or another). */
export function useSession(): Session | null {
  return useSyncExternalStore(authStore.subscribe, authStore.get, () => null);
}
