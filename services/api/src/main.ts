import { loadConfig, loadEnvFile } from '@app/config';
import { createApiApp } from './create-api-app';

async function main(): Promise<void> {
  loadEnvFile();
  const config = loadConfig();
  const app = await createApiApp(config);
  await app.listen({ host: config.http.host, port: config.http.port });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
