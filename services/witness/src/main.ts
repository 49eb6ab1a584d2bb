import { resolve } from 'node:path';
import { z } from 'zod';
import { startWitness } from './index';

/** The witness's settings: its own, from its environment; it shares nothing with the contest's servers. */
const settings = z
  .object({
    WITNESS_NAME: z.string().min(1, 'WITNESS_NAME: the witness’s name (e.g. huissier.example/temoin)'),
    WITNESS_LOGS: z
      .string()
      .min(1, 'WITNESS_LOGS: the verifier keys of the logs to follow, comma-separated')
      .transform((value) =>
        value
          .split(',')
          .map((key) => key.trim())
          .filter(Boolean),
      ),
    WITNESS_FOLDER: z.string().default('var/witness'),
    WITNESS_HOST: z.string().default('127.0.0.1'),
    WITNESS_PORT: z.coerce.number().int().min(0).max(65535).default(4030),
    LOG_LEVEL: z.string().default('info'),
  })
  .safeParse(process.env);

async function main(): Promise<void> {
  if (!settings.success) throw new Error(settings.error.issues.map((issue) => issue.message).join('\n'));
  const env = settings.data;
  const witness = await startWitness({
    name: env.WITNESS_NAME,
    logs: env.WITNESS_LOGS,
    folder: resolve(env.WITNESS_FOLDER),
    host: env.WITNESS_HOST,
    port: env.WITNESS_PORT,
    logger: { level: env.LOG_LEVEL },
  });
  witness.app.log.info(`Witness ${witness.name} at ${witness.url} (what it signed: ${witness.url}/)`);
  witness.app.log.info(`Its verifier key, for the logs it follows: ${witness.verifierKey}`);
  const shutdown = () => {
    witness.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
