/**
 * `npm run bench:log`: the public vote log at scale, on this machine.
 *
 * A fresh database `bebe_star_bench_log`; one contest of PARTICIPANTS participants and LEAVES ledger
 * rows (free votes, written by SQL in bulk); then the worker's TransparencyLog, alone in its process,
 * appends every row as a leaf while the time is taken; a tree head is signed over all of them; then
 * inclusion proofs of random receipts and a consistency proof are computed and verified as the API
 * and a verifier would. Options: `--leaves N` (default 10,000,000), `--participants N` (10,000).
 */
import { randomInt } from 'node:crypto';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppConfigModule, loadConfig } from '@app/config';
import {
  consistencyProof,
  fromHex,
  rootFromInclusionProof,
  sameHash,
  verifyConsistency,
  voteLeafHash,
} from '@app/contracts';
import { DatabaseModule } from '@app/database';
import { TileStore, TransparencyLog, TransparencyReader, TransparencyWorkerModule } from '@app/transparency';
import { DataSource } from 'typeorm';
import { recreateDatabase } from '../bench/seed';

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1].replace(/_/g, '')) : fallback;
}

const LEAVES = option('leaves', 10_000_000);
const PARTICIPANTS = option('participants', 10_000);
const PROOFS = 200;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const elapsed = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

async function main(): Promise<void> {
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    DATABASE_NAME: 'bebe_star_bench_log',
    REDIS_KEY_PREFIX: 'bench-log:',
    TRANSPARENCY_HEAD_INTERVAL_SECONDS: '86400',
  });
  await recreateDatabase(config);

  @Module({ imports: [AppConfigModule.forRoot(config), DatabaseModule] })
  class LogBenchModule {}

  /** The worker's log alone: its loop starts with the context and follows the ledger. */
  @Module({ imports: [AppConfigModule.forRoot(config), DatabaseModule, TransparencyWorkerModule] })
  class LogWorkerModule {}

  const context = await NestFactory.createApplicationContext(LogBenchModule, { logger: ['error', 'warn'] });
  const db = context.get(DataSource);
  const [{ id: contestId }]: { id: number }[] = await db.query(
    `INSERT INTO contests (title, status, gender, start_date, end_date)
     VALUES ('Concours du registre', 'open', 'mixed', now() - interval '1 day', now() + interval '30 days') RETURNING id`,
  );
  await db.query(
    `INSERT INTO participants (contest_id, baby_name, photo, country, city)
     SELECT $1, 'Bébé ' || i, 'participants/ab/' || md5(i::text), 'Sénégal', 'Dakar' FROM generate_series(1, $2) i`,
    [contestId, PARTICIPANTS],
  );
  const [{ min }]: { min: number }[] = await db.query('SELECT min(id) AS min FROM participants');
  let start = process.hrtime.bigint();
  for (let written = 0; written < LEAVES; written += 1_000_000) {
    const rows = Math.min(1_000_000, LEAVES - written);
    await db.query(
      `INSERT INTO vote_ledger (kind, weight, contest_id, participant_id, voter_id, device_hash, idempotency_key)
       SELECT 'free', 1, $1, $2 + (i % $3), 1 + (i % 200000), md5((i % 400000)::text), 'log-bench:' || i
         FROM generate_series($4::bigint, $5::bigint) i`,
      [contestId, min, PARTICIPANTS, written + 1, written + rows],
    );
  }
  console.log(`ledger: ${LEAVES} rows written in ${seconds(elapsed(start))}`);

  start = process.hrtime.bigint();
  const worker = await NestFactory.createApplicationContext(LogWorkerModule, { logger: ['error', 'warn'] });
  const log = worker.get(TransparencyLog);
  const size = async () => {
    const [state]: { size: string }[] = await db.query('SELECT size FROM transparency_log');
    return Number(state.size);
  };
  let last = 0;
  while ((last = await size()) < LEAVES) {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    process.stdout.write(`\r  ${last} leaves appended`);
  }
  const appendMs = elapsed(start);
  console.log(
    `\nappend: ${LEAVES} leaves in ${seconds(appendMs)} (${Math.round(LEAVES / (appendMs / 1000))} leaves/s)`,
  );

  start = process.hrtime.bigint();
  await log.publishHead();
  const headMs = elapsed(start);
  const reader = new TransparencyReader(db, new TileStore(db));
  const head = await reader.latestHead();
  console.log(`tree head over ${head.size} leaves signed in ${headMs.toFixed(0)} ms (root ${head.root.slice(0, 16)}…)`);

  const ids: { ledger_id: string }[] = await db.query(
    `SELECT ledger_id FROM transparency_leaves WHERE leaf_index = ANY($1::bigint[])`,
    [Array.from({ length: PROOFS }, () => randomInt(LEAVES))],
  );
  const durations: number[] = [];
  for (const { ledger_id } of ids) {
    const begin = process.hrtime.bigint();
    const receipt = await reader.receipt(Number(ledger_id));
    durations.push(elapsed(begin));
    const root = rootFromInclusionProof(
      receipt.index,
      receipt.head.size,
      voteLeafHash(receipt.leaf),
      receipt.proof.map(fromHex),
    );
    if (!root || !sameHash(root, fromHex(receipt.head.root))) throw new Error(`receipt ${ledger_id} does not verify`);
  }
  durations.sort((a, b) => a - b);
  const at = (q: number) => durations[Math.min(durations.length - 1, Math.floor(q * durations.length))].toFixed(1);
  console.log(
    `inclusion proof on a ${head.size}-leaf tree (API read + proof, ${ids.length} random receipts, each verified): p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`,
  );

  const firstSize = Math.floor(LEAVES / 3);
  const begin = process.hrtime.bigint();
  const ranges = new TileStore(db).ranges();
  const proof = await consistencyProof(firstSize, head.size, ranges);
  const firstRoot = await ranges(0, firstSize);
  const consistencyMs = elapsed(begin);
  if (!verifyConsistency(firstSize, head.size, firstRoot, fromHex(head.root), proof))
    throw new Error('consistency proof does not verify');
  console.log(
    `consistency proof ${firstSize} → ${head.size} (and the first root): ${consistencyMs.toFixed(1)} ms, ${proof.length} hashes`,
  );

  await worker.close();
  await context.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
