import { join } from 'node:path';
import { loadConfig, loadEnvFile } from '@app/config';
import { DataSource } from 'typeorm';
import { databaseOptions } from './database.options';

loadEnvFile();

/** Data source of the TypeORM CLI (`npm run migration:generate|run|revert`). */
export default new DataSource(
  databaseOptions(loadConfig(), {
    entities: [join(__dirname, '..', '..', '..', '*', '*', 'src', '**', '*.entity.{ts,js}')],
  }),
);
