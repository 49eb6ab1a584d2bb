import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The repository's root, for the tests that read the tree itself. */
export const ROOT = join(__dirname, '..', '..', '..', '..');

/**
 * The libs' two layers, in the order they may depend on each other: `platform` (the machinery: configuration,
 * database, Redis, jobs, observability, the wire contracts, sending SMS and mail, media) never imports
 * `domain` (the contest's rules, votes, money, people and the surfaces that show them).
 */
export const LIB_LAYERS = ['platform', 'domain'] as const;
export type LibLayer = (typeof LIB_LAYERS)[number];

export interface LibFolder {
  name: string;
  layer: LibLayer;
  /** Absolute path of the lib's folder. */
  path: string;
  /** Its path from the root, e.g. `libs/domain/voting`. */
  folder: string;
}

/** The folders directly inside a folder of the repository, by name. */
export function subfolders(parent: string): string[] {
  return readdirSync(join(ROOT, parent), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** Every lib of both layers, by name. */
export function libFolders(): LibFolder[] {
  return LIB_LAYERS.flatMap((layer) =>
    subfolders(join('libs', layer)).map((name) => ({
      name,
      layer,
      path: join(ROOT, 'libs', layer, name),
      folder: `libs/${layer}/${name}`,
    })),
  ).sort((a, b) => a.name.localeCompare(b.name));
}
