import { readFile } from 'node:fs/promises';
import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import { loadConfig, loadEnvFile } from '@app/config';
import { LOG_PROOF_HEADER, NOTE_COSIGNATURE_V1, parseNoteVerifierKey } from '@app/contracts';
import { copyLocalMediaToBucket } from '@app/media';
import { RankingRebuildService } from '@app/ranking';
import { VoteLimitsRecovery } from '@app/voting';
import { Command } from 'commander';
import { AccountProvisioning } from './account-provisioning';
import { CliModule } from './cli.module';
import { DemoSeed } from './demo/seed';
import { runMonitor } from './monitor';
import { publishedKeys, publishedLogKeys, verifyText } from './verify';

async function withContext(run: (context: INestApplicationContext) => Promise<void>): Promise<void> {
  loadEnvFile();
  const context = await NestFactory.createApplicationContext(CliModule.register(loadConfig()), {
    logger: ['error', 'warn'],
  });
  try {
    await run(context);
  } finally {
    await context.close();
  }
}

const program = new Command('bebe-star').description('Bébé Star administration commands');

program
  .command('create-admin')
  .description('Create an administrator (is_staff, member of "Administrateurs")')
  .argument('<email>')
  .argument('<password>')
  .action((email: string, password: string) =>
    withContext(async (context) => {
      const result = await context.get(AccountProvisioning).ensureUser({ email, password }, true);
      console.log(
        result.created
          ? `Administrator ${email} created (id ${result.id}).`
          : `${email} already exists (id ${result.id}); nothing changed.`,
      );
    }),
  );

program
  .command('seed')
  .description('Create the demo data (idempotent)')
  .action(() =>
    withContext(async (context) => {
      for (const line of await context.get(DemoSeed).run()) console.log(line);
    }),
  );

program
  .command('ranking:rebuild')
  .description('Rebuild the ranking projection from the vote ledger (one contest, or all and the vote limits)')
  .argument('[contestId]', 'contest id; every contest when omitted')
  .action((contestId: string | undefined) =>
    withContext(async (context) => {
      if (contestId !== undefined && !/^[1-9]\d{0,9}$/.test(contestId))
        throw new Error(`Not a contest id: ${contestId}`);
      const report = await context
        .get(RankingRebuildService)
        .rebuild(contestId === undefined ? undefined : Number(contestId));
      console.log(
        `Ranking rebuilt: ${report.contests} contest(s), ${report.participants} participant(s) with votes, ` +
          `up to ledger position ${report.watermark}.`,
      );
      if (contestId === undefined) {
        const limits = await context.get(VoteLimitsRecovery).restore();
        console.log(`Vote limits restored: ${limits.cooldowns} cooldown(s), ${limits.dailyCounters} daily counter(s).`);
      }
    }),
  );

program
  .command('media:to-bucket')
  .description(
    'Copy the photos kept on disk (MEDIA_ROOT) into the bucket of MEDIA_STORAGE=s3; each once, so it can run again',
  )
  .action(async () => {
    loadEnvFile();
    const { copied, skipped } = await copyLocalMediaToBucket(loadConfig(), (done, already) =>
      console.log(`… ${done} copied, ${already} already in the bucket`),
    );
    console.log(`Photos copied to the bucket: ${copied}; already there: ${skipped}.`);
  });

program
  .command('verify')
  .description(
    'Check a results dossier or a vote receipt on this machine: signatures, Merkle proofs, totals, places and winners recomputed from the votes, the signing key against --cle or the keys the site publishes',
  )
  .argument('[file]', 'a results dossier (.json), or a receipt proof saved from /api/transparency/receipts/{id}/')
  .option('--recu <id>', "fetch this receipt's proof from the site named by --api instead of a file")
  .option('--empreinte <hash>', "the receipt's fingerprint, as the vote's answer gave it (64 hexadecimal characters)")
  .option(
    '--api <url>',
    'the site, e.g. https://bebestar.example: where a receipt (--recu) and, without --cle, the published signing keys are read',
  )
  .option('--cle <fingerprint>', 'the signing key fingerprint you were given elsewhere: the files must be signed by it')
  .option(
    '--temoin <key>',
    "a witness's verifier key (the court officer's, C2SP signed-note): a dossier's close must be cosigned by it (repeatable)",
    (key: string, keys: string[]) => [...keys, key],
    [] as string[],
  )
  .option('--registre <key>', "the vote log's checkpoint key (C2SP signed-note), for an offline proof (.tlog-proof)")
  .action(
    async (
      file: string | undefined,
      options: { recu?: string; empreinte?: string; api?: string; cle?: string; temoin: string[]; registre?: string },
    ) => {
      const witnesses = options.temoin.map((text) => {
        const key = parseNoteVerifierKey(text);
        if (!key || key.type !== NOTE_COSIGNATURE_V1)
          throw new Error(`--temoin: not a witness's verifier key: ${text}`);
        return key;
      });
      let text: string;
      if (options.recu !== undefined) {
        if (!/^[1-9]\d{0,9}$/.test(options.recu) || !options.api)
          throw new Error('--recu needs a receipt number and --api');
        const response = await fetch(new URL(`/api/transparency/receipts/${options.recu}/`, options.api));
        text = await response.text();
        if (!response.ok) {
          const detail = (JSON.parse(text) as { detail?: string } | null)?.detail;
          throw new Error(detail ?? `HTTP ${response.status}`);
        }
      } else if (file !== undefined) {
        text = await readFile(file, 'utf8');
      } else {
        throw new Error('Name a file, or a receipt with --recu and --api');
      }
      const published = options.cle === undefined && options.api ? await publishedKeys(options.api) : undefined;
      // An offline proof's keys: those given here, else those the site publishes.
      const site = options.api && text.startsWith(LOG_PROOF_HEADER) ? await publishedLogKeys(options.api) : undefined;
      const given = options.registre === undefined ? undefined : parseNoteVerifierKey(options.registre);
      if (given === null) throw new Error(`--registre: not a log's verifier key: ${options.registre}`);
      const verdict = verifyText(text, {
        fingerprint: options.cle,
        leafHash: options.empreinte,
        published,
        witnesses: witnesses.length > 0 ? witnesses : site?.witnesses,
        logKey: given ?? site?.logKey,
        quorum: witnesses.length > 0 ? witnesses.length : site?.quorum,
      });
      for (const line of verdict.lines) console.log(line);
      process.exitCode = verdict.verified ? 0 : 1;
    },
  );

program
  .command('monitor')
  .description(
    "Follow the site's vote log from the last checkpoint checked: signatures, witnesses, consistency (no fork, no rollback), every new vote against the tiles, the rules replayed (10 minutes, 50 a day, nothing after the end) and the results dossiers; exits with 1 on any breach",
  )
  .requiredOption('--api <url>', 'the site, e.g. https://bebestar.example')
  .option('--etat <file>', 'where the monitor remembers what it checked', 'var/monitor/etat.json')
  .option('--registre <key>', "the vote log's checkpoint key, given by the organiser (else the site's, remembered)")
  .option(
    '--temoin <key>',
    "a trusted witness's verifier key (repeatable; else the site's witnesses and quorum)",
    (key: string, keys: string[]) => [...keys, key],
    [] as string[],
  )
  .action(async (options: { api: string; etat: string; registre?: string; temoin: string[] }) => {
    const logKey = options.registre === undefined ? undefined : parseNoteVerifierKey(options.registre);
    if (logKey === null) throw new Error(`--registre: not a log's verifier key: ${options.registre}`);
    const witnesses = options.temoin.map((text) => {
      const key = parseNoteVerifierKey(text);
      if (!key || key.type !== NOTE_COSIGNATURE_V1) throw new Error(`--temoin: not a witness's verifier key: ${text}`);
      return key;
    });
    const report = await runMonitor({
      api: options.api,
      stateFile: options.etat,
      logKey,
      witnesses: witnesses.length > 0 ? witnesses : undefined,
    });
    for (const line of report.lines) console.log(line);
    for (const breach of report.breaches) console.log(`ALERTE ${breach}`);
    console.log(report.breaches.length === 0 ? 'Registre conforme.' : `${report.breaches.length} anomalie(s).`);
    process.exitCode = report.breaches.length === 0 ? 0 : 1;
  });

program.parseAsync().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
