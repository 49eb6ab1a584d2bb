import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import { loadConfig, loadEnvFile } from '@app/config';
import { copyLocalMediaToBucket } from '@app/media';
import { RankingRebuildService } from '@app/ranking';
import { VoteLimitsRecovery } from '@app/voting';
import { Command } from 'commander';
import { AccountProvisioning } from './account-provisioning';
import { CliModule } from './cli.module';
import { DemoSeed } from './demo/seed';

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

program.parseAsync().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
