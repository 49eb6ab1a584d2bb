import { plural } from '@bebe-star/web-common/french';
import { RESULTS_DOSSIER_TEXT } from '@bebe-star/web-common/messages';

/** Texts of the public vote log in the back office: the signing key and the contests' results dossiers. */
export const transparency = {
  keys: {
    title: 'Clé de signature du registre des votes',
    intro:
      'Publiez cette empreinte (site, réseaux, règlement) : chacun peut alors vérifier un dossier de résultats sur /verifier ou en ligne de commande.',
    failed: 'Impossible de charger les clés de signature',
    empty: 'Aucune clé pour le moment : le registre n’a encore rien signé.',
    fingerprint: 'Empreinte SHA-256',
    since: (date: string) => `En service depuis le ${date}`,
    current: 'Clé actuelle',
    previous: 'Ancienne clé (toujours publiée pour les anciens dossiers)',
  },
  dossier: {
    title: RESULTS_DOSSIER_TEXT.title,
    failed: 'Impossible de charger le dossier de résultats',
    preparing: 'Dossier en préparation',
    preparingHint: 'Il est établi dans les secondes qui suivent la clôture ; cette page se met à jour seule.',
    version: 'Version',
    createdAt: 'Établi le',
    leaves: 'Votes scellés',
    leavesCount: (count: number) => plural(count, { one: 'ligne du registre', other: 'lignes du registre' }),
    sha256: 'SHA-256 du fichier',
    keyFingerprint: 'Clé de signature',
    pdf: RESULTS_DOSSIER_TEXT.pdf,
    json: 'Télécharger le fichier JSON',
    earlier: (count: number) =>
      plural(count, { one: 'version précédente conservée', other: 'versions précédentes conservées' }),
  },
} as const;
