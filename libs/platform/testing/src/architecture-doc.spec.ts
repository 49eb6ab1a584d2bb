import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type LibFolder, libFolders, ROOT, subfolders } from './source-tree';

/**
 * The pages a newcomer reads first stay true to the tree: docs/architecture.md's table of libs names
 * every lib with exactly the libs its code imports, the README's layout names every lib and service, a
 * platform lib imports no domain lib, and every Nest module is declared in a file of its own kind
 * (`*.module.ts`), where a reader looks for it.
 */
const TEST_FILE = /\.(spec|int-spec|fuzz-spec)\.ts$/;

function sources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sources(path);
    return entry.name.endsWith('.ts') && !TEST_FILE.test(entry.name) ? [path] : [];
  });
}

/** The other libs a lib's code (its tests left out) imports. */
function importedLibs(lib: LibFolder): string[] {
  const imported = new Set<string>();
  for (const file of sources(join(lib.path, 'src'))) {
    for (const match of readFileSync(file, 'utf8').matchAll(/from '@app\/([a-z-]+)/g)) {
      if (match[1] !== lib.name) imported.add(match[1]);
    }
  }
  return [...imported].sort();
}

/** Each row of the architecture page's table of libs: the lib and the libs it says it depends on. */
function documentedDependencies(): Map<string, string[]> {
  const page = readFileSync(join(ROOT, 'docs', 'architecture.md'), 'utf8');
  const rows = new Map<string, string[]>();
  for (const match of page.matchAll(/^\| `([a-z-]+)` +\|[^\n]*\| ([^|\n]*?) *\|$/gm)) {
    rows.set(match[1], [...match[2].matchAll(/`([a-z-]+)`/g)].map((name) => name[1]).sort());
  }
  return rows;
}

describe('the architecture page and the README, against the tree', () => {
  const libs = libFolders();

  it('names every lib with the libs its code imports, no more, no less', () => {
    const documented = documentedDependencies();
    expect([...documented.keys()].sort()).toEqual(libs.map((lib) => lib.name).sort());
    for (const lib of libs) {
      expect({ lib: lib.name, dependsOn: documented.get(lib.name) }).toEqual({
        lib: lib.name,
        dependsOn: importedLibs(lib),
      });
    }
  });

  it('keeps the platform below the domain: no platform lib imports a domain lib', () => {
    const domain = new Set(libs.filter((lib) => lib.layer === 'domain').map((lib) => lib.name));
    const upward = libs
      .filter((lib) => lib.layer === 'platform')
      .flatMap((lib) =>
        importedLibs(lib)
          .filter((name) => domain.has(name))
          .map((name) => `${lib.name} → ${name}`),
      );
    expect(upward).toEqual([]);
  });

  it('lays out every lib and every service in the README', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    const listed = new Set(
      [...readme.matchAll(/^\| `((?:libs\/(?:platform|domain)|services)\/[a-z-]+)` +\|/gm)].map((match) => match[1]),
    );
    const tree = [...libs.map((lib) => lib.folder), ...subfolders('services').map((service) => `services/${service}`)];
    expect(tree.filter((folder) => !listed.has(folder))).toEqual([]);
    expect([...listed].filter((folder) => !tree.includes(folder))).toEqual([]);
  });

  it('declares every Nest module in a *.module.ts file', () => {
    const folders = [...libs.map((lib) => lib.folder), ...subfolders('services').map((name) => `services/${name}`)];
    const misplaced = folders.flatMap((folder) =>
      sources(join(ROOT, folder))
        .filter((file) => !file.endsWith('.module.ts') && /^@Module\(/m.test(readFileSync(file, 'utf8')))
        .map((file) => file.slice(ROOT.length + 1)),
    );
    expect(misplaced).toEqual([]);
  });
});
