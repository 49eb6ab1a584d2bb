// Jest applies its module name mapping to test files only; the global setup resolves @app/* itself.
import 'tsconfig-paths/register';
import { prepareTemplateDatabase } from './test-database';

export default async function globalSetup(): Promise<void> {
  await prepareTemplateDatabase();
}
