import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { type AppConfig, loadConfig, SANDBOX_CREDENTIALS } from '@app/config';
import { createRedis } from '@app/redis';
import type Redis from 'ioredis';
import { Pool } from 'pg';
import { type RunningSandbox, startSandbox } from '../../services/payment-sandbox/src';
import { recreateDatabase } from '../bench/seed';
import { appCommand, ROOT, type StartedProcess, startProcess, stopProcess, waitForHealth } from '../bench/stack';
import { PrivatePostgres, PrivateRedis } from './private-services';
import { TcpProxy } from './tcp-proxy';
import { stackSecrets } from '../bench/stack-secrets';

export const FAULTS_VAR = join(ROOT, 'var', 'faults');
const DATABASE = 'bebe_star_faults';

/** Ports handed out in this run: each once, since a port is only checked, not held, until its process listens. */
const givenPorts = new Set<number>();

/**
 * A port free now, outside the ephemeral range (the proxies open connections all through a run, and an
 * outgoing connection may take an ephemeral port between the check and a restart's listen), and never
 * handed out before in this run: an API's port and its metrics port, chosen before either listens, or a
 * port of the previous scenario's processes, still closing, would otherwise be given twice.
 */
async function serverPort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 10_000);
    if (givenPorts.has(port)) continue;
    const free = await new Promise<boolean>((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) {
      givenPorts.add(port);
      return port;
    }
  }
}

/** An API or worker process of the stack, which a scenario may kill and start again. */
export class AppProcess {
  private started: StartedProcess | undefined;
  private generation = 0;

  constructor(
    readonly name: string,
    private readonly app: 'api' | 'worker',
    private readonly env: NodeJS.ProcessEnv,
    readonly url: string | null,
  ) {}

  get pid(): number | undefined {
    return this.started?.child.pid;
  }

  async start(): Promise<void> {
    this.generation += 1;
    this.started = startProcess(`${this.name}-${this.generation}`, appCommand(this.app, 'dist'), this.env, FAULTS_VAR);
    if (this.url) await waitForHealth(this.url, this.started, 60_000);
  }

  /** SIGKILL: no shutdown hook runs, no batch is flushed, connections die mid-flight. */
  async kill(): Promise<void> {
    const child = this.started?.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  async stop(): Promise<void> {
    if (this.started) await stopProcess(this.started);
  }
}

/**
 * What the scenarios run against: a PostgreSQL cluster and a Redis server of the suite's own, each
 * behind a TCP proxy a scenario can break, the payment sandbox, and real API and worker processes
 * (the compiled dist) reaching PostgreSQL and Redis through the proxies; each scenario starts the
 * processes it needs.
 */
export class FaultStack {
  apis: AppProcess[] = [];
  workers: AppProcess[] = [];
  pg!: Pool;
  redis!: Redis;
  private runs = 0;

  private constructor(
    readonly postgres: PrivatePostgres,
    readonly redisServer: PrivateRedis,
    readonly pgProxy: TcpProxy,
    readonly redisProxy: TcpProxy,
    readonly sandbox: RunningSandbox,
    private readonly env: NodeJS.ProcessEnv,
    private readonly direct: { pgPort: number; redisPort: number },
  ) {}

  static async create(): Promise<FaultStack> {
    mkdirSync(join(FAULTS_VAR, 'media'), { recursive: true });
    const [pgPort, redisPort] = [await serverPort(), await serverPort()];
    const postgres = new PrivatePostgres(pgPort);
    postgres.init();
    postgres.start();
    const redisServer = new PrivateRedis(redisPort, join(FAULTS_VAR, 'redis.log'));
    await redisServer.start();
    const pgProxy = new TcpProxy(pgPort);
    const redisProxy = new TcpProxy(redisPort);
    const [pgProxyPort, redisProxyPort] = [await pgProxy.listen(), await redisProxy.listen()];
    const sandbox = await startSandbox({ port: 0, credentials: SANDBOX_CREDENTIALS, intouchCallbackUrl: '' });
    const secret = randomBytes(48).toString('base64url');
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      TRUSTED_PROXIES: '127.0.0.1',
      API_PROCESSES: '1',
      DATABASE_HOST: '127.0.0.1',
      DATABASE_PORT: String(pgProxyPort),
      DATABASE_USER: 'postgres',
      DATABASE_PASSWORD: '',
      DATABASE_NAME: DATABASE,
      REDIS_URL: `redis://127.0.0.1:${redisProxyPort}/0`,
      REDIS_KEY_PREFIX: '',
      ...stackSecrets(secret),
      SMTP_URL: 'smtp://127.0.0.1:9',
      MEDIA_ROOT: join(FAULTS_VAR, 'media'),
      // Production refuses the sandbox mode: the stack runs live, CinetPay's address and keys those of the sandbox.
      PAYMENTS_MODE: 'live',
      CINETPAY_API_URL: `${sandbox.url}/cinetpay`,
      CINETPAY_API_KEY: SANDBOX_CREDENTIALS.cinetpay.apiKey,
      CINETPAY_SITE_ID: SANDBOX_CREDENTIALS.cinetpay.siteIdXof,
      CINETPAY_SITE_ID_XAF: SANDBOX_CREDENTIALS.cinetpay.siteIdXaf,
      CINETPAY_SECRET_KEY: SANDBOX_CREDENTIALS.cinetpay.secretKey,
      PAYMENT_PROVIDER_TIMEOUT_MS: '2000',
      PAYMENT_POLL_INTERVAL_MS: '300',
    };
    const stack = new FaultStack(postgres, redisServer, pgProxy, redisProxy, sandbox, env, { pgPort, redisPort });
    // Made and read through the real ports, not the proxies the scenarios break.
    await recreateDatabase(stack.directConfig());
    // A pool, so that the suite's own reads reconnect after a PostgreSQL restart.
    stack.pg = new Pool({ host: '127.0.0.1', port: pgPort, user: 'postgres', database: DATABASE, max: 2 });
    stack.pg.on('error', () => undefined);
    stack.redis = createRedis(stack.directConfig());
    // Redis is killed on purpose: the suite's own client reconnects by itself.
    stack.redis.on('error', () => undefined);
    return stack;
  }

  /** The settings of the stack with the real PostgreSQL and Redis ports. */
  private directConfig(): AppConfig {
    return loadConfig({
      ...this.env,
      NODE_ENV: 'development',
      DATABASE_PORT: String(this.direct.pgPort),
      REDIS_URL: `redis://127.0.0.1:${this.direct.redisPort}/0`,
    });
  }

  get jwtSecret(): string {
    return this.env.JWT_SECRET ?? '';
  }

  /** Starts `apiCount` API processes (each on its own port, as behind a load balancer) and `workerCount` workers. */
  async startApps(apiCount: number, workerCount: number): Promise<void> {
    this.runs += 1;
    const urls = await Promise.all(
      Array.from({ length: apiCount }, async () => `http://127.0.0.1:${await serverPort()}`),
    );
    const env = { ...this.env, PUBLIC_API_URL: urls[0], PUBLIC_WEB_URL: urls[0] };
    this.apis = [];
    for (const [index, url] of urls.entries()) {
      const ports = { PORT: new URL(url).port, METRICS_PORT: String(await serverPort()) };
      this.apis.push(new AppProcess(`${this.runs}-api-${index + 1}`, 'api', { ...env, ...ports }, url));
    }
    this.workers = [];
    for (let index = 0; index < workerCount; index += 1) {
      const metrics = { WORKER_METRICS_PORT: String(await serverPort()) };
      this.workers.push(new AppProcess(`${this.runs}-worker-${index + 1}`, 'worker', { ...env, ...metrics }, null));
    }
    await Promise.all(this.workers.map((worker) => worker.start()));
    await Promise.all(this.apis.map((api) => api.start()));
  }

  async stopApps(): Promise<void> {
    await Promise.all([...this.apis, ...this.workers].map((app) => app.stop()));
  }

  /** The APIs the clients may reach (a load balancer's members). */
  apiUrls(): string[] {
    return this.apis.map((api) => api.url ?? '');
  }

  /** Redis killed and started again, empty (the deployment keeps nothing on disk). */
  async restartRedis(): Promise<void> {
    await this.redisServer.kill();
    await this.redisServer.start();
  }

  async close(): Promise<void> {
    await this.stopApps();
    await this.pg.end().catch(() => undefined);
    this.redis.disconnect();
    await Promise.all([this.pgProxy.close(), this.redisProxy.close(), this.sandbox.close()]);
    await this.redisServer.kill();
    this.postgres.destroy();
  }
}
