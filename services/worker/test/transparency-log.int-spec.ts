import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import {
  canonicalLeaf,
  countsFromLeaves,
  fromBase64,
  hashChildren,
  hashLeaf,
  type Hash,
  receiptProblems,
  splitPoint,
  toHex,
  verifyConsistency,
  verifyTreeHead,
  type VoteLeaf,
  fromHex,
} from '@app/contracts';
import { MESSAGES } from '@app/common';
import {
  createTestEnvironment,
  eventually,
  insertFree,
  insertPaid,
  insertReversal,
  type TestEnvironment,
} from '@app/testing';
import { TransparencyLog, TransparencyReader, VoteLeaves } from '@app/transparency';
import type { DataSource } from 'typeorm';
import { WorkerModule } from '../src/worker.module';
import { insertContest, insertParticipants, openDatabase } from './ranking-fixtures';

const startWorker = (env: TestEnvironment) =>
  NestFactory.createApplicationContext(WorkerModule.register(env.config), { logger: false });

function referenceRoot(leaves: Hash[]): Hash {
  if (leaves.length === 1) return leaves[0];
  const k = splitPoint(leaves.length);
  return hashChildren(referenceRoot(leaves.slice(0, k)), referenceRoot(leaves.slice(k)));
}

describe('the public vote log', () => {
  let env: TestEnvironment;
  let workers: INestApplicationContext[];
  let db: DataSource;
  let reader: TransparencyReader;
  let contestId: number;
  let participants: number[];

  const ledgerCount = async () => Number((await db.query('SELECT count(*) FROM vote_ledger'))[0].count);
  const logSize = async () => Number((await db.query('SELECT size FROM transparency_log'))[0].size);
  const logLeaves = async (): Promise<{ leaf_index: string; ledger_id: string; leaf: string }[]> =>
    db.query('SELECT leaf_index, ledger_id, leaf FROM transparency_leaves ORDER BY leaf_index');
  const caughtUp = async () => (await logSize()) === (await ledgerCount());

  beforeAll(async () => {
    env = await createTestEnvironment({ TRANSPARENCY_HEAD_INTERVAL_SECONDS: '3600' });
    db = await openDatabase(env.config);
    contestId = await insertContest(db);
    participants = await insertParticipants(db, contestId, 3);
    workers = [await startWorker(env), await startWorker(env)];
    reader = workers[0].get(TransparencyReader);
  });

  afterAll(async () => {
    for (const worker of workers ?? []) await worker.close();
    await db?.destroy();
    await env?.dispose();
  });

  it('turns every ledger row into one leaf, in commit order, while two workers follow the ledger', async () => {
    // Rows written before the phone number was the voter (leaf v1: the first 200), then rows written
    // before the channel was recorded (v2), then since (v3: the site's, USSD's and SMS's votes), of six
    // numbers and some without one.
    const numberOf = (i: number) => (i < 200 || i % 4 === 0 ? null : 7001 + (i % 6));
    const versionOf = (i: number) => (i < 200 ? 1 : i < 400 ? 2 : 3);
    const channelOf = (i: number) => (['web', 'ussd', 'sms'] as const)[i % 3];
    const writes: Promise<number>[] = [];
    for (let i = 0; i < 600; i += 1) {
      writes.push(
        insertFree(db, {
          contestId,
          participantId: participants[i % 3],
          voterId: 1 + (i % 7),
          deviceHash: `d${i % 5}`,
          leafVersion: versionOf(i),
          phoneNumberId: numberOf(i) ?? undefined,
          channel: versionOf(i) === 3 ? channelOf(i) : undefined,
        }),
      );
    }
    const ids = await Promise.all(writes);
    await insertPaid(db, { contestId, participantId: participants[1], voterId: 2, weight: 25, paymentId: 9001 });
    await insertReversal(db, ids[0]);
    await eventually(caughtUp, { timeoutMs: 20_000, what: 'log caught up with the ledger' });

    const ledger: { id: string }[] = await db.query('SELECT id FROM vote_ledger ORDER BY tx, id');
    const leaves = await logLeaves();
    expect(leaves.map((leaf) => Number(leaf.ledger_id))).toEqual(ledger.map((row) => Number(row.id)));
    expect(leaves.map((leaf) => Number(leaf.leaf_index))).toEqual(leaves.map((_, i) => i));

    // The leaves add up to the ledger's counts, without a word of personal data.
    const counts = countsFromLeaves(leaves.map((row) => JSON.parse(row.leaf) as VoteLeaf));
    const sums: { participant_id: number; total: string }[] = await db.query(
      'SELECT participant_id, sum(weight) AS total FROM vote_ledger GROUP BY participant_id',
    );
    for (const sum of sums) expect(counts.get(sum.participant_id)!.total).toBe(Number(sum.total));
    // Each row keeps its leaf's version: v1 names the account and the device, v2 the number alone, v3
    // the number and the channel.
    const byLedgerId = new Map(leaves.map((row) => [Number(row.ledger_id), JSON.parse(row.leaf) as VoteLeaf]));
    const v1 = ids.slice(0, 200).map((id) => byLedgerId.get(id)!);
    expect(v1.every((leaf) => leaf.v === 1 && /^[0-9a-f]{32}$/.test(leaf.voter!) && leaf.device !== null)).toBe(true);
    // One number, one hash in the contest whatever the version or the channel, another for another
    // number; a row without a number has none.
    const hashesOf = new Map<number | null, Set<unknown>>();
    const V2_FIELDS = ['at', 'contest', 'id', 'kind', 'number', 'participant', 'payment', 'ref', 'v', 'weight'];
    ids.slice(200).forEach((id, k) => {
      const i = 200 + k;
      const leaf = byLedgerId.get(id)!;
      expect(leaf.v).toBe(versionOf(i));
      expect(Object.keys(leaf).sort()).toEqual(leaf.v === 3 ? ['at', 'channel', ...V2_FIELDS.slice(1)] : V2_FIELDS);
      if (leaf.v === 3) expect(leaf.channel).toBe(channelOf(i));
      const number = numberOf(i);
      hashesOf.set(number, (hashesOf.get(number) ?? new Set()).add(leaf.v === 1 ? undefined : leaf.number));
    });
    expect(hashesOf.get(null)).toEqual(new Set([null]));
    hashesOf.delete(null);
    expect([...hashesOf.values()].map((seen) => seen.size)).toEqual([1, 1, 1, 1, 1, 1]);
    const numberHashes = new Set([...hashesOf.values()].flatMap((seen) => [...seen]));
    expect(numberHashes.size).toBe(6);
    for (const hash of numberHashes) expect(hash).toMatch(/^[0-9a-f]{32}$/);
    expect(leaves.every((row) => !/"(voter|number)":\d/.test(row.leaf) && !row.leaf.includes('"d0"'))).toBe(true);

    // The leaf stored is the one the vote's answer hashes for its receipt, in every version.
    const voteLeaves = workers[0].get(VoteLeaves);
    for (const id of [ids[5], ids[201], ids[400], ids[401], ids[402]]) {
      const [row] = await db.query(
        `SELECT id::int, kind, weight, contest_id AS "contestId", participant_id AS "participantId", voter_id AS "voterId",
                device_hash AS "deviceHash", phone_number_id AS "phoneNumberId", payment_id AS "paymentId",
                NULL AS "refId", created_at AS "createdAt", channel, leaf_version AS "leafVersion"
           FROM vote_ledger WHERE id = $1`,
        [id],
      );
      expect(canonicalLeaf(voteLeaves.leafOf(row))).toBe(leaves.find((leaf) => Number(leaf.ledger_id) === id)!.leaf);
    }
  });

  it('signs heads whose root is the RFC 9162 root of the leaves, each consistent with the one before', async () => {
    const log = workers[0].get(TransparencyLog);
    const head = (await log.publishHead())!;
    const [key] = await reader.keys();
    expect(head.key_id).toBe(key.key_id);
    expect(verifyTreeHead(head, fromBase64(key.public_key))).toBe(true);
    const leafHashes = (await logLeaves()).map((row) => hashLeaf(new TextEncoder().encode(row.leaf)));
    expect(head.root).toBe(toHex(referenceRoot(leafHashes)));
    expect(await reader.latestHead()).toEqual(head);

    for (let i = 0; i < 300; i += 1)
      await insertFree(db, { contestId, participantId: participants[2], voterId: 40 + i });
    await eventually(caughtUp, { timeoutMs: 20_000, what: 'log caught up again' });
    const later = (await log.publishHead())!;
    expect(later.size).toBe(head.size + 300);
    const proof = await reader.consistency(head.size, later.size);
    expect(
      verifyConsistency(head.size, later.size, fromHex(head.root), fromHex(later.root), proof.proof.map(fromHex)),
    ).toBe(true);
    expect(
      verifyConsistency(head.size, later.size, fromHex(later.root), fromHex(later.root), proof.proof.map(fromHex)),
    ).toBe(false);

    // A tampered head does not verify.
    expect(verifyTreeHead({ ...later, size: later.size - 1 }, fromBase64(key.public_key))).toBe(false);
  });

  it('proves any receipt against the latest head, and a changed vote or proof fails', async () => {
    const leaves = await logLeaves();
    for (const pick of [0, 1, 255, 256, 257, 511, leaves.length - 1]) {
      const receipt = await reader.receipt(Number(leaves[pick].ledger_id));
      expect(receipt.index).toBe(pick);
      expect(receiptProblems(receipt, receipt.leaf_hash)).toEqual([]);
      expect(receiptProblems({ ...receipt, leaf: { ...receipt.leaf, weight: 5 } }, receipt.leaf_hash)).not.toEqual([]);
      expect(receiptProblems(receipt, '00'.repeat(32))).toEqual([
        "Le vote enregistré n'est pas celui de votre reçu : son empreinte diffère.",
      ]);
      const proof = [...receipt.proof];
      proof[0] = proof[0].replace(/^./, (c) => (c === '0' ? '1' : '0'));
      expect(receiptProblems({ ...receipt, proof }, receipt.leaf_hash)).toEqual([
        "Le vote n'est pas dans le registre signé : la preuve ne mène pas à sa racine.",
      ]);
    }
  });

  it('tells a vote cast moments ago, not yet in the log, from an unknown receipt', async () => {
    // A transaction still open holds the horizon: rows committed after it wait for it, as a slow commit makes them.
    const open = db.createQueryRunner();
    await open.startTransaction();
    let recent: number;
    try {
      await insertFree(open.manager, { contestId, participantId: participants[0], voterId: 900 });
      recent = await insertFree(db, { contestId, participantId: participants[1], voterId: 901 });
      await expect(reader.receipt(recent)).rejects.toMatchObject({
        status: 409,
        body: { detail: MESSAGES.transparency.receiptPending },
      });
    } finally {
      await open.commitTransaction();
      await open.release();
    }
    await expect(reader.receipt(10 ** 12)).rejects.toMatchObject({
      status: 404,
      body: { detail: MESSAGES.transparency.receiptNotFound },
    });

    await eventually(caughtUp, { timeoutMs: 20_000, what: 'log caught up with the late commit' });
    await workers[0].get(TransparencyLog).publishHead();
    const receipt = await reader.receipt(recent);
    expect(receiptProblems(receipt, receipt.leaf_hash)).toEqual([]);
  });

  it('refuses to change a leaf or a head: both are append-only', async () => {
    await expect(db.query("UPDATE transparency_leaves SET leaf = '{}' WHERE leaf_index = 0")).rejects.toThrow(
      /append-only/,
    );
    await expect(db.query('DELETE FROM tree_heads')).rejects.toThrow(/append-only/);
  });
});
