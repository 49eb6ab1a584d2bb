/**
 * What an administrator may do, granted through groups (the migrations seed them and give them all
 * to "Administrateurs"). A staff account (`is_staff`) holds them all.
 */
export const PERMISSIONS = {
  manage_contests: 'Gérer les concours',
  manage_participants: 'Gérer les participants',
  manage_preregistrations: 'Gérer les préinscriptions',
  manage_locations: 'Gérer les pays et les villes',
  manage_users: 'Gérer les utilisateurs',
  manage_administrators: 'Gérer les administrateurs et les groupes',
  moderate_comments: 'Modérer les commentaires',
  manage_vote_packs: 'Gérer les packs de votes',
  manage_payments: 'Consulter et vérifier les paiements',
  manage_votes: 'Contrôler et annuler des votes',
  manage_prize_claims: 'Gérer les réclamations de prix',
  view_statistics: 'Voir les statistiques',
  manage_settings: 'Gérer les paramètres du site',
} as const;

export type Permission = keyof typeof PERMISSIONS;

export const ALL_PERMISSIONS = Object.keys(PERMISSIONS) as Permission[];
