/** Texts of the back office's frame: layout, navigation, shared states and controls. */
export const common = {
  brand: 'Bébé Star',
  area: 'Administration',
  skipToContent: 'Aller au contenu',
  nav: {
    label: 'Onglets de l’administration',
    openMenu: 'Menu',
    menuTitle: 'Onglets',
  },
  /** Names of the tabs built so far (002 §2 "Admin tabs"). */
  tabs: {
    comments: 'Commentaires',
    prizeClaims: 'Réclamations Prix',
  },
  signedInAs: 'Connecté en tant que',
  logout: 'Se déconnecter',
  publicSite: 'Voir le site public',
  loading: 'Chargement…',
  loadFailed: 'Erreur lors du chargement des données',
  refresh: 'Actualiser',
  retry: 'Réessayer',
  cancel: 'Annuler',
  close: 'Fermer',
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
