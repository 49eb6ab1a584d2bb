import {
  claimsToBeDossier,
  type Dossier,
  dossierProblems,
  fromBase64,
  hasDossierShape,
  keyFingerprint,
  type ReceiptProof,
  receiptProblems,
} from '@app/contracts';

/** What `npm run cli -- verify` concludes, in French, as the site's /verifier says it. */
export interface Verdict {
  verified: boolean;
  lines: string[];
}

export interface VerifyOptions {
  /** The fingerprint the auditor was given elsewhere (the dossier's PDF, the organiser): the key must be that one. */
  fingerprint?: string;
  /** The receipt's fingerprint as the vote's answer gave it. */
  leafHash?: string;
}

const KINDS: Record<string, string> = {
  free: 'vote gratuit',
  paid: 'pack de votes payé',
  held: 'vote en vérification',
  release: 'vote validé',
  rejection: 'vote rejeté',
  reversal: 'annulation',
};

function keyProblems(publicKey: string, expected: string | undefined): { fingerprint: string; problems: string[] } {
  const fingerprint = keyFingerprint(fromBase64(publicKey));
  const wanted = expected?.replace(/[\s:]/g, '').toLowerCase();
  return {
    fingerprint,
    problems:
      wanted === undefined || wanted === fingerprint
        ? []
        : [`La clé qui a signé (empreinte ${fingerprint}) n'est pas celle que vous attendiez (${wanted}).`],
  };
}

function verdict(problems: string[], facts: string[]): Verdict {
  return problems.length === 0
    ? { verified: true, lines: ['Vérifié', ...facts] }
    : { verified: false, lines: ['Invalide', ...problems.map((problem) => `- ${problem}`)] };
}

export function verifyReceipt(receipt: ReceiptProof, options: VerifyOptions = {}): Verdict {
  const key = keyProblems(receipt.public_key, options.fingerprint);
  const { leaf, head } = receipt;
  return verdict(
    [...key.problems, ...receiptProblems(receipt, options.leafHash)],
    [
      `Reçu n° ${leaf.id} : ${KINDS[leaf.kind] ?? leaf.kind} (poids ${leaf.weight}) pour le participant n° ${leaf.participant} du concours n° ${leaf.contest}, le ${leaf.at}.`,
      `Position ${receipt.index} du registre, dans l'état signé de ${head.size} votes du ${head.time}.`,
      `Clé de signature : ${key.fingerprint}`,
    ],
  );
}

export function verifyDossier(dossier: Dossier, options: VerifyOptions = {}): Verdict {
  const { content } = dossier;
  const key = keyProblems(content.public_key, options.fingerprint);
  return verdict(
    [...key.problems, ...dossierProblems(dossier)],
    [
      `Concours « ${content.contest.title} » (n° ${content.contest.id}) : ${content.leaves.length} lignes du registre, ${content.participants.length} participants, totaux recalculés.`,
      `État signé de clôture : ${content.head.size} votes, ${content.head.time}.`,
      `Clé de signature : ${key.fingerprint}`,
    ],
  );
}

/** A file or an API answer: a dossier, or a receipt's proof; anything else is refused. */
export function verifyDocument(document: unknown, options: VerifyOptions = {}): Verdict {
  try {
    if (typeof document === 'object' && document !== null) {
      if (hasDossierShape(document)) return verifyDossier(document, options);
      if (claimsToBeDossier(document))
        return { verified: false, lines: ['Invalide', '- Le fichier est incomplet ou mal formé.'] };
      if ('leaf' in document && 'proof' in document && 'head' in document) {
        const receipt = document as ReceiptProof & { leaf_hash?: string };
        return verifyReceipt(receipt, { ...options, leafHash: options.leafHash ?? receipt.leaf_hash });
      }
    }
  } catch {
    return { verified: false, lines: ['Invalide', '- Le fichier est incomplet ou mal formé.'] };
  }
  return { verified: false, lines: ["Ce fichier n'est ni un dossier de résultats ni la preuve d'un reçu."] };
}
