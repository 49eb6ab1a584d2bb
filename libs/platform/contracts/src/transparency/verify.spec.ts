import { ed25519 } from '@noble/curves/ed25519';
import { countedLeaves } from './close-rule';
import { type LeafChannel, type VoteLeaf, voteLeafHash, type VoteLeafV2, type VoteLeafV3 } from './leaf';
import { type Hash, hashChildren, inclusionProof, multiProof, splitPoint, toHex } from './merkle';
import { keyIdOf, toBase64, treeHeadMessage } from './tree-head';
import {
  type Dossier,
  type DossierContent,
  dossierMessage,
  dossierProblems,
  placeParticipants,
  receiptProblems,
} from './verify';

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

/** The same vote as a row written since the phone number is the voter: leaf v2, the number's hash. */
const leafV2 = (id: number, participant: number, number: string | null = 'c'.repeat(32)): VoteLeafV2 => ({
  v: 2,
  id,
  kind: 'free',
  weight: 1,
  contest: 5,
  participant,
  at: `2026-11-28T12:00:${String(id).padStart(2, '0')}.000Z`,
  ref: null,
  number,
  payment: null,
});

/** The same vote as a row written since every phone votes: leaf v3, the number's hash and the channel. */
const leafV3 = (id: number, participant: number, channel: LeafChannel): VoteLeafV3 => ({
  ...leafV2(id, participant),
  v: 3,
  channel,
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

describe('leaves of both versions', () => {
  // The log's rows from before the phone number was the voter keep their v1 leaves; later rows are v2.
  const V2_VOTE = leafV2(4, 3);
  const MIXED = [leaf(1, 1), leaf(2, 2), leaf(3, 3), V2_VOTE, leafV2(5, 1, null), leafV2(6, 2), leafV2(7, 1)];
  const PROBLEM = 'Les votes du dossier ne sont pas ceux du registre signé : la preuve ne mène pas à sa racine.';

  it('verifies a dossier whose leaves mix v1 and v2, with the counts and places of the v1-only dossier', async () => {
    const dossier = await signedDossier(MIXED);
    expect(dossierProblems(dossier)).toEqual([]);
    expect(dossier.content.participants).toEqual((await signedDossier(LEAVES)).content.participants);
  });

  it('refuses a dossier whose v2 leaf was altered, signed again or not', async () => {
    const renumbered = await signedDossier(MIXED, (content) => {
      content.leaves[3].leaf = { ...content.leaves[3].leaf, number: 'd'.repeat(32) } as VoteLeaf;
    });
    expect(dossierProblems(renumbered)).toEqual([PROBLEM]);
    const dossier = await signedDossier(MIXED);
    dossier.content.leaves[6].leaf = { ...dossier.content.leaves[6].leaf, at: '2026-11-28T12:00:59.000Z' };
    expect(dossierProblems(dossier)).toEqual([
      'La signature du dossier est invalide : son contenu a été modifié après signature.',
      PROBLEM,
    ]);
  });

  it('refuses a leaf that mixes the two versions’ fields', async () => {
    const mixedUp = await signedDossier(MIXED, (content) => {
      content.leaves[3].leaf = { ...content.leaves[3].leaf, voter: 'a'.repeat(32) } as VoteLeaf;
    });
    expect(dossierProblems(mixedUp)).toEqual(["Le vote n° 4 du dossier est illisible ou d'un autre concours."]);
  });

  it('proves a v2 receipt, and refuses it once its number is changed', async () => {
    const hashes = MIXED.map(voteLeafHash);
    const unsigned = { size: MIXED.length, root: toHex(rootOf(hashes)), time: END, key_id: keyIdOf(PUBLIC_KEY) };
    const head = { ...unsigned, signature: toBase64(ed25519.sign(treeHeadMessage(unsigned), SECRET)) };
    const range = (start: number, end: number) => Promise.resolve(rootOf(hashes.slice(start, end)));
    const receipt = {
      index: 3,
      leaf: V2_VOTE,
      head,
      public_key: toBase64(PUBLIC_KEY),
      proof: (await inclusionProof(3, MIXED.length, range)).map(toHex),
    };
    expect(receiptProblems(receipt, toHex(hashes[3]))).toEqual([]);
    expect(receiptProblems({ ...receipt, leaf: { ...V2_VOTE, number: 'e'.repeat(32) } }, toHex(hashes[3]))).toEqual([
      "Le vote enregistré n'est pas celui de votre reçu : son empreinte diffère.",
      "Le vote n'est pas dans le registre signé : la preuve ne mène pas à sa racine.",
    ]);
  });
});

describe('leaves of the three versions', () => {
  // Rows before the number was the voter (v1), before the channel was recorded (v2), and since (v3).
  const SMS_VOTE = leafV3(6, 2, 'sms');
  const MIXED = [leaf(1, 1), leaf(2, 2), leaf(3, 3), leafV2(4, 3), leafV3(5, 1, 'ussd'), SMS_VOTE, leafV3(7, 1, 'web')];
  const PROBLEM = 'Les votes du dossier ne sont pas ceux du registre signé : la preuve ne mène pas à sa racine.';

  it('verifies a dossier whose leaves mix v1, v2 and v3, with the counts and places of the v1-only dossier', async () => {
    const dossier = await signedDossier(MIXED);
    expect(dossierProblems(dossier)).toEqual([]);
    expect(dossier.content.participants).toEqual((await signedDossier(LEAVES)).content.participants);
  });

  it('refuses a dossier whose v3 leaf names another channel than the log’s, though signed again', async () => {
    const moved = await signedDossier(MIXED, (content) => {
      content.leaves[5].leaf = { ...SMS_VOTE, channel: 'web' };
    });
    expect(dossierProblems(moved)).toEqual([PROBLEM]);
  });

  it('refuses a v3 leaf of an unknown channel, or without one', async () => {
    for (const altered of [
      { ...SMS_VOTE, channel: 'fax' },
      { ...SMS_VOTE, channel: undefined },
    ]) {
      const unreadable = await signedDossier(MIXED, (content) => {
        content.leaves[5].leaf = altered as unknown as VoteLeaf;
      });
      expect(dossierProblems(unreadable)).toEqual(["Le vote n° 6 du dossier est illisible ou d'un autre concours."]);
    }
  });

  it('proves a v3 receipt, and refuses it once its channel is changed', async () => {
    const hashes = MIXED.map(voteLeafHash);
    const unsigned = { size: MIXED.length, root: toHex(rootOf(hashes)), time: END, key_id: keyIdOf(PUBLIC_KEY) };
    const head = { ...unsigned, signature: toBase64(ed25519.sign(treeHeadMessage(unsigned), SECRET)) };
    const range = (start: number, end: number) => Promise.resolve(rootOf(hashes.slice(start, end)));
    const receipt = {
      index: 5,
      leaf: SMS_VOTE,
      head,
      public_key: toBase64(PUBLIC_KEY),
      proof: (await inclusionProof(5, MIXED.length, range)).map(toHex),
    };
    expect(receiptProblems(receipt, toHex(hashes[5]))).toEqual([]);
    expect(receiptProblems({ ...receipt, leaf: { ...SMS_VOTE, channel: 'ussd' } }, toHex(hashes[5]))).toEqual([
      "Le vote enregistré n'est pas celui de votre reçu : son empreinte diffère.",
      "Le vote n'est pas dans le registre signé : la preuve ne mène pas à sa racine.",
    ]);
  });
});
