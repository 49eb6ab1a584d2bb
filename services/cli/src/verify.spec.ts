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
import { verifyDocument } from './verify';

const seed = new Uint8Array(32).fill(7);
const publicKey = ed25519.getPublicKey(seed);

function root(leaves: Hash[]): Hash {
  if (leaves.length === 1) return leaves[0];
  const k = splitPoint(leaves.length);
  return hashChildren(root(leaves.slice(0, k)), root(leaves.slice(k)));
}

const leaf = (
  id: number,
  contest: number,
  participant: number,
  kind: VoteLeaf['kind'] = 'free',
  weight = 1,
): VoteLeaf => ({
  v: 1,
  id,
  kind,
  weight,
  contest,
  participant,
  at: new Date(Date.UTC(2026, 10, 27, 12, 0, id)).toISOString(),
  ref: null,
  voter: 'ab'.repeat(16),
  device: null,
  payment: kind === 'paid' ? 'cd'.repeat(16) : null,
});

/** A log of ten leaves, six of them contest 7's, and the dossier of contest 7 signed with the test key. */
async function fixture() {
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
    time: '2026-11-27T12:00:00.000Z',
    key_id: keyIdOf(publicKey),
  };
  const head = { ...unsigned, signature: toBase64(ed25519.sign(treeHeadMessage(unsigned), seed)) };
  const indices = log.flatMap((entry, index) => (entry.contest === 7 ? [index] : []));
  const counts = countsFromLeaves(indices.map((index) => log[index]));
  const names: Record<number, string> = { 70: 'Awa', 71: 'Binta', 72: 'Coumba' };
  const content: DossierContent = {
    format: 'bebe-star/results-dossier/v1',
    contest: {
      id: 7,
      title: 'Le plus beau sourire',
      start_date: '2026-11-01T00:00:00.000Z',
      end_date: '2026-11-27T00:00:00.000Z',
      rules: ['Un vote gratuit toutes les 10 minutes par participant.'],
    },
    winners: [{ rank: 1, participant: 72, name: 'Coumba', prize: '100 000 F CFA' }],
    participants: [72, 70, 71].map((participant, index) => ({
      ...counts.get(participant)!,
      name: names[participant],
      rank: index + 1,
    })),
    head,
    public_key: toBase64(publicKey),
    leaves: indices.map((index) => ({ index, leaf: log[index] })),
    proof: (await multiProof(indices, log.length, range)).map(toHex),
  };
  const dossier: Dossier = { content, signature: toBase64(ed25519.sign(dossierMessage(content), seed)) };
  const receipt = {
    index: 3,
    leaf: log[3],
    leaf_hash: toHex(hashes[3]),
    head,
    public_key: toBase64(publicKey),
    proof: (await inclusionProof(3, log.length, range)).map(toHex),
  };
  return { dossier, receipt };
}

describe('npm run cli -- verify', () => {
  it('verifies a dossier: signatures, the proof of its leaves and every total', async () => {
    const { dossier } = await fixture();
    const verdict = verifyDocument(dossier, { fingerprint: keyFingerprint(publicKey) });
    expect(verdict.lines[0]).toBe('Vérifié');
    expect(verdict.verified).toBe(true);
    expect(verdict.lines.join('\n')).toContain('6 lignes du registre, 3 participants');
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
    expect(verifyDocument(receipt).verified).toBe(true);
    expect(verifyDocument(receipt, { leafHash: 'ff'.repeat(32) }).lines).toEqual([
      'Invalide',
      "- Le vote enregistré n'est pas celui de votre reçu : son empreinte diffère.",
    ]);
    expect(verifyDocument({ hello: 'world' }).verified).toBe(false);
    const damaged = { ...dossier, content: { ...dossier.content, leaves: 'aucun' } };
    expect(verifyDocument(damaged).lines).toEqual(['Invalide', '- Le fichier est incomplet ou mal formé.']);
  });
});
