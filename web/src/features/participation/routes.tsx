import type { RouteObject } from 'react-router-dom';

export const participationRoutes: RouteObject[] = [
  {
    path: 'participer',
    lazy: () => import('./pages/participate-page').then((m) => ({ Component: m.ParticipatePage })),
  },
  {
    path: 'participer/flow',
    lazy: () => import('./pages/participation-flow-page').then((m) => ({ Component: m.ParticipationFlowPage })),
  },
  {
    path: 'concours/preinscription',
    lazy: () => import('./pages/preregistration-page').then((m) => ({ Component: m.PreregistrationPage })),
  },
  {
    path: 'concours/preinscription/flow',
    lazy: () => import('./pages/preregistration-flow-page').then((m) => ({ Component: m.PreregistrationFlowPage })),
  },
];
