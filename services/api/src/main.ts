import cluster from 'node:cluster';
import { loadConfig, loadEnvFile } from '@app/config';
import { startTracing } from '@app/tracing';

/**
 * The application's modules are imported only once tracing is on (when configured): its
 * instrumentations patch http, pg and ioredis as they are required.
 */
async function main(): Promise<void> {
  loadEnvFile();
  const config = loadConfig();
  // Several API processes, or live processes beside the API (LIVE_PORT): a primary supervises them.
  if ((config.http.processes > 1 || config.live.processes > 0) && cluster.isPrimary) {
    const { superviseApiProcesses } = await import('./api-processes');
    return superviseApiProcesses(config);
  }
  await startTracing(config, 'api');
  const { createApiApp } = await import('./create-api-app');
  const app = await createApiApp(config);
  await app.listen({ host: config.http.host, port: config.http.port });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
