import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { type AppConfig, loadConfig } from '@app/config';
import { createRedis } from '@app/redis';
import { freePort } from '@app/testing';
import { type Client } from 'pg';
import { waitForProjection } from '../bench/consistency';
import { emptyRedisPrefix, recreateDatabase, withDatabase } from '../bench/seed';
import {
  appCommand,
  distStaleness,
  ROOT,
  type StartedProcess,
  startProcess,
  stopProcess,
  waitForHealth,
} from '../bench/stack';
import { stackSecrets } from '../bench/stack-secrets';

export const LIGHTHOUSE_VAR = join(ROOT, 'var', 'lighthouse');
export const DATABASE = 'bebe_star_lighthouse';
const REDIS_PREFIX = 'lighthouse:';

/** The site's build the run serves by default: `web/` (its `dist/` and `dist-server/`, `npm run build -w web`). */
export const WEB = join(ROOT, 'web');

/** What the run needs from `npm run build` (the API, the worker, the CLI), and from the site's build. */
const BUILT_FILES = [
  'dist/services/api/src/main.js',
  'dist/services/worker/src/main.js',
  'dist/services/cli/src/main.js',
];
const SITE_FILES = ['dist/index.html', 'dist-server/entry-server.cjs'];

export interface AuditedPage {
  name: string;
  path: string;
}

function newestFile(directory: string): number {
  let newest = 0;
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestFile(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/**
 * Throws, naming the build command, when a compiled piece is missing; returns warnings when the
 * build is older than the sources (the scores would then be those of older code). `site`: the
 * directory of the site's build (`web/`, or a copy of another build's `dist/` and `dist-server/`).
 */
export function checkBuild(site: string): string[] {
  const missing = [
    ...BUILT_FILES.filter((file) => !existsSync(join(ROOT, file))),
    ...SITE_FILES.map((file) => join(site, file)).filter((file) => !existsSync(file)),
  ];
  if (missing.length > 0) {
    const command = missing.every((file) => file.startsWith(site)) ? 'npm run build -w web' : 'npm run build';
    throw new Error(`${missing.join(', ')} missing: run \`${command}\` first`);
  }
  const warnings: string[] = [];
  const apiStaleness = distStaleness();
  if (apiStaleness) warnings.push(`the compiled API is stale (${apiStaleness}); \`npm run build\` refreshes it`);
  if (site !== WEB) return warnings;
  const siteBuilt = statSync(join(WEB, 'dist/index.html')).mtimeMs;
  const siteSources = Math.max(newestFile(join(WEB, 'src')), statSync(join(WEB, 'index.html')).mtimeMs);
  if (siteSources > siteBuilt) warnings.push('web/dist is older than web/src; `npm run build -w web` refreshes it');
  return warnings;
}

/** `npm run seed` with the compiled CLI (its output in seed.log), failing with the log's path. */
async function seedDemoData(env: NodeJS.ProcessEnv): Promise<void> {
  const started = startProcess('seed', { args: ['dist/services/cli/src/main.js', 'seed'] }, env, LIGHTHOUSE_VAR);
  const code = await new Promise<number | null>((resolve) => started.child.once('exit', resolve));
  if (code !== 0) throw new Error(`the demo seed exited with code ${code}; see ${started.log}`);
}

/**
 * The product as deployed, on a free port of 127.0.0.1: the compiled API serving the built site,
 * and the worker, on a database of its own (dropped, migrated, filled with the demo data of
 * `npm run seed`, photos included) and a Redis key prefix of its own.
 */
export class SiteStack {
  private constructor(
    readonly url: string,
    readonly pages: AuditedPage[],
    private readonly processes: StartedProcess[],
  ) {}

  /** `siteBuild`: the directory holding the site's `dist/` and `dist-server/` to serve. */
  static async start(log: (text: string) => void, siteBuild: string): Promise<SiteStack> {
    const media = join(LIGHTHOUSE_VAR, 'media');
    rmSync(media, { recursive: true, force: true });
    mkdirSync(media, { recursive: true });
    // A copy of the built site: a build of web/ during the run (someone else's) would delete the
    // assets the served index.html names.
    const site = join(LIGHTHOUSE_VAR, 'site');
    const siteServer = join(LIGHTHOUSE_VAR, 'site-server');
    rmSync(site, { recursive: true, force: true });
    rmSync(siteServer, { recursive: true, force: true });
    cpSync(join(siteBuild, 'dist'), site, { recursive: true });
    cpSync(join(siteBuild, 'dist-server'), siteServer, { recursive: true });
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const secret = randomBytes(32).toString('hex');
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      API_PROCESSES: '1',
      METRICS_PORT: '0',
      WORKER_METRICS_PORT: '0',
      DATABASE_NAME: DATABASE,
      REDIS_KEY_PREFIX: REDIS_PREFIX,
      ...stackSecrets(secret),
      // Required in production; nothing here sends mail.
      SMTP_URL: 'smtp://127.0.0.1:9',
      MEDIA_ROOT: media,
      WEB_ROOT: site,
      WEB_SERVER_ENTRY: join(siteServer, 'entry-server.cjs'),
      PUBLIC_WEB_URL: url,
      PUBLIC_API_URL: url,
    };
    const config: AppConfig = loadConfig(env);
    log(`database ${DATABASE} (recreated), Redis prefix "${REDIS_PREFIX}" (emptied), demo data`);
    await recreateDatabase(config);
    await emptyRedisPrefix(config);
    // The seed refuses a production configuration; this database is the audit's own, thrown away each run.
    await seedDemoData({ ...env, NODE_ENV: 'development' });

    const processes: StartedProcess[] = [];
    try {
      processes.push(startProcess('worker', appCommand('worker', 'dist'), env, LIGHTHOUSE_VAR));
      const api = startProcess('api', appCommand('api', 'dist'), env, LIGHTHOUSE_VAR);
      processes.push(api);
      await waitForHealth(url, api, 60_000);
      const pages = await withDatabase(config, async (pg) => {
        const redis = createRedis(config);
        try {
          // The participants page shows vote counts from the ranking projection: audit it caught up.
          await waitForProjection(redis, pg, 60_000);
        } finally {
          redis.disconnect();
        }
        return auditedPages(pg);
      });
      log(`site at ${url} (logs in ${relative(ROOT, LIGHTHOUSE_VAR)}/)`);
      return new SiteStack(url, pages, processes);
    } catch (error) {
      await Promise.all(processes.map((started) => stopProcess(started)));
      throw error;
    }
  }

  /** The API's and the worker's process ids. */
  pids(): number[] {
    return this.processes.flatMap((started) => (started.child.pid === undefined ? [] : [started.child.pid]));
  }

  async stop(): Promise<void> {
    await Promise.all(this.processes.map((started) => stopProcess(started)));
  }
}

/**
 * The home page, the participants of the open contest that started first (the home page's first),
 * and the vote page of its participant with the most votes.
 */
async function auditedPages(pg: Client): Promise<AuditedPage[]> {
  const {
    rows: [leader],
  } = await pg.query<{ contest_id: number; participant_id: number }>(
    `SELECT c.id AS contest_id, p.id AS participant_id
     FROM contests c
     JOIN participants p ON p.contest_id = c.id
     LEFT JOIN vote_ledger v ON v.participant_id = p.id
     WHERE c.status = 'open'
     GROUP BY c.id, c.start_date, p.id
     ORDER BY c.start_date, c.id, COALESCE(SUM(v.weight), 0) DESC, p.id
     LIMIT 1`,
  );
  if (!leader) throw new Error('the demo data has no open contest with participants');
  return [
    { name: 'home', path: '/' },
    { name: 'participants', path: `/concours/${leader.contest_id}/participants` },
    { name: 'vote', path: `/vote/${leader.contest_id}/${leader.participant_id}` },
  ];
}
