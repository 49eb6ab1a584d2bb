import { loadConfig, loadEnvFile } from '@app/config';
import { startTracing } from '@app/tracing';

/**
 * The application's modules are imported only once tracing is on (when configured): its
 * instrumentations patch http, pg and ioredis as they are required.
 */
async function main(): Promise<void> {
  loadEnvFile();
  const config = loadConfig();
  await startTracing(config, 'live');
  const { startLive } = await import('./start-live');
  await startLive(config);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
