import { plural } from '@bebe-star/web-common/french';
import { COMMON_TEXT } from '@bebe-star/web-common/messages';

/** Texts of the back office's frame: layout, navigation, shared states and controls. */
export const common = {
  brand: 'Bébé Star',
  area: 'Administration',
  skipToContent: COMMON_TEXT.skipToContent,
  /**
   * « Concours actifs », one definition for every tab (002 §2: the dashboard's and the participants'
   * cards): the contests open for votes, status « Ouvert ».
   */
  activeContests: { label: 'Concours actifs', detail: 'Ouverts aux votes' },
  nav: {
    label: 'Onglets de l’administration',
    openMenu: 'Menu',
    menuTitle: 'Onglets',
    heldVotes: (count: number) => `${plural(count, { one: 'vote', other: 'votes' })} en vérification`,
  },
  /** Names of the tabs (002 §2 "Admin tabs", then the screens beyond the spec). */
  tabs: {
    dashboard: 'Tableau de bord',
    contests: 'Concours',
    participants: 'Participants',
    preregistrations: 'Préinscriptions',
    locations: 'Localisations',
    administrators: 'Administrateurs',
    users: 'Utilisateurs',
    comments: 'Commentaires',
    votePacks: 'Packs de votes',
    prizeClaims: 'Réclamations Prix',
    payments: 'Paiements',
    votes: 'Votes',
    auditLog: 'Journal',
    settings: 'Paramètres',
    channels: 'Canaux',
  },
  signedInAs: 'Connecté en tant que',
  logout: COMMON_TEXT.logout,
  publicSite: 'Voir le site public',
  loading: 'Chargement…',
  loadFailed: 'Erreur lors du chargement des données',
  refresh: COMMON_TEXT.refresh,
  retry: COMMON_TEXT.retry,
  cancel: COMMON_TEXT.cancel,
  close: COMMON_TEXT.close,
  all: 'Tous',
  noTab: 'Votre compte administrateur n’a accès à aucun onglet pour le moment.',
  tabRefused: {
    title: 'Accès refusé',
    text: 'Votre compte n’a pas la permission d’ouvrir cet onglet.',
  },
  notFound: {
    title: 'Page introuvable',
    text: 'Cette page n’existe pas dans l’administration.',
    back: 'Retour à l’administration',
  },
  routeError: {
    title: 'Une erreur est survenue',
    text: 'La page n’a pas pu s’afficher. Rechargez-la ou réessayez plus tard.',
  },
  /** The spec's wording for a failed call: 'Erreur {status}: {status text}'. */
  httpError: (status: number, text: string) => `Erreur ${status}: ${text}`,
  table: {
    previous: 'Précédent',
    next: 'Suivant',
    page: (page: number, pages: number) => `Page ${page} sur ${pages}`,
    pageSize: 'Lignes par page',
    pagination: 'Pagination',
  },
} as const;
