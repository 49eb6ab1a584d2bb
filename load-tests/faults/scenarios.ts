import { setTimeout as sleep } from 'node:timers/promises';
import type { FaultStack } from './fault-stack';

/** What a scenario's fault and checks may use while the load runs. */
export interface ScenarioRun {
  stack: FaultStack;
  contestId: number;
  /** Marks the moment of the fault (recovery is measured from the first mark). */
  mark: () => void;
}

export interface Scenario {
  name: string;
  /** What is broken, in a line. */
  fault: string;
  apis: number;
  workers: number;
  /** Buys vote packs through the sandbox while the votes run. */
  payments?: boolean;
  /** The contest's end date falls this many seconds into the load. */
  contestEndsAfter?: number;
  /** Checks after the run that Redis' loss kept the free-vote limits of voters who already voted. */
  checkLimits?: boolean;
  inject: (run: ScenarioRun) => Promise<void> | void;
}

const redisGoneFor = async (stack: FaultStack, ms: number) => {
  await stack.redisServer.kill();
  await sleep(ms);
  await stack.redisServer.start();
};

export const SCENARIOS: Scenario[] = [
  {
    name: 'api-kill-9',
    fault: 'API killed (SIGKILL) during group commits, started again after 1 s',
    apis: 1,
    workers: 1,
    inject: async ({ stack, mark }) => {
      mark();
      await stack.apis[0].kill();
      await sleep(1_000);
      await stack.apis[0].start();
    },
  },
  {
    name: 'worker-kill-9',
    fault: 'worker killed (SIGKILL) while projecting and polling payments, started again after 2 s',
    apis: 1,
    workers: 1,
    payments: true,
    inject: async ({ stack, mark }) => {
      mark();
      await stack.workers[0].kill();
      await sleep(2_000);
      await stack.workers[0].start();
    },
  },
  {
    name: 'postgres-restart-fast',
    fault: 'PostgreSQL restarted, fast shutdown (connections closed)',
    apis: 1,
    workers: 1,
    payments: true,
    inject: ({ stack, mark }) => {
      mark();
      stack.postgres.stop('fast');
      stack.postgres.start();
    },
  },
  {
    name: 'postgres-restart-immediate',
    fault: 'PostgreSQL killed (immediate shutdown), crash recovery at start',
    apis: 1,
    workers: 1,
    inject: ({ stack, mark }) => {
      mark();
      stack.postgres.stop('immediate');
      stack.postgres.start();
    },
  },
  {
    name: 'redis-restart',
    fault: 'Redis killed and started again empty after 1 s',
    apis: 1,
    workers: 1,
    checkLimits: true,
    inject: async ({ stack, mark }) => {
      mark();
      await redisGoneFor(stack, 1_000);
    },
  },
  {
    name: 'redis-flushall',
    fault: 'FLUSHALL on Redis: rankings, limits, idempotency keys and queues gone at once',
    apis: 1,
    workers: 1,
    payments: true,
    checkLimits: true,
    inject: async ({ stack, mark }) => {
      mark();
      await stack.redis.flushall();
    },
  },
  {
    name: 'network-postgres-resets',
    fault: 'every PostgreSQL connection reset (RST), three times 1 s apart',
    apis: 1,
    workers: 1,
    inject: async ({ stack, mark }) => {
      mark();
      for (let round = 0; round < 3; round += 1) {
        stack.pgProxy.resetAll();
        await sleep(1_000);
      }
    },
  },
  {
    name: 'network-postgres-partition',
    fault: 'PostgreSQL unreachable for 3 s (connections reset, new ones refused)',
    apis: 1,
    workers: 1,
    inject: async ({ stack, mark }) => {
      mark();
      await stack.pgProxy.partition(3_000);
    },
  },
  {
    name: 'network-redis-latency',
    fault: '300 ms added to every Redis exchange for 3 s, then its connections reset',
    apis: 1,
    workers: 1,
    inject: async ({ stack, mark }) => {
      mark();
      stack.redisProxy.latencyMs = 300;
      await sleep(3_000);
      stack.redisProxy.latencyMs = 0;
      stack.redisProxy.resetAll();
    },
  },
  {
    name: 'network-redis-partition',
    fault: 'Redis unreachable for 2 s',
    apis: 1,
    workers: 1,
    inject: async ({ stack, mark }) => {
      mark();
      await stack.redisProxy.partition(2_000);
    },
  },
  {
    name: 'provider-timeout-worker-redeployed',
    fault: "the provider's status checks time out while the worker is stopped and started again",
    apis: 1,
    workers: 1,
    payments: true,
    inject: async ({ stack, mark }) => {
      mark();
      stack.sandbox.behave({ checkFailure: 'timeout' });
      await stack.workers[0].stop();
      await sleep(2_000);
      await stack.workers[0].start();
      await sleep(2_000);
      stack.sandbox.behave({ checkFailure: null });
    },
  },
  {
    name: 'two-apis-two-workers-close',
    fault: 'two APIs and two workers, one of each killed; the contest closes during the load',
    apis: 2,
    workers: 2,
    contestEndsAfter: 8,
    inject: async ({ stack, mark }) => {
      mark();
      await stack.workers[0].kill();
      await sleep(500);
      await stack.apis[0].kill();
    },
  },
];
