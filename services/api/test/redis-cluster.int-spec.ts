import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { RankingScripts, contestKeys, rankingKeys, rankingScore } from '@app/ranking';
import type { AppConfig } from '@app/config';
import { FREE_VOTES_PER_DAY, VoteLimits, type VoteSubject } from '@app/voting';
import Redis, { Cluster } from 'ioredis';

const run = promisify(execFile);
const NODES = 3;

/** Three empty Redis servers (Debian's redis-server) joined into a cluster of three masters. */
async function startCluster(): Promise<{ ports: number[]; stop: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'bebe-star-cluster-'));
  // The cluster bus listens on port + 10,000: both stay below Linux's ephemeral range (32,768 and up),
  // where a bus port could meet a connection's own port and the node would not start.
  const base = 20_000 + Math.floor(Math.random() * (32_768 - 10_000 - 20_000 - NODES));
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
  // Ready when every node says so and they all tell the same slot map (a node that has not heard of the
  // others yet answers MOVED or CLUSTERDOWN, which is the start-up of a test cluster, not a vote's fault).
  for (let attempt = 0; ; attempt += 1) {
    const views = await Promise.all(
      ports.map(async (port) => {
        const info = await run('redis-cli', ['-p', String(port), 'cluster', 'info']);
        const slots = await run('redis-cli', ['-p', String(port), 'cluster', 'slots']);
        return { ok: info.stdout.includes('cluster_state:ok'), slots: slots.stdout };
      }),
    );
    if (views.every((view) => view.ok && view.slots === views[0].slots)) break;
    if (attempt > 100) throw new Error(`cluster not ready: ${JSON.stringify(views)}`);
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

let cluster: Awaited<ReturnType<typeof startCluster>>;
let client: Cluster;

beforeAll(async () => {
  cluster = await startCluster();
  client = new Cluster([{ host: '127.0.0.1', port: cluster.ports[0] }], {
    redisOptions: { keyPrefix: 'bebe:' },
    enableAutoPipelining: true,
  });
}, 60_000);
afterAll(async () => {
  await client?.quit();
  await cluster?.stop();
});

describe('the free-vote limits on a real 3-node Redis Cluster', () => {
  let limits: VoteLimits;
  const now = new Date();
  const ADDRESS_CEILING = 70;

  beforeAll(() => {
    const config = { voting: { addressDailyCeiling: ADDRESS_CEILING } } as AppConfig;
    limits = new VoteLimits(client as unknown as Redis, config);
  });

  const hash = (seed: number) => seed.toString(16).padStart(32, '0');
  /** A vote of `voterId` from `device` (null: none) behind `ip`. */
  const subject = (
    voterId: number,
    participantId: number,
    device: string | null,
    idempotencyKey?: string,
    ip = hash(voterId),
  ): VoteSubject => ({
    voterId,
    participantId,
    ipHash: ip,
    deviceHash: device,
    idempotencyKey,
    tokenIssuedMs: Date.now(),
    dailyCap: FREE_VOTES_PER_DAY,
    // Every other voter is a young account: its vote is also counted on the participant's slot.
    youngAccount: voterId % 2 === 0,
    // Each device's first vote brings its proof of work (spent by the vote service before the reservation).
    proven: true,
    now,
  });

  it('spreads a vote’s keys over the nodes and runs every script without a cross-slot refusal', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 200 }, (_, voter) => limits.reserve(subject(voter + 1, 7, hash(voter), `key-${voter}`))),
    );
    expect(outcomes.every((outcome) => outcome.outcome === 'reserved')).toBe(true);
    // The fraud score's counts come back from the address's, the device's and the participant's slots.
    const counts = outcomes.map((outcome) => (outcome.outcome === 'reserved' ? outcome.counts : null));
    expect(counts.every((count) => count?.deviceAccounts === 1 && count.deviceVotesThisMinute === 1)).toBe(true);
    expect(Math.max(...counts.map((count) => count?.youngVotesForParticipant ?? 0))).toBe(100);
    const votesPerNode = await Promise.all(client.nodes('master').map((node) => node.keys('bebe:vote:*')));
    expect(votesPerNode.filter((keys) => keys.length > 0)).toHaveLength(NODES);

    expect(await limits.reserve(subject(1, 7, hash(0), 'key-0'))).toEqual({
      outcome: 'replay',
      participantId: 7,
      answer: null,
    });
    await limits.remember(subject(1, 7, hash(0), 'key-0'), '{"vote_count":1}');
    expect(await limits.reserve(subject(1, 7, hash(0), 'key-0'))).toEqual({
      outcome: 'replay',
      participantId: 7,
      answer: '{"vote_count":1}',
    });
    expect(await limits.reserve(subject(1, 7, hash(0)))).toMatchObject({ outcome: 'cooldown' });
  });

  it('keeps the account, device and address caps exact when they live on different nodes', async () => {
    const sharedDevice = hash(999_999);
    const voters = Array.from({ length: FREE_VOTES_PER_DAY + 10 }, (_, index) => 10_000 + index);
    const outcomes = await Promise.all(voters.map((voter) => limits.reserve(subject(voter, 8, sharedDevice))));
    expect(outcomes.filter((outcome) => outcome.outcome === 'reserved')).toHaveLength(FREE_VOTES_PER_DAY);
    expect(outcomes.filter((outcome) => outcome.outcome === 'device_cap')).toHaveLength(10);
    // The refused voters were given their part back: each can still vote from a phone of its own.
    const refused = voters.filter((_, index) => outcomes[index].outcome === 'device_cap');
    const again = await Promise.all(refused.map((voter) => limits.reserve(subject(voter, 8, hash(voter)))));
    expect(again.every((outcome) => outcome.outcome === 'reserved')).toBe(true);

    const voter = 50_000;
    for (let participant = 1; participant <= FREE_VOTES_PER_DAY; participant += 1) {
      expect((await limits.reserve(subject(voter, participant, hash(participant + 60_000)))).outcome).toBe('reserved');
    }
    expect(await limits.reserve(subject(voter, 99, hash(70_000)))).toMatchObject({ outcome: 'account_cap' });

    // A carrier's address: one vote from each of many phones, up to its ceiling.
    const carrier = hash(123_456);
    const crowd = Array.from({ length: ADDRESS_CEILING + 5 }, (_, index) => 200_000 + index);
    const behindNat = await Promise.all(
      crowd.map((id) => limits.reserve(subject(id, 9, hash(id), undefined, carrier))),
    );
    expect(behindNat.filter((outcome) => outcome.outcome === 'reserved')).toHaveLength(ADDRESS_CEILING);
    expect(behindNat.filter((outcome) => outcome.outcome === 'address_cap')).toHaveLength(5);

    // Without a device id, an address's votes share one phone's cap.
    const cookieless = Array.from({ length: FREE_VOTES_PER_DAY + 3 }, (_, index) => 300_000 + index);
    const bare = await Promise.all(cookieless.map((id) => limits.reserve(subject(id, 9, null, undefined, hash(7)))));
    expect(bare.filter((outcome) => outcome.outcome === 'reserved')).toHaveLength(FREE_VOTES_PER_DAY);
    expect(bare.filter((outcome) => outcome.outcome === 'no_device_cap')).toHaveLength(3);
  });

  it('gives a reservation back and restores counters from the ledger on their own nodes', async () => {
    const vote = subject(80_000, 5, hash(80_000), 'retry-1');
    expect((await limits.reserve(vote)).outcome).toBe('reserved');
    await limits.release(vote);
    expect((await limits.reserve(vote)).outcome).toBe('reserved');

    const day = now.toISOString().slice(0, 10).replaceAll('-', '');
    await limits.raise([
      [`vote:{u:90000}:daily:${day}`, FREE_VOTES_PER_DAY, 3_600_000],
      [`vote:{u:90000}:cd:3`, 1, 600_000],
      [`vote:{d:${hash(90_002)}}:daily:${day}`, FREE_VOTES_PER_DAY, 3_600_000],
      [`vote:{ip:${hash(90_000)}}:daily:${day}`, 2, 3_600_000],
      [`vote:{u:90001}:daily:${day}`, 1, 3_600_000],
    ]);
    expect(await limits.reserve(subject(90_000, 4, hash(1)))).toMatchObject({ outcome: 'account_cap' });
    expect(await limits.reserve(subject(90_003, 4, hash(90_002)))).toMatchObject({ outcome: 'device_cap' });
    expect(await limits.reserve(subject(90_001, 3, hash(2)))).toMatchObject({ outcome: 'reserved' });
  });
});

describe('the ranking projection’s scripts on a real 3-node Redis Cluster', () => {
  let scripts: RankingScripts;
  const contests = [3, 17, 42, 108, 2_001];
  const token = 'projector-1';

  beforeAll(async () => {
    scripts = new RankingScripts(client);
    await client.set(rankingKeys.lease, token, 'PX', 60_000);
    await client.set(rankingKeys.watermark, '5:0');
  });

  const scoresOf = async (contestId: number): Promise<[number, number][]> => {
    const flat = await client.zrevrange(rankingKeys.scores(contestId), 0, -1, 'WITHSCORES');
    return Array.from({ length: flat.length / 2 }, (_, index): [number, number] => [
      Number(flat[index * 2]),
      Number(flat[index * 2 + 1]),
    ]);
  };

  it('applies a batch touching many contests in one step, all in the projection’s one slot', async () => {
    const batch = contests.map((contestId, index) => ({
      contestId,
      tallies: [
        { participantId: contestId * 10 + 1, count: 3 + index, lastEntryId: 100 + index },
        { participantId: contestId * 10 + 2, count: 1, lastEntryId: 200 + index },
      ],
    }));
    expect(await scripts.apply('5:0', '5:300', token, batch)).toEqual(contests.map(() => 1));
    for (const [index, contestId] of contests.entries()) {
      expect(await scoresOf(contestId)).toEqual([
        [contestId * 10 + 1, rankingScore(3 + index, 100 + index)],
        [contestId * 10 + 2, rankingScore(1, 200 + index)],
      ]);
    }
    const slots = await Promise.all(
      [rankingKeys.watermark, rankingKeys.lease, ...contests.flatMap((contestId) => contestKeys(contestId))].map(
        (key) => client.cluster('KEYSLOT', `bebe:${key}`),
      ),
    );
    expect(new Set(slots).size).toBe(1);

    expect(await scripts.apply('5:0', '5:400', token, batch)).toBe('moved');
    expect(await scripts.apply('5:300', '5:400', 'a-stale-projector', batch)).toBe('not-leader');
    expect(await client.get(rankingKeys.watermark)).toBe('5:300');
  });

  it('replaces, merges the roster and repairs a contest, and keeps the lease, on the cluster', async () => {
    const [contestId] = contests;
    const roster = { active: [31, 32, 33], deleted: [34], fingerprint: 'f1' };
    const tallies = [
      { participantId: 31, count: 9, lastEntryId: 250 },
      { participantId: 34, count: 2, lastEntryId: 260 },
    ];
    expect(await scripts.replace(contestId, { mode: 'online', watermark: '5:300' }, tallies, roster)).toBe(2);
    expect(new Map(await scoresOf(contestId))).toEqual(
      new Map([
        [31, rankingScore(9, 250)],
        [32, rankingScore(0, 0)],
        [33, rankingScore(0, 0)],
      ]),
    );
    expect(await scripts.syncRoster(contestId, { ...roster, active: [31, 32, 33, 35], fingerprint: 'f2' })).toEqual({
      added: 1,
      removed: 0,
      version: 3,
    });
    expect(await scripts.repair(contestId, '5:300', [{ participantId: 32, count: 4, lastEntryId: 270 }])).toBe(4);
    expect((await scoresOf(contestId)).slice(0, 2)).toEqual([
      [31, rankingScore(9, 250)],
      [32, rankingScore(4, 270)],
    ]);

    expect(await scripts.renewLease(token, 60_000)).toBe(true);
    expect(await scripts.renewLease('a-stale-projector', 60_000)).toBe(false);
    await scripts.releaseLease(token);
    expect(await client.exists(rankingKeys.lease)).toBe(0);
    await client.del(rankingKeys.watermark);
    await client.set(rankingKeys.lease, token);
    expect(await scripts.finishBootstrap('6:0', token)).toBe(true);
    expect(await client.get(rankingKeys.watermark)).toBe('6:0');
  });
});
