import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { libFolders, ROOT, subfolders } from '@app/testing';

/**
 * One home for each table's SQL: inside its owner lib (table-owners.int-spec.ts), a statement lives in the
 * table's repository (`*.repository.ts`) or in a reader named for its consumer (`*.reader.ts`); the ports
 * other libs call delegate to them. Migrations, tests and the test environment are left out.
 */
const STATEMENT =
  /\b(SELECT\s[\s\S]*?\sFROM|INSERT INTO|UPDATE\s+"?[a-z_]+"?\s+SET|DELETE FROM)\b|createQueryBuilder\(/;
const HOME = /\.(repository|reader)\.ts$/;
const NOT_CODE = /\.(spec|int-spec|fuzz-spec)\.ts$/;

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return ['test', 'migrations'].includes(entry.name) ? [] : sources(path);
    return entry.name.endsWith('.ts') && !NOT_CODE.test(entry.name) ? [path] : [];
  });
}

describe('where the SQL lives', () => {
  const holding = [
    ...libFolders()
      .filter((lib) => lib.name !== 'testing')
      .map((lib) => join(lib.path, 'src')),
    ...subfolders('services').map((service) => join(ROOT, 'services', service, 'src')),
  ]
    .flatMap(sources)
    .filter((file) => STATEMENT.test(readFileSync(file, 'utf8')))
    .map((file) => relative(ROOT, file));

  it('holds every statement in a repository or a named reader', () => {
    expect(holding.filter((file) => !HOME.test(file))).toEqual([]);
  });
});
