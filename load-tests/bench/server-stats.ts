import type Redis from 'ioredis';
import type { Client } from 'pg';

export interface ServerCounters {
  commits: number;
  rollbacks: number;
  walRecords: number;
  walBytes: number;
  walSyncs: number | null;
  redis: Map<string, { calls: number; usec: number }>;
}

export interface ServerDelta {
  /** Transactions committed in the bench database (ledger batches, projector reads, lookups). */
  commits: number;
  rollbacks: number;
  walBytes: number;
  /** WAL flushes to disk (pg_stat_wal.wal_sync; the whole cluster). */
  walSyncs: number | null;
  /** Redis commands during the interval, most time first (the whole server). */
  redis: { command: string; calls: number; usecPerCall: number; seconds: number }[];
}

async function redisCommandStats(redis: Redis): Promise<Map<string, { calls: number; usec: number }>> {
  const info = await redis.info('commandstats');
  const stats = new Map<string, { calls: number; usec: number }>();
  for (const line of info.split('\n')) {
    const match = /^cmdstat_([^:]+):calls=(\d+),usec=(\d+)/.exec(line.trim());
    if (match) stats.set(match[1], { calls: Number(match[2]), usec: Number(match[3]) });
  }
  return stats;
}

export async function serverCounters(pg: Client, redis: Redis, database: string): Promise<ServerCounters> {
  const {
    rows: [db],
  } = await pg.query<{ xact_commit: string; xact_rollback: string }>(
    'SELECT xact_commit, xact_rollback FROM pg_stat_database WHERE datname = $1',
    [database],
  );
  const {
    rows: [wal],
  } = await pg.query<{ wal_records: string; wal_bytes: string; wal_sync: string | null }>(
    'SELECT wal_records, wal_bytes, wal_sync FROM pg_stat_wal',
  );
  return {
    commits: Number(db?.xact_commit ?? 0),
    rollbacks: Number(db?.xact_rollback ?? 0),
    walRecords: Number(wal?.wal_records ?? 0),
    walBytes: Number(wal?.wal_bytes ?? 0),
    walSyncs: wal?.wal_sync === null || wal?.wal_sync === undefined ? null : Number(wal.wal_sync),
    redis: await redisCommandStats(redis),
  };
}

export function serverDelta(before: ServerCounters, after: ServerCounters): ServerDelta {
  const redis = [...after.redis.entries()]
    .map(([command, now]) => {
      const then = before.redis.get(command) ?? { calls: 0, usec: 0 };
      const calls = now.calls - then.calls;
      const usec = now.usec - then.usec;
      return { command, calls, usecPerCall: calls > 0 ? usec / calls : 0, seconds: usec / 1e6 };
    })
    .filter((entry) => entry.calls > 0)
    .sort((a, b) => b.seconds - a.seconds);
  return {
    commits: after.commits - before.commits,
    rollbacks: after.rollbacks - before.rollbacks,
    walBytes: after.walBytes - before.walBytes,
    walSyncs: after.walSyncs === null || before.walSyncs === null ? null : after.walSyncs - before.walSyncs,
    redis,
  };
}
