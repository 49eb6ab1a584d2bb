import cluster from 'node:cluster';
import { loadConfig, loadEnvFile } from '@app/config';
import { superviseApiProcesses } from './api-processes';
import { createApiApp } from './create-api-app';

async function main(): Promise<void> {
  loadEnvFile();
  const config = loadConfig();
  if (config.http.processes > 1 && cluster.isPrimary) return superviseApiProcesses(config);
  const app = await createApiApp(config);
  await app.listen({ host: config.http.host, port: config.http.port });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
