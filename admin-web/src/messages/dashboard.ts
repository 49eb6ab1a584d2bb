import { formatNumber } from '@bebe-star/web-common/format';
import { plural } from '@bebe-star/web-common/french';

/** Texts of the Tableau de bord tab: the figures of the whole product, live counters and charts. */
export const dashboard = {
  setup: {
    title: 'Mise en service',
    intro:
      'Ce qu’il reste à régler avant que les concours ne se jouent pour de vrai, constaté sur le serveur. Ce cadre disparaît quand tout est fait.',
    progress: (done: number, total: number) => `${done} sur ${total} faits`,
    statuses: { done: 'Fait', todo: 'À faire', unknown: 'Non vérifiable' },
    open: (label: string) => `Régler : ${label.toLowerCase()}`,
    failed: 'Erreur lors du chargement de la mise en service',
  },
  title: 'Tableau de bord',
  subtitle: 'Les chiffres de Bébé Star, calculés par le serveur ; votes et paiements en direct.',
  loadFailed: 'Erreur lors du chargement des données',
  live: {
    live: 'En direct',
    connecting: 'Connexion au direct…',
    offline: 'Direct indisponible',
    label: 'État du direct',
  },
  cards: {
    label: 'Chiffres clés',
    users: 'Utilisateurs',
    usersActive: (count: number) => plural(count, { one: 'actif', other: 'actifs' }),
    contests: 'Concours',
    contestsByStatus: (draft: number, preRegistration: number, closed: number) =>
      `${plural(draft, { one: 'brouillon', other: 'brouillons' })} · ${formatNumber(preRegistration)} en préinscription · ${plural(closed, { one: 'fermé', other: 'fermés' })}`,
    participants: 'Participants',
    packs: 'Packs de votes',
    votes: 'Votes',
    votesSplit: (free: number, paid: number, reversed: number) =>
      `${plural(free, { one: 'gratuit', other: 'gratuits' })} · ${plural(paid, { one: 'payant', other: 'payants' })} · ${plural(reversed, { one: 'annulé', other: 'annulés' })}`,
    comments: 'Commentaires',
    toModerate: (count: string) => `${count} en attente de modération`,
    revenue: 'Recettes',
    revenueHint: 'Paiements réussis',
    heldVotes: 'Votes en vérification',
    heldVotesHint: 'Pas comptés avant d’être validés',
    review: 'Vérifier les votes',
    openDisputes: 'Contestations ouvertes',
    answer: 'Répondre aux parents',
  },
  notifications: {
    title: 'Notifications',
    label: 'Chiffres des notifications',
    sent: 'Notifications envoyées (24 h)',
    failed: 'Échecs (24 h)',
    sinceStart: (count: number) => `${formatNumber(count)} depuis le début`,
    pending: 'En attente',
    pendingHint: 'Nouvel essai ou envoi reporté au matin',
    notSent: 'Non envoyées (24 h)',
    notSentSplit: (quiet: number, optedOut: number, noDevice: number) =>
      `${formatNumber(quiet)} la nuit · ${plural(optedOut, { one: 'désactivée', other: 'désactivées' })} · ${formatNumber(noDevice)} sans appareil`,
    devices: 'Appareils abonnés',
  },
  votesPerHour: {
    title: 'Votes par heure',
    contest: 'Concours',
    noContest: 'Aucun concours pour le moment.',
    period: 'Période',
    periods: { 24: '24 dernières heures', 48: '48 dernières heures', 168: '7 derniers jours' } as Record<
      number,
      string
    >,
    free: 'Gratuits',
    paid: 'Payants',
    hour: 'Heure',
    failed: 'Impossible de charger les votes par heure',
    refreshed: 'Mis à jour chaque minute.',
    summary: (free: number, paid: number) =>
      `Sur la période : ${plural(free, { one: 'vote gratuit', other: 'votes gratuits' })} et ${plural(paid, { one: 'vote payant', other: 'votes payants' })}.`,
  },
  revenue: {
    title: 'Recettes par jour et par moyen de paiement',
    subtitle: '30 derniers jours, paiements réussis',
    day: 'Jour',
    total: 'Total',
    summary: (total: string) => `Sur 30 jours : ${total}.`,
  },
  providers: { cinetpay: 'CinetPay', paydunya: 'PayDunya', intouch: 'InTouch' },
  payments: {
    title: 'Paiements par statut',
    empty: 'Aucun paiement pour le moment.',
    statuses: { succeeded: 'Réussis', pending: 'En attente', flagged: 'À vérifier', failed: 'Échoués' },
  },
  claims: {
    title: 'Réclamations de prix par état',
    empty: 'Aucune réclamation de prix pour le moment.',
    statuses: { pending: 'En attente', paid: 'Payées', rejected: 'Rejetées' },
  },
  count: 'Nombre',
  status: 'Statut',
} as const;
