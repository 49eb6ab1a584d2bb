import type { AuditAction } from '../lib/api/audit-log/audit-log';
import { COMMON_TEXT } from '@bebe-star/web-common/messages';

function describe(value: unknown): string {
  if (typeof value === 'boolean') return value ? 'oui' : 'non';
  if (Array.isArray(value)) return value.length === 0 ? 'aucun' : value.join(', ');
  return String(value);
}

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
    allContests: COMMON_TEXT.allContests,
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
  account: (id: number, email: string) => `Compte #${id} (${email})`,
  group: (name: string) => `Groupe « ${name} »`,
  noReason: '—',
  actions: {
    reverse_vote: 'Vote annulé',
    reverse_voter: 'Votes d’un votant annulés',
    reverse_ip: 'Votes d’une connexion annulés',
    release_held_votes: 'Votes en vérification validés',
    reject_held_votes: 'Votes en vérification rejetés',
    answer_vote_dispute: 'Contestation d’un parent répondue',
    recompute_winners: 'Podium recalculé',
    pay_prize_claim: 'Lot payé',
    reject_prize_claim: 'Réclamation rejetée',
    hide_testimonial: 'Témoignage masqué',
    show_testimonial: 'Témoignage affiché',
    hide_comment: 'Commentaire masqué',
    unhide_comment: 'Commentaire réaffiché',
    unflag_comment: 'Signalement ignoré',
    delete_comment: 'Commentaire supprimé',
    create_administrator: 'Administrateur créé',
    set_staff: 'Statut staff changé',
    set_active: 'Compte activé ou désactivé',
    set_user_groups: 'Groupes d’un compte changés',
    set_group_permissions: 'Permissions d’un groupe changées',
    delete_user: 'Compte supprimé',
    update_site_settings: 'Paramètres du site modifiés',
    refund_payment: 'Paiement reçu après la clôture remboursé',
    move_phone_number: 'Numéro de téléphone passé à un autre compte',
    update_channel_settings: 'Réglages USSD et SMS modifiés',
    update_contest_channels: 'Canaux d’un concours modifiés',
  } satisfies Record<AuditAction, string>,
  /** A privilege change's before and after (`details.from` → `details.to`). */
  change: (from: unknown, to: unknown) => `${describe(from)} → ${describe(to)}`,
  /** The site's settings an `update_site_settings` changed, by the names the audit record gives them. */
  settings: {
    supportWhatsapp: 'numéro WhatsApp',
    supportEmail: 'e-mail du support',
    siteNotice: 'annonce du site',
    contestNotices: 'annonces des concours',
    gateways: 'moyens de paiement',
  } as Record<string, string>,
  settingsChanged: (names: string[]) => `Modifié : ${names.join(', ')}`,
} as const;
