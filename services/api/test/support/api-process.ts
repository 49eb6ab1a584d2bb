import { type ChildProcess, execFileSync, spawn, type StdioOptions } from 'node:child_process';
import { join } from 'node:path';
import type { AppConfig } from '@app/config';

/** Helpers of the tests that run the API from its sources as a process of its own, with its primary's children. */

const ROOT = join(__dirname, '..', '..', '..', '..');

/** The API from its sources (`services/api/src/main.ts`), silent unless `stdio` pipes its output. */
export function spawnApi(env: Record<string, string>, stdio: StdioOptions = 'ignore'): ChildProcess {
  return spawn(
    process.execPath,
    ['-r', 'ts-node/register/transpile-only', '-r', 'tsconfig-paths/register', 'services/api/src/main.ts'],
    {
      cwd: ROOT,
      stdio,
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', HOST: '127.0.0.1', SMTP_URL: '', ...env },
    },
  );
}

/** The settings that point a spawned API at a test environment's database, Redis prefix and folders. */
export function environmentOf(config: AppConfig): Record<string, string> {
  return {
    DATABASE_NAME: config.database.name,
    REDIS_KEY_PREFIX: config.redis.keyPrefix,
    MEDIA_ROOT: config.media.root,
    WEB_ROOT: config.webRoot,
    ADMIN_WEB_ROOT: config.adminWebRoot,
  };
}

/** The pids of `parent`'s child processes. */
export function childrenOf(parent: number): number[] {
  try {
    return execFileSync('pgrep', ['-P', String(parent)], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Whether `url` answers 2xx now (false when nothing listens). */
export async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}
