import { plural } from '@bebe-star/web-common/french';

/**
 * The vote receipts of a signed-in voter ("Mes votes") and of a parent's statement, apart from the
 * account's texts, which the home page loads, so that only those pages load them.
 */
export const receipts = {
  myVotes: {
    title: 'Mes votes',
    intro: 'Chaque vote a son reçu : il prouve que votre vote figure dans le registre public des votes.',
    caption: 'Mes votes, du plus récent au plus ancien',
    loadFailed: 'Erreur lors du chargement de vos votes',
    retry: 'Réessayer',
    empty: "Vous n'avez pas encore voté.",
    more: 'Voir plus',
    loadingMore: 'Chargement…',
    kinds: {
      free: () => 'Vote gratuit',
      held: () => 'Vote gratuit',
      paid: (votes: number) => `Pack de ${plural(votes, { one: 'vote', other: 'votes' })}`,
    },
    statuses: { counted: 'compté', released: 'validé', rejected: 'refusé', reversed: 'annulé' },
    /** A held vote is not counted yet: what it is matters less than that. */
    inReview: 'Vote en vérification',
    receipt: (id: number) => `Reçu n° ${id}`,
    verify: 'Vérifier',
    verifyReceipt: (id: number) => `Vérifier le reçu n° ${id}`,
  },
  statement: {
    receipt: 'Reçu',
    receiptNumber: (id: number) => `n° ${id}`,
    verifyReceipt: (id: number) => `Vérifier le reçu n° ${id}`,
  },
} as const;
