import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { type AddressInfo, createServer } from 'node:net';
import { createInterface } from 'node:readline';
import { createTestEnvironment, eventually, freePort, type TestEnvironment } from '@app/testing';
import { answers, childrenOf, environmentOf, isAlive, spawnApi } from './support/api-process';

describe('API_PROCESSES: several API processes on one port', () => {
  let env: TestEnvironment;
  let primary: ChildProcess;
  /** The processes the primary reported listening (its `api_process_listening` lines), in order. */
  const listening: number[] = [];
  let base: string;
  let metricsUrl: string;

  const healthy = () => answers(`${base}/api/health/`);

  beforeAll(async () => {
    env = await createTestEnvironment();
    const port = await freePort();
    const metricsPort = await freePort();
    base = `http://127.0.0.1:${port}`;
    metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
    primary = spawnApi(
      {
        PORT: String(port),
        API_PROCESSES: '2',
        METRICS_PORT: String(metricsPort),
        ...environmentOf(env.config),
      },
      ['ignore', 'pipe', 'pipe'],
    );
    primary.stderr!.resume();
    createInterface({ input: primary.stdout! }).on('line', (line) => {
      const listened = /"event":"api_process_listening","pid":(\d+)/.exec(line);
      if (listened) listening.push(Number(listened[1]));
    });
    // Both listening: the API has served, and the tests know which processes serve.
    await eventually(async () => listening.length === 2 && (await healthy()), {
      timeoutMs: 90_000,
      everyMs: 200,
      what: 'two API processes listening',
    });
  }, 120_000);

  afterAll(async () => {
    if (primary.exitCode === null) {
      primary.kill('SIGKILL');
      for (const pid of childrenOf(primary.pid!)) process.kill(pid, 'SIGKILL');
    }
    await env.dispose();
  });

  it('answers on the shared port, and the metrics port counts the requests of every process once', async () => {
    const before = await healthCount();
    // A new connection per request: the kernel spreads connections between the processes.
    for (let index = 0; index < 20; index += 1) {
      const response = await fetch(`${base}/api/health/`, { headers: { Connection: 'close' } });
      expect(response.status).toBe(200);
    }
    expect((await healthCount()) - before).toBe(20);
    expect((await fetch(`${base}/api/metrics/`)).status).toBe(404);
  });

  it('replaces a process that dies, and one killed while starting, serving meanwhile; stops them all on SIGTERM', async () => {
    const [victim, survivor] = listening;
    process.kill(victim, 'SIGKILL');
    let starting: number | undefined;
    await eventually(
      () => {
        starting = childrenOf(primary.pid!).find((pid) => pid !== victim && pid !== survivor);
        return starting !== undefined;
      },
      { timeoutMs: 60_000, everyMs: 200, what: 'a process started in place of the killed one' },
    );
    // Killed before it listens (an API process takes seconds to start): the API serves on, and
    // the primary starts another instead of stopping them all.
    process.kill(starting!, 'SIGKILL');
    expect(listening).not.toContain(starting);
    expect(await healthy()).toBe(true);
    await eventually(
      () => {
        const now = childrenOf(primary.pid!);
        return now.length === 2 && now.includes(survivor) && !now.includes(starting!) && listening.length === 3;
      },
      { timeoutMs: 90_000, everyMs: 200, what: 'a new process in place of the two killed ones, listening' },
    );
    expect(listening[2]).not.toBe(starting);
    await eventually(healthy, { timeoutMs: 60_000, everyMs: 200, what: 'the API answering' });

    const children = childrenOf(primary.pid!);
    primary.kill('SIGTERM');
    const [code] = (await once(primary, 'exit')) as [number | null];
    expect(code).toBe(0);
    expect(children.filter((pid) => isAlive(pid))).toEqual([]);
  }, 150_000);

  async function healthCount(): Promise<number> {
    const text = await (await fetch(metricsUrl)).text();
    return text
      .split('\n')
      .filter((line) => line.startsWith('http_request_duration_seconds_count{') && line.includes('route="/api/health"'))
      .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);
  }
});

describe('API_PROCESSES: the metrics port taken', () => {
  it('stops before starting any process, saying so in one line', async () => {
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
    const metricsPort = (holder.address() as AddressInfo).port;
    try {
      const primary = spawnApi(
        { PORT: String(await freePort()), API_PROCESSES: '2', METRICS_PORT: String(metricsPort) },
        ['ignore', 'pipe', 'pipe'],
      );
      let stdout = '';
      let stderr = '';
      primary.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      primary.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const [code] = (await once(primary, 'exit')) as [number | null];
      expect(code).toBe(1);
      expect(stderr).toBe(
        `Metrics port 127.0.0.1:${metricsPort} is already in use (METRICS_PORT): stop the process holding it, ` +
          'or give METRICS_PORT a free port (0: no metrics endpoint)\n',
      );
      expect(stdout).not.toContain('api_processes_start');
    } finally {
      await new Promise((resolve) => holder.close(resolve));
    }
  }, 60_000);
});
