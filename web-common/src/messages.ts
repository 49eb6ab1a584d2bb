/** The French messages both front ends show alike: the generic ones of the error catalogue (000 §8). */
export const COMMON_ERRORS = {
  network: 'Problème de connexion. Vérifiez votre internet.',
  unauthenticated: 'Vous devez vous connecter pour continuer.',
  forbidden: "Vous n'avez pas les permissions nécessaires.",
  validation: 'Veuillez vérifier les informations saisies.',
  server: 'Erreur du serveur. Veuillez réessayer plus tard.',
} as const;
