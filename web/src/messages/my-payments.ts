import { formatFcfa } from '@bebe-star/web-common/format';

/** "Mes paiements" on the account page: apart from the account's texts, which the home page loads. */
export const myPayments = {
  title: 'Mes paiements',
  intro: 'Vos achats de packs de votes, du plus récent au plus ancien.',
  caption: 'Mes paiements, du plus récent au plus ancien',
  loadFailed: 'Erreur lors du chargement de vos paiements',
  retry: 'Réessayer',
  empty: "Vous n'avez encore acheté aucun pack de votes.",
  more: 'Voir plus',
  loadingMore: 'Chargement…',
  /** "Pack Boost pour Awa · 2 000 F CFA" */
  what: (pack: string, child: string, amount: number) => `${pack} pour ${child} · ${formatFcfa(amount)}`,
  /** A payment received after the contest's close: where its refund stands. */
  toRefund: 'À rembourser',
  refunded: (date: string | null, reference: string | null) =>
    `Remboursé${date ? ` le ${date}` : ''}${reference ? ` (réf. ${reference})` : ''}`,
  details: 'Voir le paiement',
  detailsOf: (reference: string) => `Voir le paiement ${reference}`,
} as const;
