/** The ranking page's two views, apart from the contests' texts, which the home page loads. */
export const rankingViews = {
  legend: 'Votes comptés dans le classement',
  all: 'Tous les votes',
  free: 'Votes gratuits seulement',
  freeExplained: 'Classement des votes gratuits : les packs payés n’y comptent pas.',
} as const;
