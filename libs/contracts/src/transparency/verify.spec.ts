import { ed25519 } from '@noble/curves/ed25519';
import { countedLeaves } from './close-rule';
import { type VoteLeaf, voteLeafHash } from './leaf';
import { type Hash, hashChildren, multiProof, splitPoint, toHex } from './merkle';
import { keyIdOf, toBase64, treeHeadMessage } from './tree-head';
import { type Dossier, type DossierContent, dossierMessage, dossierProblems, placeParticipants } from './verify';

const SECRET = new Uint8Array(32).fill(3);
const PUBLIC_KEY = ed25519.getPublicKey(SECRET);
const END = '2026-11-28T20:00:00.000Z';

const leaf = (
  id: number,
  participant: number,
  at = `2026-11-28T12:00:${String(id).padStart(2, '0')}.000Z`,
): VoteLeaf => ({
  v: 1,
  id,
  kind: 'free',
  weight: 1,
  contest: 5,
  participant,
  at,
  ref: null,
  voter: 'a'.repeat(32),
  device: null,
  payment: null,
});

function rootOf(hashes: Hash[]): Hash {
  if (hashes.length === 1) return hashes[0];
  const k = splitPoint(hashes.length);
  return hashChildren(rootOf(hashes.slice(0, k)), rootOf(hashes.slice(k)));
}

const NAMES: Record<number, string> = { 1: 'Awa', 2: 'Binta', 3: 'Coumba' };

const podiumOf = (participants: DossierContent['participants']) =>
  participants
    .filter((line) => line.rank !== null)
    .slice(0, 3)
    .map((line) => ({ rank: line.rank!, participant: line.participant, name: line.name, prize: '1 F CFA' }));

/**
 * A dossier of contest 5 signed as the log signs one: its leaves, their proof, the counts and places
 * placeParticipants gives, the podium; `edit` changes its content before it is signed (a faulty or
 * dishonest builder, the key itself being right).
 */
async function signedDossier(leaves: VoteLeaf[], edit?: (content: DossierContent) => void): Promise<Dossier> {
  const hashes = leaves.map(voteLeafHash);
  const unsigned = { size: leaves.length, root: toHex(rootOf(hashes)), time: END, key_id: keyIdOf(PUBLIC_KEY) };
  const participants = placeParticipants(countedLeaves(leaves, END), [1, 2, 3]).map((line) => ({
    ...line,
    name: NAMES[line.participant],
  }));
  const content: DossierContent = {
    format: 'bebe-star/results-dossier/v1',
    contest: { id: 5, title: 'Sourires', start_date: '2026-11-01T00:00:00.000Z', end_date: END, rules: [] },
    winners: podiumOf(participants),
    participants,
    head: { ...unsigned, signature: toBase64(ed25519.sign(treeHeadMessage(unsigned), SECRET)) },
    public_key: toBase64(PUBLIC_KEY),
    leaves: leaves.map((one, index) => ({ index, leaf: one })),
    proof: (
      await multiProof(
        leaves.map((_, index) => index),
        leaves.length,
        (start, end) => Promise.resolve(rootOf(hashes.slice(start, end))),
      )
    ).map(toHex),
  };
  edit?.(content);
  return { content, signature: toBase64(ed25519.sign(dossierMessage(content), SECRET)) };
}

// Awa 3 votes; Binta and Coumba 2 each, Coumba's second (id 4) older than Binta's (id 6): Coumba second.
const LEAVES = [leaf(1, 1), leaf(2, 2), leaf(3, 3), leaf(4, 3), leaf(5, 1), leaf(6, 2), leaf(7, 1)];

describe('placeParticipants', () => {
  it('places by count, equal counts by who reached it first (the older latest vote), no place without votes', () => {
    expect(placeParticipants(LEAVES, [4, 1, 2, 3]).map((line) => [line.participant, line.total, line.rank])).toEqual([
      [1, 3, 1],
      [3, 2, 2],
      [2, 2, 3],
      [4, 0, null],
    ]);
  });
});

describe('dossierProblems', () => {
  it('finds nothing in a dossier whose places and winners follow from its votes', async () => {
    expect(dossierProblems(await signedDossier(LEAVES))).toEqual([]);
  });

  it('names a place that is not the one the votes give, and winners out of the counts’ order', async () => {
    const dossier = await signedDossier(LEAVES, (content) => {
      const [binta, coumba] = [content.participants[2], content.participants[1]];
      [binta.rank, coumba.rank] = [2, 3];
      content.winners[1] = { ...content.winners[1], participant: 2, name: 'Binta' };
      content.winners[2] = { ...content.winners[2], participant: 3, name: 'Coumba' };
    });
    expect(dossierProblems(dossier)).toEqual([
      '« Coumba » (n° 3) : le dossier le classe 3e, ses votes le placent 2e.',
      '« Binta » (n° 2) : le dossier le classe 2e, ses votes le placent 3e.',
      'Les gagnants ne suivent pas les votes : la 2e place revient à « Coumba » (n° 3), le dossier la donne à « Binta » (n° 2).',
      'Les gagnants ne suivent pas les votes : la 3e place revient à « Binta » (n° 2), le dossier la donne à « Coumba » (n° 3).',
    ]);
  });

  it('refuses a winner the votes do not make, and accepts a withdrawn child left off the podium', async () => {
    const moved = await signedDossier(LEAVES, (content) => {
      content.winners = [{ rank: 1, participant: 3, name: 'Coumba', prize: '1 F CFA' }];
    });
    expect(dossierProblems(moved)).toEqual([
      'Les gagnants ne suivent pas les votes : la 1re place revient à « Awa » (n° 1), le dossier la donne à « Coumba » (n° 3).',
    ]);
    const withdrawn = await signedDossier(LEAVES, (content) => {
      content.participants[0].withdrawn = true;
      content.winners = [
        { rank: 1, participant: 3, name: 'Coumba', prize: '1 F CFA' },
        { rank: 2, participant: 2, name: 'Binta', prize: '1 F CFA' },
      ];
    });
    expect(dossierProblems(withdrawn)).toEqual([]);
  });

  it('refuses a dossier that counts a vote dated at or after the contest’s end', async () => {
    const late = [...LEAVES, leaf(8, 2, END)];
    // Built as the log builds it, the late vote is in the dossier but counts for nothing.
    expect(dossierProblems(await signedDossier(late))).toEqual([]);
    const counted = await signedDossier(late, (content) => {
      content.participants = placeParticipants(late, [1, 2, 3]).map((line) => ({
        ...line,
        name: NAMES[line.participant],
      }));
      content.winners = podiumOf(content.participants);
    });
    expect(dossierProblems(counted)).toEqual([
      '« Binta » (n° 2) : le dossier annonce 3 votes gratuits, les votes du registre en donnent 2.',
      '« Binta » (n° 2) : le dossier annonce 3 votes au total, les votes du registre en donnent 2.',
      "« Binta » (n° 2) : le dossier compte des votes enregistrés à la fin du concours (2026-11-28T20:00:00.000Z) ou après (n° 8) ; un vote ne compte que s'il est enregistré avant la fin.",
      '« Coumba » (n° 3) : le dossier le classe 3e, ses votes le placent 2e.',
      '« Binta » (n° 2) : le dossier le classe 2e, ses votes le placent 3e.',
      'Les gagnants ne suivent pas les votes : la 2e place revient à « Coumba » (n° 3), le dossier la donne à « Binta » (n° 2).',
      'Les gagnants ne suivent pas les votes : la 3e place revient à « Binta » (n° 2), le dossier la donne à « Coumba » (n° 3).',
    ]);
  });
});
