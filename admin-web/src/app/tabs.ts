import type { RouteObject } from 'react-router-dom';
import { common as COMMON_TEXT } from '../messages/common';

export interface AdminTab {
  /** /admin/<path> */
  path: string;
  label: string;
  /** The permission code the server requires on the tab's routes (403 without it). */
  permission: string;
  lazy: NonNullable<RouteObject['lazy']>;
  /** Pages under the tab (`concours/:contestId`…), behind the same permission. */
  pages?: { path: string; lazy: NonNullable<RouteObject['lazy']> }[];
}

/**
 * The back office's tabs, in the spec's order (002 §2 "Admin tabs": Tableau de bord, Concours,
 * Participants, Préinscriptions, Localisations, Administrateurs, Utilisateurs, Commentaires, Packs de
 * votes, Réclamations Prix; then Paiements, Votes, Journal, Paramètres, Canaux). A tab is listed here once it is built:
 * the navigation and the routes come from this list, and each user sees the tabs of their permissions.
 */
export const ADMIN_TABS: AdminTab[] = [
  {
    path: 'tableau-de-bord',
    label: COMMON_TEXT.tabs.dashboard,
    permission: 'view_statistics',
    lazy: () => import('../features/dashboard/dashboard-page').then((module) => ({ Component: module.DashboardPage })),
  },
  {
    path: 'concours',
    label: COMMON_TEXT.tabs.contests,
    permission: 'manage_contests',
    lazy: () => import('../features/contests/contests-page').then((module) => ({ Component: module.ContestsPage })),
    pages: [
      {
        path: ':contestId',
        lazy: () =>
          import('../features/contests/contest-detail-page').then((module) => ({
            Component: module.ContestDetailPage,
          })),
      },
    ],
  },
  {
    path: 'participants',
    label: COMMON_TEXT.tabs.participants,
    permission: 'manage_participants',
    lazy: () =>
      import('../features/participants/participants-page').then((module) => ({ Component: module.ParticipantsPage })),
  },
  {
    path: 'preinscriptions',
    label: COMMON_TEXT.tabs.preregistrations,
    permission: 'manage_preregistrations',
    lazy: () =>
      import('../features/preregistrations/preregistrations-page').then((module) => ({
        Component: module.PreregistrationsPage,
      })),
  },
  {
    path: 'localisations',
    label: COMMON_TEXT.tabs.locations,
    permission: 'manage_locations',
    lazy: () => import('../features/locations/locations-page').then((module) => ({ Component: module.LocationsPage })),
  },
  {
    path: 'administrateurs',
    label: COMMON_TEXT.tabs.administrators,
    permission: 'manage_administrators',
    lazy: () =>
      import('../features/accounts/administrators-page').then((module) => ({ Component: module.AdministratorsPage })),
  },
  {
    path: 'utilisateurs',
    label: COMMON_TEXT.tabs.users,
    permission: 'manage_users',
    lazy: () => import('../features/accounts/users-page').then((module) => ({ Component: module.UsersPage })),
  },
  {
    path: 'commentaires',
    label: COMMON_TEXT.tabs.comments,
    permission: 'moderate_comments',
    lazy: () => import('../features/comments/comments-page').then((module) => ({ Component: module.CommentsPage })),
  },
  {
    path: 'packs-de-votes',
    label: COMMON_TEXT.tabs.votePacks,
    permission: 'manage_vote_packs',
    lazy: () =>
      import('../features/vote-packs/vote-packs-page').then((module) => ({ Component: module.VotePacksPage })),
  },
  {
    path: 'reclamations-prix',
    label: COMMON_TEXT.tabs.prizeClaims,
    permission: 'manage_prize_claims',
    lazy: () =>
      import('../features/prize-claims/prize-claims-page').then((module) => ({ Component: module.PrizeClaimsPage })),
  },
  {
    path: 'paiements',
    label: COMMON_TEXT.tabs.payments,
    permission: 'manage_payments',
    lazy: () => import('../features/payments/payments-page').then((module) => ({ Component: module.PaymentsPage })),
    pages: [
      {
        path: ':paymentId',
        lazy: () =>
          import('../features/payments/payment-detail-page').then((module) => ({
            Component: module.PaymentDetailPage,
          })),
      },
    ],
  },
  {
    path: 'votes',
    label: COMMON_TEXT.tabs.votes,
    permission: 'manage_votes',
    lazy: () => import('../features/votes/votes-page').then((module) => ({ Component: module.VotesPage })),
  },
  {
    path: 'journal',
    label: COMMON_TEXT.tabs.auditLog,
    permission: 'view_statistics',
    lazy: () => import('../features/audit-log/audit-log-page').then((module) => ({ Component: module.AuditLogPage })),
  },
  {
    path: 'parametres',
    label: COMMON_TEXT.tabs.settings,
    permission: 'manage_settings',
    lazy: () => import('../features/settings/settings-page').then((module) => ({ Component: module.SettingsPage })),
  },
  {
    path: 'canaux',
    label: COMMON_TEXT.tabs.channels,
    permission: 'manage_settings',
    lazy: () => import('../features/channels/channels-page').then((module) => ({ Component: module.ChannelsPage })),
  },
];

/** The tabs an administrator holding `permissions` may open. */
export const tabsFor = (permissions: readonly string[]): AdminTab[] =>
  ADMIN_TABS.filter((tab) => permissions.includes(tab.permission));
