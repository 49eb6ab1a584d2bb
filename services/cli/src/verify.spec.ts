import { ed25519 } from '@noble/curves/ed25519';
import {
  countsFromLeaves,
  type Dossier,
  type DossierContent,
  type Hash,
  hashChildren,
  inclusionProof,
  keyFingerprint,
  keyIdOf,
  multiProof,
  splitPoint,
  toBase64,
  toHex,
  treeHeadMessage,
  dossierMessage,
  type VoteLeaf,
  voteLeafHash,
} from '@app/contracts';
import { publishedKeys, verifyDocument, verifyText } from './verify';

const seed = new Uint8Array(32).fill(7);
const publicKey = ed25519.getPublicKey(seed);
const fingerprint = keyFingerprint(publicKey);

function root(leaves: Hash[]): Hash {
  if (leaves.length === 1) return leaves[0];
  const k = splitPoint(leaves.length);
  return hashChildren(root(leaves.slice(0, k)), root(leaves.slice(k)));
}

/**
 * Rows 1 to 5 were written before the phone number was the voter (leaf v1), 6 and 7 before the channel
 * was recorded (v2), the later ones since (v3: 8 by SMS, 9 by USSD, 10 on the site).
 */
const CHANNELS = { 8: 'sms', 9: 'ussd', 10: 'web' } as const;
const leaf = (
  id: number,
  contest: number,
  participant: number,
  kind: VoteLeaf['kind'] = 'free',
  weight = 1,
): VoteLeaf => {
  const common = {
    id,
    kind,
    weight,
    contest,
    participant,
    at: new Date(Date.UTC(2026, 10, 27, 12, 0, id)).toISOString(),
    ref: null,
    payment: kind === 'paid' ? 'cd'.repeat(16) : null,
  };
  const number = kind === 'paid' ? null : 'ef'.repeat(16);
  if (id <= 5) return { v: 1, ...common, voter: 'ab'.repeat(16), device: null };
  if (id <= 7) return { v: 2, ...common, number };
  return { v: 3, ...common, number, channel: CHANNELS[id as keyof typeof CHANNELS] };
};

/**
 * A log of ten leaves of the three versions, six of them contest 7's, and the dossier of contest 7
 * signed with the test key (or `signer`), `edit` applied to its content before it is signed; and the
 * receipt of the leaf at `receiptIndex`.
 */
async function fixture({
  signer = seed,
  edit,
  receiptIndex = 3,
}: { signer?: Uint8Array; edit?: (content: DossierContent) => void; receiptIndex?: number } = {}) {
  const signerKey = ed25519.getPublicKey(signer);
  const log = [
    leaf(1, 7, 70),
    leaf(2, 8, 80),
    leaf(3, 7, 71),
    leaf(4, 7, 70),
    leaf(5, 8, 80),
    leaf(6, 7, 72, 'paid', 10),
    leaf(7, 8, 81),
    leaf(8, 7, 71),
    leaf(9, 8, 80),
    leaf(10, 7, 70),
  ];
  const hashes = log.map(voteLeafHash);
  const range = (start: number, end: number) => Promise.resolve(root(hashes.slice(start, end)));
  const unsigned = {
    size: log.length,
    root: toHex(root(hashes)),
    time: '2026-11-27T12:01:00.000Z',
    key_id: keyIdOf(signerKey),
  };
  const head = { ...unsigned, signature: toBase64(ed25519.sign(treeHeadMessage(unsigned), signer)) };
  const indices = log.flatMap((entry, index) => (entry.contest === 7 ? [index] : []));
  const counts = countsFromLeaves(indices.map((index) => log[index]));
  const names: Record<number, string> = { 70: 'Awa', 71: 'Binta', 72: 'Coumba' };
  const content: DossierContent = {
    format: 'bebe-star/results-dossier/v1',
    contest: {
      id: 7,
      title: 'Le plus beau sourire',
      start_date: '2026-11-01T00:00:00.000Z',
      end_date: '2026-11-27T12:00:30.000Z',
      rules: ['Un vote gratuit toutes les 10 minutes par participant.'],
    },
    winners: [{ rank: 1, participant: 72, name: 'Coumba', prize: '100 000 F CFA' }],
    participants: [72, 70, 71].map((participant, index) => ({
      ...counts.get(participant)!,
      name: names[participant],
      rank: index + 1,
    })),
    head,
    public_key: toBase64(signerKey),
    leaves: indices.map((index) => ({ index, leaf: log[index] })),
    proof: (await multiProof(indices, log.length, range)).map(toHex),
  };
  edit?.(content);
  const dossier: Dossier = { content, signature: toBase64(ed25519.sign(dossierMessage(content), signer)) };
  const receipt = {
    index: receiptIndex,
    leaf: log[receiptIndex],
    leaf_hash: toHex(hashes[receiptIndex]),
    head,
    public_key: toBase64(signerKey),
    proof: (await inclusionProof(receiptIndex, log.length, range)).map(toHex),
  };
  return { dossier, receipt };
}

describe('npm run cli -- verify', () => {
  it('verifies a dossier: signatures, the proof of its leaves and every total', async () => {
    const { dossier } = await fixture();
    const verdict = verifyDocument(dossier, { fingerprint });
    expect(verdict.lines[0]).toBe('Vérifié');
    expect(verdict.verified).toBe(true);
    expect(verdict.lines.join('\n')).toContain('6 lignes du registre, 3 participants');
  });

  it('refuses a dossier whose v2 or v3 leaf names another number or channel than the log’s, though signed again', async () => {
    const edits: ((leaf: VoteLeaf) => VoteLeaf)[] = [
      (one) => ({ ...one, number: '12'.repeat(16) }) as VoteLeaf,
      (one) => ({ ...one, channel: 'ussd' }) as VoteLeaf,
    ];
    for (const [position, change] of [
      [3, edits[0]],
      [4, edits[0]],
      [4, edits[1]],
    ] as const) {
      const { dossier } = await fixture({
        edit: (content) => {
          content.leaves[position].leaf = change(content.leaves[position].leaf);
        },
      });
      expect(dossier.content.leaves.map((entry) => entry.leaf.v)).toEqual([1, 1, 1, 2, 3, 3]);
      expect(verifyDocument(dossier, { fingerprint }).lines).toEqual([
        'Invalide',
        '- Les votes du dossier ne sont pas ceux du registre signé : la preuve ne mène pas à sa racine.',
      ]);
    }
  });

  it('verifies a v3 receipt and says which channel the vote came through', async () => {
    const { receipt } = await fixture({ receiptIndex: 7 });
    const verdict = verifyDocument(receipt, { fingerprint });
    expect(verdict.verified).toBe(true);
    expect(verdict.lines.slice(0, 3)).toEqual([
      'Vérifié',
      'Reçu n° 8 : vote gratuit (poids 1) pour le participant n° 71 du concours n° 7, le 2026-11-27T12:00:08.000Z.',
      'Canal du vote : SMS.',
    ]);
    expect(verifyDocument({ ...receipt, leaf: { ...receipt.leaf, channel: 'web' } }, { fingerprint }).lines).toEqual([
      'Invalide',
      "- Le vote enregistré n'est pas celui de votre reçu : son empreinte diffère.",
      "- Le vote n'est pas dans le registre signé : la preuve ne mène pas à sa racine.",
    ]);
    expect(verifyDocument({ ...receipt, leaf: { ...receipt.leaf, channel: 'fax' } }, { fingerprint }).lines).toEqual([
      'Invalide',
      '- Le vote prouvé est illisible.',
    ]);
  });

  it('names the participant whose count was altered, and says the signature no longer holds', async () => {
    const { dossier } = await fixture();
    const altered = structuredClone(dossier);
    altered.content.participants[1].total += 1;
    const verdict = verifyDocument(altered);
    expect(verdict.verified).toBe(false);
    expect(verdict.lines).toEqual([
      'Invalide',
      '- La signature du dossier est invalide : son contenu a été modifié après signature.',
      '- « Awa » (n° 70) : le dossier annonce 4 votes au total, les votes du registre en donnent 3.',
    ]);
  });

  it('refuses a dossier missing one of its votes, or signed by another key than the one expected', async () => {
    const { dossier } = await fixture();
    const fewer = structuredClone(dossier);
    fewer.content.leaves.pop();
    expect(verifyDocument(fewer).lines).toContain(
      '- Les votes du dossier ne sont pas ceux du registre signé : la preuve ne mène pas à sa racine.',
    );
    const other = verifyDocument(dossier, { fingerprint: '00'.repeat(32) });
    expect(other.verified).toBe(false);
    expect(other.lines[1]).toContain("n'est pas celle que vous attendiez");
  });

  it('verifies a receipt against the head, and refuses it with another fingerprint than the vote gave', async () => {
    const { receipt, dossier } = await fixture();
    expect(verifyDocument(receipt, { fingerprint }).verified).toBe(true);
    expect(verifyDocument(receipt, { fingerprint, leafHash: 'ff'.repeat(32) }).lines).toEqual([
      'Invalide',
      "- Le vote enregistré n'est pas celui de votre reçu : son empreinte diffère.",
    ]);
    expect(verifyDocument({ hello: 'world' }).verified).toBe(false);
    const damaged = { ...dossier, content: { ...dossier.content, leaves: 'aucun' } };
    expect(verifyDocument(damaged).lines).toEqual(['Invalide', '- Le fichier est incomplet ou mal formé.']);
  });

  it('says "Non vérifié" for a file re-signed with another key when no key was given, and what is missing', async () => {
    const { dossier, receipt } = await fixture({ signer: new Uint8Array(32).fill(9) });
    for (const document of [dossier, receipt]) {
      const verdict = verifyDocument(document);
      expect(verdict.verified).toBe(false);
      expect(verdict.lines[0]).toBe('Non vérifié');
      expect(verdict.lines[1]).toContain("donnez l'empreinte publiée avec --cle, ou l'adresse du site avec --api");
    }
  });

  it('checks the key against the keys the site publishes when no --cle is given', async () => {
    const site = 'https://bebestar.example';
    const keys = [{ key_id: keyIdOf(publicKey), public_key: toBase64(publicKey), fingerprint }];
    const asked: string[] = [];
    const get: typeof fetch = (url) => {
      asked.push(url instanceof URL ? url.href : JSON.stringify(url));
      return Promise.resolve(new Response(JSON.stringify(keys)));
    };
    const published = await publishedKeys(site, get);
    expect(asked).toEqual(['https://bebestar.example/api/transparency/keys/']);
    expect(verifyDocument((await fixture()).dossier, { published }).lines[0]).toBe('Vérifié');
    const forged = verifyDocument((await fixture({ signer: new Uint8Array(32).fill(9) })).dossier, { published });
    expect(forged.verified).toBe(false);
    expect(forged.lines[1]).toMatch(
      /^- La clé qui a signé \(empreinte [0-9a-f]{64}\) n'est pas parmi les clés publiées par https:\/\/bebestar\.example/,
    );

    const down = await publishedKeys(site, () => Promise.reject(new Error('connexion refusée')));
    const unread = verifyDocument((await fixture()).dossier, { published: down });
    expect(unread.lines.slice(0, 2)).toEqual([
      'Non vérifié',
      expect.stringContaining(
        "- Les clés publiées par https://bebestar.example n'ont pas pu être lues (connexion refusée)",
      ),
    ]);
  });

  it('refuses a file naming a key twice, "total":999 placed before the real one', async () => {
    const { dossier } = await fixture();
    const text = JSON.stringify(dossier);
    expect(verifyText(text, { fingerprint }).lines[0]).toBe('Vérifié');
    const doubled = text.replace('"total":10,', '"total":999,"total":10,');
    expect(doubled).not.toBe(text);
    expect(verifyText(doubled, { fingerprint })).toEqual({
      verified: false,
      lines: [
        'Invalide',
        "- Le fichier donne deux fois la clé « total » : deux lecteurs n'y liraient pas la même valeur, il n'est pas celui qui a été signé.",
      ],
    });
  });

  it('refuses winners and places that do not follow from the counts, even signed', async () => {
    const { dossier } = await fixture({
      edit: (content) => {
        content.winners = [{ rank: 1, participant: 70, name: 'Awa', prize: '100 000 F CFA' }];
        content.participants[0].rank = 2;
        content.participants[1].rank = 1;
      },
    });
    expect(verifyDocument(dossier, { fingerprint }).lines).toEqual([
      'Invalide',
      '- « Coumba » (n° 72) : le dossier le classe 2e, ses votes le placent 1er.',
      '- « Awa » (n° 70) : le dossier le classe 1er, ses votes le placent 2e.',
      '- Les gagnants ne suivent pas les votes : la 1re place revient à « Coumba » (n° 72), le dossier la donne à « Awa » (n° 70).',
    ]);
  });

  it('refuses a dossier that counts a vote dated after the contest’s end', async () => {
    const { dossier } = await fixture({
      edit: (content) => {
        content.contest.end_date = '2026-11-27T12:00:09.000Z';
      },
    });
    const verdict = verifyDocument(dossier, { fingerprint });
    expect(verdict.verified).toBe(false);
    expect(verdict.lines).toContain(
      "- « Awa » (n° 70) : le dossier compte des votes enregistrés à la fin du concours (2026-11-27T12:00:09.000Z) ou après (n° 10) ; un vote ne compte que s'il est enregistré avant la fin.",
    );
  });
});
