import type { RouteObject } from 'react-router-dom';

/** /verifier: its code (and the verifier's cryptography) is loaded only by those who open it. */
export const transparencyRoutes: RouteObject[] = [
  { path: 'verifier', lazy: () => import('./pages/verifier-page').then((m) => ({ Component: m.VerifierPage })) },
];
