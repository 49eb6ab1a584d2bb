import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { FREE_VOTES_PER_DAY, VoteLimits, type VoteSubject } from '@app/voting';
import Redis, { Cluster } from 'ioredis';

const run = promisify(execFile);
const NODES = 3;

/** Three empty Redis servers (Debian's redis-server) joined into a cluster of three masters. */
async function startCluster(): Promise<{ ports: number[]; stop: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'bebe-star-cluster-'));
  // The cluster bus listens on port + 10,000: both stay below 65,536.
  const base = 20_000 + Math.floor(Math.random() * 9_000);
  const ports = Array.from({ length: NODES }, (_, index) => base + index);
  const servers: ChildProcess[] = ports.map((port) =>
    spawn(
      'redis-server',
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--cluster-enabled',
        'yes',
        '--cluster-config-file',
        join(dir, `nodes-${port}.conf`),
        '--dir',
        dir,
        '--save',
        '',
        '--appendonly',
        'no',
      ],
      { stdio: 'ignore' },
    ),
  );
  for (const port of ports) {
    for (let attempt = 0; ; attempt += 1) {
      const probe = new Redis({ port, host: '127.0.0.1', lazyConnect: true, retryStrategy: () => null });
      try {
        await probe.connect();
        await probe.ping();
        break;
      } catch (error) {
        if (attempt > 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      } finally {
        probe.disconnect();
      }
    }
  }
  await run('redis-cli', [
    '--cluster',
    'create',
    ...ports.map((port) => `127.0.0.1:${port}`),
    '--cluster-replicas',
    '0',
    '--cluster-yes',
  ]);
  for (let attempt = 0; ; attempt += 1) {
    const { stdout } = await run('redis-cli', ['-p', String(ports[0]), 'cluster', 'info']);
    if (stdout.includes('cluster_state:ok')) break;
    if (attempt > 100) throw new Error(`cluster not ready: ${stdout}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    ports,
    stop: async () => {
      servers.forEach((server) => server.kill('SIGKILL'));
      await rm(dir, { recursive: true, force: true });
    },
  };
}

describe('the free-vote limits on a real 3-node Redis Cluster', () => {
  let cluster: Awaited<ReturnType<typeof startCluster>>;
  let client: Cluster;
  let limits: VoteLimits;
  const now = new Date();

  beforeAll(async () => {
    cluster = await startCluster();
    client = new Cluster([{ host: '127.0.0.1', port: cluster.ports[0] }], {
      redisOptions: { keyPrefix: 'bebe:' },
      enableAutoPipelining: true,
    });
    limits = new VoteLimits(client as unknown as Redis);
  }, 60_000);
  afterAll(async () => {
    await client?.quit();
    await cluster?.stop();
  });

  const subject = (voterId: number, participantId: number, ipHash: string, idempotencyKey?: string): VoteSubject => ({
    voterId,
    participantId,
    ipHash,
    idempotencyKey,
    tokenIssuedMs: Date.now(),
    now,
  });
  const ipHash = (seed: number) => seed.toString(16).padStart(32, '0');

  it('spreads a vote’s keys over the nodes and runs every script without a cross-slot refusal', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 200 }, (_, voter) => limits.reserve(subject(voter + 1, 7, ipHash(voter), `key-${voter}`))),
    );
    expect(outcomes.every((outcome) => outcome.outcome === 'reserved')).toBe(true);
    const keysPerNode = await Promise.all(client.nodes('master').map((node) => node.dbsize()));
    expect(keysPerNode.filter((count) => count > 0)).toHaveLength(NODES);

    expect(await limits.reserve(subject(1, 7, ipHash(0), 'key-0'))).toEqual({
      outcome: 'replay',
      participantId: 7,
      answer: null,
    });
    await limits.remember(subject(1, 7, ipHash(0), 'key-0'), '{"vote_count":1}');
    expect(await limits.reserve(subject(1, 7, ipHash(0), 'key-0'))).toEqual({
      outcome: 'replay',
      participantId: 7,
      answer: '{"vote_count":1}',
    });
    expect(await limits.reserve(subject(1, 7, ipHash(0)))).toMatchObject({ outcome: 'cooldown' });
  });

  it('keeps both daily caps exact when a voter and a connection live on different nodes', async () => {
    const sharedIp = ipHash(999_999);
    const voters = Array.from({ length: FREE_VOTES_PER_DAY + 10 }, (_, index) => 10_000 + index);
    const outcomes = await Promise.all(voters.map((voter) => limits.reserve(subject(voter, 8, sharedIp))));
    expect(outcomes.filter((outcome) => outcome.outcome === 'reserved')).toHaveLength(FREE_VOTES_PER_DAY);
    expect(outcomes.filter((outcome) => outcome.outcome === 'daily_cap')).toHaveLength(10);
    // The refused voters were given their part back: each can still vote from another connection.
    const refused = voters.filter((_, index) => outcomes[index].outcome === 'daily_cap');
    const again = await Promise.all(refused.map((voter) => limits.reserve(subject(voter, 8, ipHash(voter)))));
    expect(again.every((outcome) => outcome.outcome === 'reserved')).toBe(true);

    const voter = 50_000;
    for (let participant = 1; participant <= FREE_VOTES_PER_DAY; participant += 1) {
      expect((await limits.reserve(subject(voter, participant, ipHash(participant + 60_000)))).outcome).toBe(
        'reserved',
      );
    }
    expect(await limits.reserve(subject(voter, 99, ipHash(70_000)))).toMatchObject({ outcome: 'daily_cap' });
  });

  it('gives a reservation back and restores counters from the ledger on their own nodes', async () => {
    const vote = subject(80_000, 5, ipHash(80_000), 'retry-1');
    expect((await limits.reserve(vote)).outcome).toBe('reserved');
    await limits.release(vote);
    expect((await limits.reserve(vote)).outcome).toBe('reserved');

    const day = now.toISOString().slice(0, 10).replaceAll('-', '');
    await limits.raise([
      [`vote:{u:90000}:daily:${day}`, FREE_VOTES_PER_DAY, 3_600_000],
      [`vote:{u:90000}:cd:3`, 1, 600_000],
      [`vote:{ip:${ipHash(90_000)}}:daily:${day}`, 2, 3_600_000],
      [`vote:{u:90001}:daily:${day}`, 1, 3_600_000],
    ]);
    expect(await limits.reserve(subject(90_000, 4, ipHash(1)))).toMatchObject({ outcome: 'daily_cap' });
    expect(await limits.reserve(subject(90_001, 3, ipHash(2)))).toEqual({ outcome: 'reserved' });
  });
});
