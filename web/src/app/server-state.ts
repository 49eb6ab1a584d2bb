import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router-dom';

/** The element of a server-rendered page that carries what its render was made of (JSON, never run). */
export const SERVER_STATE_ID = 'server-state';

/** The loaders' outcome and the queries the server answered, for the browser's first render to match. */
export interface ServerState {
  router: HydrationState;
  queries: DehydratedState;
}

/** The state of the page the server rendered, or null when it sent the bare page (the browser renders it all). */
export function readServerState(): ServerState | null {
  const element = document.getElementById(SERVER_STATE_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as ServerState) : null;
}

/** JSON safe inside a script element: no `<` can close it. */
export const serializeServerState = (state: ServerState): string => JSON.stringify(state).replace(/</g, '\\u003c');
