import { RESULTS_DOSSIER_TEXT } from '@bebe-star/web-common/messages';

/**
 * A closed contest's results dossier where it is offered (its ranking, a parent's vote statement),
 * apart from the verifier's texts so that those pages do not load them.
 */
export const results = {
  title: RESULTS_DOSSIER_TEXT.title,
  intro:
    'Le dossier de résultats donne le compte final de chaque participant et tous les votes du concours, signés : chacun peut le vérifier.',
  version: (version: number, date: string) => `Version ${version} du ${date}`,
  pdf: RESULTS_DOSSIER_TEXT.pdf,
  file: 'Télécharger le fichier des votes (JSON)',
  fileSha256: 'SHA-256 du fichier des votes',
  keyFingerprint: 'Empreinte de la clé de signature',
  verify: 'Vérifier ce dossier',
  loadFailed: 'Impossible de charger le dossier de résultats.',
  inStatement: 'Ces votes figurent dans le dossier de résultats du concours',
  pdfShort: 'PDF',
  fileShort: 'Fichier des votes (JSON)',
} as const;
