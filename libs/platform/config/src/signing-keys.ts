import { createHash, randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The deployment's own keys: `JWT_SECRET` signs access tokens and keys the password-reset links, the
 * public participant ids and the InTouch checkout addresses; `IP_HASH_SECRET` keys the voters'
 * address hashes; `TRANSPARENCY_SALT` keys the voter, device and payment hashes of the public vote
 * log; `PUSH_SIGNING_KEY` is the web push key pair's seed (the API publishes its public half, the
 * worker signs with it). Whoever knows one can mint an administrator's token or link hashes to people, so none has a
 * value written in the source. Every process needs them.
 */
export const SIGNING_KEYS = ['JWT_SECRET', 'IP_HASH_SECRET', 'TRANSPARENCY_SALT', 'PUSH_SIGNING_KEY'] as const;
/**
 * Keys of the worker alone: `TRANSPARENCY_SIGNING_KEY`, from which the Ed25519 key that signs the vote
 * log's tree heads derives. The API never needs it, so production does not require it of every process.
 */
export const WORKER_SIGNING_KEYS = ['TRANSPARENCY_SIGNING_KEY'] as const;
export type SigningKey = (typeof SIGNING_KEYS)[number] | (typeof WORKER_SIGNING_KEYS)[number];

/**
 * SHA-256 of values that were published (the development defaults of earlier versions, in the
 * repository's history): refused in every mode, since anyone can read them. Kept as digests so that
 * the source holds no usable key.
 */
const PUBLISHED_KEY_DIGESTS = new Set([
  '02824a621e33a61b7adfd39379a1d504223e4a025dfc8959632b306206b04415',
  '3f14ea4677365882925d90248dab87d66e1ed840aa4465df0cf2352dfb4fa7ea',
]);

/** Fewer distinct characters than this is a placeholder (`xxxx…`, `changeme…`), not a key. */
const MIN_DISTINCT_CHARACTERS = 10;

const digest = (value: string) => createHash('sha256').update(value).digest('hex');

/** Why `value` cannot be a signing key, or null when it can. */
export function weakKeyProblem(value: string): string | null {
  if (PUBLISHED_KEY_DIGESTS.has(digest(value))) return 'is a published value: generate a key of your own';
  if (new Set(value).size < MIN_DISTINCT_CHARACTERS) {
    return `must be random (at least ${MIN_DISTINCT_CHARACTERS} different characters): generate one with \`openssl rand -base64 48\``;
  }
  return null;
}

const fileName = (key: SigningKey) => key.toLowerCase().replace(/_/g, '-');

/**
 * Whether `value` is the key of `directory`'s file for `key`: the one made on a first start outside
 * production (a development key), not one the deployment chose.
 */
export function isLocalSigningKey(directory: string, key: SigningKey, value: string): boolean {
  try {
    return readFileSync(join(directory, fileName(key)), 'utf8').trim() === value;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/**
 * The key kept in `directory` (mode 0600), made on first use: 48 random bytes. The API, the worker and
 * the CLI started from the same folder read the same file; when two start at once, the first link wins
 * and the other reads its key.
 */
export function localSigningKey(directory: string, key: SigningKey): string {
  const path = join(directory, fileName(key));
  try {
    return readFileSync(path, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(directory, { recursive: true, mode: 0o700 });
  const draft = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, `${randomBytes(48).toString('base64url')}\n`, { mode: 0o600 });
  try {
    linkSync(draft, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  return readFileSync(path, 'utf8').trim();
}
