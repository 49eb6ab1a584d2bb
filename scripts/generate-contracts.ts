import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadConfig, loadEnvFile } from '@app/config';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { createApiApp } from '../services/api/src/create-api-app';

const CONTRACTS = join(__dirname, '..', 'libs', 'contracts');

/**
 * Writes the API's OpenAPI document (libs/platform/contracts/openapi.json) and the TypeScript types the front
 * ends' client is typed with (libs/platform/contracts/src/api-schema.ts). Needs PostgreSQL and Redis, like the API.
 */
async function generate(): Promise<void> {
  loadEnvFile();
  const app = await createApiApp({ ...loadConfig(), logLevel: 'silent' });
  try {
    const response = await app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    const document = JSON.parse(response.body) as OpenAPI3;
    await writeFile(join(CONTRACTS, 'openapi.json'), `${JSON.stringify(document, null, 2)}\n`);
    const types = astToString(await openapiTS(document));
    const header = '/** Generated from openapi.json by `npm run contracts`; do not edit. */\n';
    await writeFile(join(CONTRACTS, 'src', 'api-schema.ts'), header + types);
  } finally {
    await app.close();
  }
}

generate().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
