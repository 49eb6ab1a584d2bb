import type { AuditAction } from '../lib/api/audit-log';

/** Texts of the Journal tab: the administrators' decisions, who, what, when and why. */
export const auditLog = {
  title: 'Journal',
  subtitle: 'Les décisions des administrateurs : qui a fait quoi, quand et pourquoi.',
  loadFailed: 'Erreur de chargement du journal',
  empty: 'Aucune décision ne correspond à ces filtres.',
  caption: 'Décisions des administrateurs, de la plus récente à la plus ancienne',
  filters: {
    action: 'Action',
    allActions: 'Toutes les actions',
    contest: 'Concours',
    allContests: 'Tous les concours',
  },
  columns: {
    when: 'Date',
    who: 'Administrateur',
    what: 'Action',
    target: 'Concerne',
    why: 'Raison',
  },
  deletedAdmin: (id: number) => `Compte supprimé (#${id})`,
  contest: (id: number) => `Concours #${id}`,
  participant: (id: number) => `Participant #${id}`,
  subject: (id: number) => `Élément #${id}`,
  noReason: '—',
  actions: {
    reverse_vote: 'Vote annulé',
    reverse_voter: 'Votes d’un votant annulés',
    reverse_ip: 'Votes d’une connexion annulés',
    recompute_winners: 'Podium recalculé',
    pay_prize_claim: 'Lot payé',
    reject_prize_claim: 'Réclamation rejetée',
    hide_testimonial: 'Témoignage masqué',
    show_testimonial: 'Témoignage affiché',
    hide_comment: 'Commentaire masqué',
    unhide_comment: 'Commentaire réaffiché',
    unflag_comment: 'Signalement ignoré',
    delete_comment: 'Commentaire supprimé',
  } satisfies Record<AuditAction, string>,
} as const;
