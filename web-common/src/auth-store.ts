import { useSyncExternalStore } from 'react';

/** The core of a front end's session store: what it reads is the app's, its caching and listeners are shared. */
export interface SessionStore<S> {
  get: () => S | null;
  subscribe: (listener: () => void) => () => void;
  /** To call after the app wrote the session: readers get the new one, subscribers are told. */
  changed: () => void;
}

/**
 * A session read from the browser's storage by `read`, cached until `changed()`, and followed in the
 * other tabs through the `storage` events of the `keys` it lives under.
 */
export function createSessionStore<S>(read: () => S | null, keys: readonly string[]): SessionStore<S> {
  const listeners = new Set<() => void>();
  let cached: S | null | undefined;
  const changed = (): void => {
    cached = undefined;
    listeners.forEach((listener) => listener());
  };
  return {
    get: () => {
      if (cached === undefined) cached = read();
      return cached;
    },
    subscribe: (listener) => {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key === null || keys.includes(event.key)) changed();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
    changed,
  };
}

/** The current session of `store`, re-rendering when the user signs in or out (in this tab or another); none on the server. */
export function useStoredSession<S>(store: Pick<SessionStore<S>, 'get' | 'subscribe'>): S | null {
  return useSyncExternalStore(store.subscribe, store.get, () => null);
}
