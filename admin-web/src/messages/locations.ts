/** Texts of the Localisations tab (spec 002 §2 "Location management", §8). */
export const locations = {
  title: 'Gestion des Emplacements',
  subtitle: 'Les pays et les villes proposés aux parents.',
  loadFailed: 'Erreur lors du chargement des données',
} as const;
