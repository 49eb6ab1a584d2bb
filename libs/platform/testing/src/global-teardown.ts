// Jest applies its module name mapping to test files only; the global teardown resolves @app/* itself.
import 'tsconfig-paths/register';
import { dropRunDatabases } from './test-database';

export default async function globalTeardown(): Promise<void> {
  await dropRunDatabases();
}
