import type { RouteObject } from 'react-router-dom';

/** The end of a contest: the podium, the testimonials and the prize claim. */
export const awardsRoutes: RouteObject[] = [
  { path: 'gagnants', lazy: () => import('./pages/winners-page').then((m) => ({ Component: m.WinnersPage })) },
  {
    path: 'temoignages',
    lazy: () => import('./pages/testimonial-page').then((m) => ({ Component: m.TestimonialPage })),
  },
  {
    path: 'temoignages-publics',
    lazy: () => import('./pages/public-testimonials-page').then((m) => ({ Component: m.PublicTestimonialsPage })),
  },
  {
    path: 'recuperer-lot',
    lazy: () => import('./pages/prize-claim-page').then((m) => ({ Component: m.PrizeClaimPage })),
  },
];
