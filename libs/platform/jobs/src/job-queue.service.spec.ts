import type { Queue } from 'bullmq';
import { QueueName } from './job-catalogue';
import { JobQueue } from './job-queue.service';

/** A stand-in for a BullMQ queue whose connection is up when `ready` settles. */
function fakeQueue(ready: Promise<unknown>): Queue {
  return { waitUntilReady: jest.fn(() => ready) } as unknown as Queue;
}

function jobQueueOf(queues: Queue[]): JobQueue {
  return new JobQueue(...(queues as ConstructorParameters<typeof JobQueue>));
}

describe('JobQueue before the application shuts down', () => {
  afterEach(() => jest.useRealTimers());

  it('waits for every queue’s connection to be up, so that the queues close a connection, not a connect', async () => {
    let connect!: () => void;
    const slow = new Promise<void>((resolve) => (connect = resolve));
    const queues = Object.values(QueueName).map((_name, index) => fakeQueue(index === 0 ? slow : Promise.resolve()));
    let done = false;
    const waiting = jobQueueOf(queues)
      .beforeApplicationShutdown()
      .then(() => (done = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(done).toBe(false);
    connect();
    await waiting;
    expect(queues.every((queue) => (queue.waitUntilReady as jest.Mock).mock.calls.length === 1)).toBe(true);
  });

  it('does not hold the shutdown more than two seconds when Redis cannot be reached', async () => {
    jest.useFakeTimers();
    const never = new Promise<void>(() => undefined);
    const failing = Promise.reject(new Error('Connection is closed.'));
    failing.catch(() => undefined);
    const queues = Object.values(QueueName).map((_name, index) => fakeQueue(index % 2 === 0 ? never : failing));
    let done = false;
    const waiting = jobQueueOf(queues)
      .beforeApplicationShutdown()
      .then(() => (done = true));
    await jest.advanceTimersByTimeAsync(1_999);
    expect(done).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await waiting;
    expect(done).toBe(true);
  });
});
