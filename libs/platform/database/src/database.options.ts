import { join } from 'node:path';
import type { AppConfig } from '@app/config';
import { SnakeNamingStrategy } from 'typeorm-naming-strategies';
import type { PostgresConnectionOptions } from 'typeorm/driver/postgres/PostgresConnectionOptions';

export function databaseOptions(
  config: Pick<AppConfig, 'database'>,
  overrides: Partial<PostgresConnectionOptions> = {},
): PostgresConnectionOptions {
  return {
    type: 'postgres',
    host: config.database.host,
    port: config.database.port,
    username: config.database.username,
    password: config.database.password,
    database: config.database.name,
    namingStrategy: new SnakeNamingStrategy(),
    migrations: [join(__dirname, 'migrations', '*.{ts,js}')],
    migrationsTableName: 'schema_migrations',
    synchronize: false,
    uuidExtension: 'pgcrypto',
    installExtensions: false,
    extra: { max: config.database.poolSize, application_name: 'bebe-star' },
    ...overrides,
  };
}
