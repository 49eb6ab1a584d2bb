/**
 * `npm run bench:log`: the public vote log at scale, on this machine.
 *
 * A fresh database `bebe_star_bench_log`; LEAVES ledger rows (free votes, written by SQL in bulk), one
 * in 20 for a contest of PARTICIPANTS participants, the others for a second contest, interleaved as
 * contests running at the same time are; then the worker's TransparencyLog, alone in its process,
 * appends every row as a leaf while the time is taken; a tree head is signed over all of them; then
 * inclusion proofs of random receipts and a consistency proof are computed and verified as the API
 * and a verifier would; last, the first contest is closed and its results dossier made (the worker's
 * DossierBuilder: the leaves, their multi-proof, the counts, the signature, the PDF) and verified.
 * Options: `--leaves N` (default 10,000,000), `--participants N` (10,000).
 */
import { randomInt } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AppConfigModule, loadConfig } from '@app/config';
import {
  consistencyProof,
  type Dossier,
  dossierProblems,
  fromHex,
  rootFromInclusionProof,
  sameHash,
  verifyConsistency,
  voteLeafHash,
} from '@app/contracts';
import { AwardsWorkerModule } from '@app/awards';
import { DatabaseModule } from '@app/database';
import { JobsModule } from '@app/jobs';
import { RedisModule } from '@app/redis';
import { DossierPublisher, ResultsWorkerModule } from '@app/results';
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

  /** The worker's log and dossiers: the log's loop starts with the context and follows the ledger. */
  @Module({
    imports: [
      AppConfigModule.forRoot(config),
      DatabaseModule,
      RedisModule,
      JobsModule,
      AwardsWorkerModule,
      TransparencyWorkerModule,
      ResultsWorkerModule,
    ],
  })
  class LogWorkerModule {}

  const context = await NestFactory.createApplicationContext(LogBenchModule, { logger: ['error', 'warn'] });
  const db = context.get(DataSource);
  const contest = async (title: string, participants: number) => {
    const [{ id }]: { id: number }[] = await db.query(
      `INSERT INTO contests (title, status, gender, start_date, end_date)
       VALUES ($1, 'open', 'mixed', now() - interval '1 day', now() + interval '30 days') RETURNING id`,
      [title],
    );
    await db.query(
      `INSERT INTO participants (contest_id, baby_name, photo, country, city)
       SELECT $1, 'Bébé ' || i, 'participants/ab/' || md5(i::text), 'Sénégal', 'Dakar' FROM generate_series(1, $2) i`,
      [id, participants],
    );
    const [{ first }]: { first: number }[] = await db.query(
      'SELECT min(id) AS first FROM participants WHERE contest_id = $1',
      [id],
    );
    return { id, first, participants };
  };
  const audited = await contest('Concours du dossier', PARTICIPANTS);
  const other = await contest('Concours voisin', 100);
  const contestId = audited.id;
  let start = process.hrtime.bigint();
  for (let written = 0; written < LEAVES; written += 1_000_000) {
    const rows = Math.min(1_000_000, LEAVES - written);
    await db.query(
      `INSERT INTO vote_ledger (kind, weight, contest_id, participant_id, voter_id, device_hash, idempotency_key)
       SELECT 'free', 1, c.id, c.first + (i / 20) % c.participants, 1 + (i % 200000), md5((i % 400000)::text),
              'log-bench:' || i
         FROM generate_series($7::bigint, $8::bigint) i
         CROSS JOIN LATERAL (SELECT CASE WHEN i % 20 = 0 THEN $1::int ELSE $4::int END AS id,
                                    CASE WHEN i % 20 = 0 THEN $2::int ELSE $5::int END AS first,
                                    CASE WHEN i % 20 = 0 THEN $3::int ELSE $6::int END AS participants) c`,
      [
        audited.id,
        audited.first,
        audited.participants,
        other.id,
        other.first,
        other.participants,
        written + 1,
        written + rows,
      ],
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
  const reader = worker.get(TransparencyReader);
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
  const ranges = worker.get(TileStore).ranges();
  const proof = await consistencyProof(firstSize, head.size, ranges);
  const firstRoot = await ranges(0, firstSize);
  const consistencyMs = elapsed(begin);
  if (!verifyConsistency(firstSize, head.size, firstRoot, fromHex(head.root), proof))
    throw new Error('consistency proof does not verify');
  console.log(
    `consistency proof ${firstSize} → ${head.size} (and the first root): ${consistencyMs.toFixed(1)} ms, ${proof.length} hashes`,
  );

  await db.query("UPDATE contests SET status = 'closed', end_date = now() WHERE id = $1", [contestId]);
  const dossierStart = process.hrtime.bigint();
  await worker.get(DossierPublisher).publish(contestId);
  const dossierMs = elapsed(dossierStart);
  const [dossier]: { leaves: number; json: number; gzip: number; pdf: number; file: Buffer }[] = await db.query(
    `SELECT leaves, length(file_gzip) AS gzip, length(pdf) AS pdf, file_gzip AS file FROM results_dossiers WHERE contest_id = $1`,
    [contestId],
  );
  const file = gunzipSync(dossier.file);
  const verifyStart = process.hrtime.bigint();
  const problems = dossierProblems(JSON.parse(file.toString('utf8')) as Dossier);
  const verifyMs = elapsed(verifyStart);
  if (problems.length > 0) throw new Error(`dossier does not verify: ${problems.slice(0, 3).join(' ')}`);
  const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
  console.log(
    `results dossier of a ${PARTICIPANTS}-participant contest, ${dossier.leaves} of its leaves among ${head.size}: made in ${seconds(dossierMs)} (file ${mb(file.length)}, ${mb(dossier.gzip)} gzip; PDF ${mb(dossier.pdf)}); verified in ${seconds(verifyMs)} by the verifier the site and the CLI run`,
  );

  await worker.close();
  await context.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
