import {
  claimsToBeDossier,
  type Dossier,
  dossierProblems,
  DuplicateKeyError,
  fromBase64,
  hasDossierShape,
  keyFingerprint,
  LOG_PROOF_HEADER,
  type NoteVerifierKey,
  parseJsonStrictly,
  parseNoteVerifierKey,
  type ReceiptProof,
  receiptProblems,
  sealCosigners,
  verifyLogProof,
} from '@app/contracts';

/** What `npm run cli -- verify` concludes, in French, as the site's /verifier says it. */
export interface Verdict {
  verified: boolean;
  lines: string[];
}

/** The keys a site publishes (GET /api/transparency/keys/), or why they could not be read. */
export type PublishedKeys = { site: string; fingerprints: string[] } | { site: string; unavailable: string };

export interface VerifyOptions {
  /** The fingerprint the auditor was given elsewhere (the dossier's PDF, the organiser): the key must be that one. */
  fingerprint?: string;
  /** Without a fingerprint, the site's published keys: the key must be one of them. */
  published?: PublishedKeys;
  /** The receipt's fingerprint as the vote's answer gave it. */
  leafHash?: string;
  /** The witnesses the auditor trusts (the court officer's): each must have cosigned a dossier's close. */
  witnesses?: NoteVerifierKey[];
  /** The log's checkpoint key, for an offline proof (`.tlog-proof`). */
  logKey?: NoteVerifierKey;
  /** How many of `witnesses` must have cosigned an offline proof's checkpoint (default: all of them). */
  quorum?: number;
}

/** A vote's offline proof (C2SP tlog-proof), checked with no network against the keys given. */
export function verifyOfflineProof(text: string, options: VerifyOptions): Verdict {
  if (!options.logKey) {
    return {
      verified: false,
      lines: [
        'Non vérifié',
        "- Rien ne dit quelle clé signe le registre : donnez sa clé de vérification avec --registre, ou l'adresse du site avec --api.",
      ],
    };
  }
  const witnesses = options.witnesses ?? [];
  const result = verifyLogProof(text, {
    log: options.logKey,
    witnesses,
    quorum: options.quorum ?? witnesses.length,
    leafHash: options.leafHash,
  });
  if (result.problems.length > 0)
    return { verified: false, lines: ['Invalide', ...result.problems.map((line) => `- ${line}`)] };
  const leaf = result.leaf!;
  return {
    verified: true,
    lines: [
      'Vérifié',
      `Reçu n° ${leaf.id} : ${KINDS[leaf.kind] ?? leaf.kind} (poids ${leaf.weight}) pour le participant n° ${leaf.participant} du concours n° ${leaf.contest}, le ${leaf.at}.`,
      `Position ${result.index} du registre « ${options.logKey.name} », dans son point de contrôle de ${result.size} votes.`,
      ...result.cosigners.map(
        (cosigner) => `Cosigné par le témoin « ${cosigner.name} » le ${new Date(cosigner.time * 1000).toISOString()}.`,
      ),
    ],
  };
}

const KINDS: Record<string, string> = {
  free: 'vote gratuit',
  paid: 'pack de votes payé',
  held: 'vote en vérification',
  release: 'vote validé',
  rejection: 'vote rejeté',
  reversal: 'annulation',
};

const CHANNELS: Record<string, string> = { web: 'site web', ussd: 'menu USSD', sms: 'SMS' };

/**
 * The key a file brings with it proves nothing by itself: anyone can sign a file with a key of their
 * own. It must be the fingerprint given with --cle, or one the site publishes; with neither, the file
 * is not said to be verified, and what is missing is said.
 */
function keyCheck(
  publicKey: string,
  { fingerprint: expected, published }: VerifyOptions,
): { fingerprint: string; problems: string[]; missing: string[] } {
  const fingerprint = keyFingerprint(fromBase64(publicKey));
  if (expected !== undefined) {
    const wanted = expected.replace(/[\s:]/g, '').toLowerCase();
    return {
      fingerprint,
      missing: [],
      problems:
        wanted === fingerprint
          ? []
          : [`La clé qui a signé (empreinte ${fingerprint}) n'est pas celle que vous attendiez (${wanted}).`],
    };
  }
  if (published === undefined) {
    return {
      fingerprint,
      problems: [],
      missing: [
        `Rien ne dit que la clé qui a signé (empreinte ${fingerprint}) est celle de Bébé Star : donnez l'empreinte publiée avec --cle, ou l'adresse du site avec --api pour lire ses clés publiées.`,
      ],
    };
  }
  if ('unavailable' in published) {
    return {
      fingerprint,
      problems: [],
      missing: [
        `Les clés publiées par ${published.site} n'ont pas pu être lues (${published.unavailable}) : rien ne dit que la clé qui a signé (empreinte ${fingerprint}) est celle de Bébé Star. Réessayez, ou donnez l'empreinte publiée avec --cle.`,
      ],
    };
  }
  return {
    fingerprint,
    missing: [],
    problems: published.fingerprints.includes(fingerprint)
      ? []
      : [
          `La clé qui a signé (empreinte ${fingerprint}) n'est pas parmi les clés publiées par ${published.site} : ce fichier n'a pas été signé par ce site.`,
        ],
  };
}

function verdict(key: { problems: string[]; missing: string[] }, problems: string[], facts: string[]): Verdict {
  const all = [...key.problems, ...problems];
  if (all.length > 0) return { verified: false, lines: ['Invalide', ...all.map((problem) => `- ${problem}`)] };
  if (key.missing.length > 0) {
    return { verified: false, lines: ['Non vérifié', ...key.missing.map((line) => `- ${line}`), ...facts] };
  }
  return { verified: true, lines: ['Vérifié', ...facts] };
}

export function verifyReceipt(receipt: ReceiptProof, options: VerifyOptions = {}): Verdict {
  const key = keyCheck(receipt.public_key, options);
  const { leaf, head } = receipt;
  return verdict(key, receiptProblems(receipt, options.leafHash), [
    `Reçu n° ${leaf.id} : ${KINDS[leaf.kind] ?? leaf.kind} (poids ${leaf.weight}) pour le participant n° ${leaf.participant} du concours n° ${leaf.contest}, le ${leaf.at}.`,
    // Leaves v3 say where the vote came from (a reversal's or a decision's: the vote it refers to).
    ...(leaf.v === 3 ? [`Canal du vote : ${CHANNELS[leaf.channel] ?? leaf.channel}.`] : []),
    `Position ${receipt.index} du registre, dans l'état signé de ${head.size} votes du ${head.time}.`,
    `Clé de signature : ${key.fingerprint}`,
  ]);
}

export function verifyDossier(dossier: Dossier, options: VerifyOptions = {}): Verdict {
  const { content } = dossier;
  const key = keyCheck(content.public_key, options);
  const witnesses = options.witnesses ?? [];
  return verdict(key, dossierProblems(dossier, witnesses), [
    `Concours « ${content.contest.title} » (n° ${content.contest.id}) : ${content.leaves.length} lignes du registre, ${content.participants.length} participants, totaux recalculés.`,
    `État signé de clôture : ${content.head.size} votes, ${content.head.time}.`,
    ...sealCosigners(content, witnesses).map(
      (cosigner) =>
        `Clôture cosignée par le témoin « ${cosigner.name} » le ${new Date(cosigner.time * 1000).toISOString()}.`,
    ),
    `Clé de signature : ${key.fingerprint}`,
  ]);
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

/** What a site publishes for its offline proofs: its log's checkpoint key, its witnesses and their quorum. */
export async function publishedLogKeys(
  site: string,
  get: typeof fetch = fetch,
): Promise<{ logKey?: NoteVerifierKey; witnesses: NoteVerifierKey[]; quorum: number }> {
  const [key, witnesses] = await Promise.all([
    get(new URL('/api/transparency/log/verifier-key', site)).then((response) => (response.ok ? response.text() : '')),
    get(new URL('/api/transparency/log/witnesses', site)).then((response) =>
      response.ok ? (response.json() as Promise<{ witnesses: { verifier_key: string }[]; quorum: number }>) : null,
    ),
  ]);
  const keys = (witnesses?.witnesses ?? []).flatMap(({ verifier_key }) => {
    const parsed = parseNoteVerifierKey(verifier_key);
    return parsed ? [parsed] : [];
  });
  return { logKey: parseNoteVerifierKey(key) ?? undefined, witnesses: keys, quorum: witnesses?.quorum ?? 0 };
}

/** GET /api/transparency/keys/ of the site: the fingerprints of every key that ever signed its log. */
export async function publishedKeys(site: string, get: typeof fetch = fetch): Promise<PublishedKeys> {
  try {
    const response = await get(new URL('/api/transparency/keys/', site));
    if (!response.ok) return { site, unavailable: `HTTP ${response.status}` };
    const keys = parseJsonStrictly(await response.text());
    if (!Array.isArray(keys)) return { site, unavailable: 'réponse inattendue' };
    // Each fingerprint recomputed from its key: the list is trusted for its keys, not for its arithmetic.
    return {
      site,
      fingerprints: keys.flatMap((key: { public_key?: unknown }) =>
        typeof key?.public_key === 'string' ? [keyFingerprint(fromBase64(key.public_key))] : [],
      ),
    };
  } catch (error) {
    return { site, unavailable: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * A file's or an answer's text, read strictly: an object naming a key twice is refused, since a reader
 * may show the first value (`"total":999` placed before the real one) while the signature covers the last.
 */
export function verifyText(text: string, options: VerifyOptions = {}): Verdict {
  if (text.startsWith(`${LOG_PROOF_HEADER}\n`)) return verifyOfflineProof(text, options);
  let document: unknown;
  try {
    document = parseJsonStrictly(text);
  } catch (error) {
    return {
      verified: false,
      lines: [
        'Invalide',
        error instanceof DuplicateKeyError
          ? `- Le fichier donne deux fois la clé « ${error.key} » : deux lecteurs n'y liraient pas la même valeur, il n'est pas celui qui a été signé.`
          : "- Le fichier n'est pas un JSON lisible.",
      ],
    };
  }
  return verifyDocument(document, options);
}
