import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => {};

/**
 * False on the server and while the browser takes over the page the server rendered, true after
 * (and at once in a page the browser renders whole). What only the browser knows (its storage) is
 * shown from then on, so that the first render in the browser is the server's; the page's main
 * actions (the free vote, the packs) stay disabled until then, since a click would do nothing.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
