import type { RouteObject } from 'react-router-dom';

const pages = () => import('./pages/legal-pages');

/** The participation conditions, the privacy policy, the terms of service and the data-deletion page. */
export const legalRoutes: RouteObject[] = [
  { path: 'conditions', lazy: () => pages().then((m) => ({ Component: m.ConditionsPage })) },
  { path: 'policies', lazy: () => pages().then((m) => ({ Component: m.PoliciesPage })) },
  { path: 'terms-of-service', lazy: () => pages().then((m) => ({ Component: m.TermsOfServicePage })) },
  { path: 'fb-delete-account', lazy: () => pages().then((m) => ({ Component: m.DataDeletionPage })) },
];
