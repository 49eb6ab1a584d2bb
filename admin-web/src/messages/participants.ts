/** Texts of the Participants tab (spec 002 §2 "Participant management", §8). */
export const participants = {
  title: 'Gestion des participants',
  subtitle: 'Corrigez ce que voient les votants, ou retirez une participation.',
  loadFailed: 'Erreur lors du chargement des données',
} as const;
