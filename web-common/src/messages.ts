import { deName } from './french';

/** The French messages both front ends show alike: the generic ones of the error catalogue (000 §8). */
export const COMMON_ERRORS = {
  network: 'Problème de connexion. Vérifiez votre internet.',
  unauthenticated: 'Vous devez vous connecter pour continuer.',
  forbidden: "Vous n'avez pas les permissions nécessaires.",
  validation: 'Veuillez vérifier les informations saisies.',
  server: 'Erreur du serveur. Veuillez réessayer plus tard.',
} as const;

/** The French words of the controls and states both front ends draw alike. */
export const COMMON_TEXT = {
  cancel: 'Annuler',
  close: 'Fermer',
  retry: 'Réessayer',
  refresh: 'Actualiser',
  skipToContent: 'Aller au contenu',
  signIn: 'Se connecter',
  logout: 'Se déconnecter',
  allContests: 'Tous les concours',
  backToContests: 'Retour aux concours',
  contestsLoadFailed: 'Erreur lors du chargement des concours',
  participantsLoadFailed: 'Erreur lors du chargement des participants',
} as const;

/** The country and city pickers' prompts. */
export const LOCATION_TEXT = {
  chooseCountry: 'Choisissez un pays',
  chooseCity: 'Choisissez une ville',
} as const;

/** A closed contest's signed results dossier, as the site and the back office name it. */
export const RESULTS_DOSSIER_TEXT = {
  title: 'Dossier de résultats',
  pdf: 'Télécharger le PDF',
} as const;

/** A participant's vote statement: its totals and lines read the same to the parent and to the administrator. */
export const STATEMENT_TEXT = {
  title: (name: string) => `Relevé des votes ${deName(name)}`,
  summary: 'Totaux du relevé',
  free: 'Gratuits',
  paid: 'Payants',
  held: 'En vérification',
  rejected: 'Refusés',
  reversed: 'Annulés',
  kind: 'Type',
  channel: 'Canal',
  voter: 'Votant',
  payment: 'Paiement',
  kinds: { free: 'Gratuit', paid: 'Payant', held: 'Gratuit' } as Record<string, string>,
  download: 'Télécharger (CSV)',
  downloading: 'Téléchargement…',
};
