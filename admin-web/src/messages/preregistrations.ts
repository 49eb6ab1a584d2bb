import { formatNumber } from '@bebe-star/web-common/format';
import { deName, plural, pluralForm } from '@bebe-star/web-common/french';
import { COMMON_TEXT } from '@bebe-star/web-common/messages';

/** Texts of the Préinscriptions tab (spec 002 §2 "Pre-registration management", §5, §8). */
export const preregistrations = {
  title: 'Gestion des préinscriptions',
  subtitle: 'Convertissez les préinscriptions en participations quand le concours ouvre.',
  loadFailed: 'Erreur lors du chargement des données',
  exportFailed: 'Erreur d’export',
  export: 'Exporter en CSV',
  exporting: 'Export…',
  csvFileName: (day: string) => `preinscriptions-${day}.csv`,
  stats: {
    label: 'Préinscriptions en chiffres',
    total: 'Total',
    convertible: 'Convertibles',
    recent: '7 derniers jours',
    takingEntries: 'Concours ouverts aux inscriptions',
    takingEntriesDetail: 'En préinscription ou ouverts',
  },
  filters: {
    search: 'Rechercher',
    searchPlaceholder: 'E-mail, nom, bébé ou concours',
    apply: 'Rechercher',
    contest: 'Concours',
    allContests: COMMON_TEXT.allContests,
    status: 'Statut',
    statuses: { all: 'Toutes', pending: 'En attente', converted: 'Converties' },
    clear: 'Effacer les filtres',
  },
  table: {
    caption: 'Préinscriptions',
    count: (count: number) => `${formatNumber(count)} au total`,
    selectAll: 'Sélectionner toutes les préinscriptions convertibles de la page',
    select: (baby: string) => `Sélectionner la préinscription ${deName(baby)}`,
    user: 'Utilisateur',
    contact: 'Contact',
    baby: 'Bébé',
    contest: 'Concours',
    location: 'Localisation',
    status: 'Statut',
    actions: 'Actions',
    ageMonths: (months: number) => `${months} mois`,
    until: (date: string) => `Fin des préinscriptions : ${date}`,
    convertible: 'Convertible',
    converted: 'Convertie',
    waiting: 'En attente',
    deletedBaby: 'Bébé supprimé',
    delete: 'Supprimer',
    empty: 'Aucune préinscription trouvée.',
  },
  convert: {
    action: (count: number) => `Convertir la sélection (${count})`,
    selectionRequired: 'Veuillez sélectionner des préinscriptions à convertir',
    title: (count: number) => `Convertir ${plural(count, { one: 'préinscription', other: 'préinscriptions' })} ?`,
    description:
      'Chaque bébé sélectionné devient participant de son concours, avec sa photo et son lieu. Les préinscriptions qui ne peuvent pas l’être sont laissées telles quelles, avec la raison.',
    confirm: 'Convertir',
    converting: 'Conversion…',
    failed: 'Erreur lors de la conversion des préinscriptions',
    resultTitle: 'Résultat de la conversion',
    converted: (count: number) =>
      `${plural(count, { one: 'préinscription convertie', other: 'préinscriptions converties' })} en ${pluralForm(count, { one: 'participation', other: 'participations' })}.`,
    skipped: (count: number) =>
      `${plural(count, { one: 'préinscription non convertie', other: 'préinscriptions non converties' })} :`,
    skippedRow: (id: number, baby: string, reason: string) => `#${id} ${baby} — ${reason}`,
    close: 'Fermer',
  },
  remove: {
    title: (baby: string) => `Supprimer la préinscription ${deName(baby)} ?`,
    description:
      'La préinscription est supprimée définitivement ; le bébé et son compte restent. Cette action est irréversible.',
    confirm: 'Supprimer',
    deleting: 'Suppression…',
    done: 'La préinscription a été supprimée.',
    failed: 'Erreur lors de la suppression de la préinscription',
  },
} as const;
