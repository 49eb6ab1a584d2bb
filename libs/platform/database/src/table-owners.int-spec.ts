import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { databaseOptions } from '@app/database';
import { createTestEnvironment, libFolders, ROOT, type TestEnvironment } from '@app/testing';
import { DataSource } from 'typeorm';

/**
 * Who owns each table (docs/architecture.md, "Who owns what"): only the owner writes a table or knows
 * its SQL; other libs ask the owner's exported ports.
 */
const TABLE_OWNERS: Record<string, string> = {
  vote_ledger: 'ledger',
  vote_disputes: 'voting',
  audit_log: 'audit',
  contests: 'contests',
  participants: 'entries',
  babies: 'entries',
  preregistrations: 'entries',
  vote_codes: 'entries',
  countries: 'locations',
  cities: 'locations',
  winners: 'awards',
  prize_claims: 'awards',
  testimonials: 'awards',
  comments: 'community',
  comment_flags: 'community',
  users: 'identity',
  groups: 'identity',
  permissions: 'identity',
  user_groups: 'identity',
  group_permissions: 'identity',
  refresh_tokens: 'identity',
  social_accounts: 'identity',
  phone_numbers: 'identity',
  payments: 'payments',
  payment_events: 'payments',
  vote_packs: 'payments',
  site_settings: 'settings',
  push_subscriptions: 'notifications',
  notification_settings: 'notifications',
  notifications: 'notifications',
  notification_cursors: 'notifications',
  notification_rounds: 'notifications',
  notification_ranks: 'notifications',
  transparency_log: 'transparency',
  transparency_leaves: 'transparency',
  transparency_tiles: 'transparency',
  transparency_keys: 'transparency',
  tree_heads: 'transparency',
  log_checkpoints: 'transparency',
  checkpoint_cosignatures: 'transparency',
  results_dossiers: 'results',
  sms_messages: 'sms',
  channel_settings: 'channels',
  contest_channels: 'channels',
};

/** A table named by SQL: read, joined, written, or declared as a TypeORM entity. */
const TABLE_REFERENCE = /\b(?:FROM|JOIN|INTO|UPDATE|TABLE)\s+"?([a-z_]+)"?|@Entity\(\s*'([a-z_]+)'/gi;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.(int-|fuzz-)?spec\.ts$/.test(entry.name) ? [path] : [];
  });
}

describe('each lib owns its tables', () => {
  let env: TestEnvironment;
  let db: DataSource;

  beforeAll(async () => {
    env = await createTestEnvironment();
    db = await new DataSource(databaseOptions(env.config)).initialize();
  });
  afterAll(async () => {
    await db.destroy();
    await env.dispose();
  });

  it('gives every table of the schema an owner', async () => {
    const rows = await db.query<{ table_name: string }[]>(
      `SELECT table_name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'schema_migrations'
        ORDER BY table_name`,
    );
    expect(rows.map((row) => row.table_name).filter((table) => !(table in TABLE_OWNERS))).toEqual([]);
    expect(Object.keys(TABLE_OWNERS).filter((table) => !rows.some((row) => row.table_name === table))).toEqual([]);
  });

  it('finds no lib naming a table it does not own, in SQL or as an entity', () => {
    const foreign: string[] = [];
    for (const { name: lib, path } of libFolders()) {
      if (lib === 'testing' || lib === 'database') continue;
      for (const file of sourceFiles(join(path, 'src'))) {
        for (const match of readFileSync(file, 'utf8').matchAll(TABLE_REFERENCE)) {
          const table = (match[1] ?? match[2]).toLowerCase();
          const owner = TABLE_OWNERS[table];
          if (owner && owner !== lib) foreign.push(`${relative(ROOT, file)}: ${table} (${owner}'s)`);
        }
      }
    }
    expect(foreign).toEqual([]);
  });

  it('finds no lib importing another lib’s entity', () => {
    const imports: string[] = [];
    for (const { name: lib, path } of libFolders()) {
      if (lib === 'testing' || lib === 'database') continue;
      for (const file of sourceFiles(join(path, 'src'))) {
        for (const match of readFileSync(file, 'utf8').matchAll(/import \{([^}]*)\} from '@app\/([a-z-]+)'/g)) {
          const entities = match[1].split(',').filter((name) => /\w+Entity\b/.test(name) && match[2] !== lib);
          if (entities.length > 0) imports.push(`${relative(ROOT, file)}: ${entities.join(',').trim()} of ${match[2]}`);
        }
      }
    }
    expect(imports).toEqual([]);
  });
});
