import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import { loadConfig, loadEnvFile } from '@app/config';
import { Command } from 'commander';
import { AccountProvisioning } from './account-provisioning';
import { CliModule } from './cli.module';
import { DemoSeed } from './demo-seed';

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

program.parseAsync().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
