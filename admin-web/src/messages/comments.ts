import { plural } from '@bebe-star/web-common/french';

/** The "Commentaires" tab (spec 002 "Comment moderation", §7, §8). */
export const comments = {
  title: 'Gestion des commentaires',
  subtitle: 'Les commentaires laissés sur les participants : signalements et visibilité.',
  loading: 'Chargement des commentaires…',
  loadFailed: 'Erreur lors de la récupération des commentaires.',
  empty: 'Aucun commentaire trouvé dans cette catégorie',
  tabs: {
    label: 'Catégories de commentaires',
    flagged: 'Signalés',
    all: 'Tous',
    hidden: 'Masqués',
  },
  stats: {
    total: 'Commentaires',
    active: 'Visibles',
    pending: 'Masqués',
    flagged: 'Signalés',
  },
  search: 'Rechercher',
  searchHint: 'Texte, auteur, bébé',
  searchSubmit: 'Rechercher',
  badges: {
    edited: 'Modifié',
    flagged: (count: number) => (count > 1 ? `Signalé ${count} fois` : 'Signalé'),
    hidden: 'Masqué',
    hiddenByFlags: 'Masqué par les signalements',
  },
  participant: (id: number, baby: string) => `Participant #${id} · ${baby}`,
  contest: (title: string) => `Concours : ${title}`,
  actions: {
    hide: 'Masquer',
    unhide: 'Réafficher',
    unflag: 'Ignorer le signalement',
  },
  hidden: 'Le commentaire a été masqué avec succès',
  unhidden: 'Le commentaire a été restauré avec succès',
  unflagged: 'Le signalement a été supprimé avec succès',
  hideFailed: 'Erreur lors du masquage du commentaire',
  unhideFailed: 'Erreur lors de la restauration du commentaire',
  unflagFailed: 'Erreur lors de la suppression du signalement',
  count: (count: number) => plural(count, { one: 'commentaire', other: 'commentaires' }),
} as const;
