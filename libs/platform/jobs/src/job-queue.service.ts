import { InjectQueue } from '@nestjs/bullmq';
import { type BeforeApplicationShutdown, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { JobsOptions, JobType, Queue } from 'bullmq';
import { JOB_QUEUE, type JobName, type JobOf, type JobRequest, QueueName } from './job-catalogue';

interface Schedule {
  everyMs: number;
  job: JobRequest;
}

/** How often a process checks that the schedules it registered still exist (Redis may have lost them). */
const SCHEDULE_WATCH_MS = 5_000;
/** How long a process shutting down waits for its queues' Redis connections to be up, so that they close cleanly. */
const READY_BEFORE_CLOSE_MS = 2_000;

/** The one way to enqueue work: `enqueue({name, data})`, typed by the job catalogue. */
@Injectable()
export class JobQueue implements BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly logger = new Logger(JobQueue.name);
  private readonly queues: Record<QueueName, Queue>;
  private readonly schedules = new Map<string, Schedule>();
  private watch: NodeJS.Timeout | undefined;

  constructor(
    @InjectQueue(QueueName.Mail) mail: Queue,
    @InjectQueue(QueueName.Contests) contests: Queue,
    @InjectQueue(QueueName.Ranking) ranking: Queue,
    @InjectQueue(QueueName.Payments) payments: Queue,
    @InjectQueue(QueueName.Accounts) accounts: Queue,
    @InjectQueue(QueueName.NotifyFreeVote) notifyFreeVote: Queue,
    @InjectQueue(QueueName.NotifyPayment) notifyPayment: Queue,
    @InjectQueue(QueueName.NotifyClosing) notifyClosing: Queue,
    @InjectQueue(QueueName.NotifyWin) notifyWin: Queue,
    @InjectQueue(QueueName.NotifyRank) notifyRank: Queue,
    @InjectQueue(QueueName.Awards) awards: Queue,
  ) {
    this.queues = {
      [QueueName.Mail]: mail,
      [QueueName.Contests]: contests,
      [QueueName.Ranking]: ranking,
      [QueueName.Payments]: payments,
      [QueueName.Accounts]: accounts,
      [QueueName.NotifyFreeVote]: notifyFreeVote,
      [QueueName.NotifyPayment]: notifyPayment,
      [QueueName.NotifyClosing]: notifyClosing,
      [QueueName.NotifyWin]: notifyWin,
      [QueueName.NotifyRank]: notifyRank,
      [QueueName.Awards]: awards,
    };
  }

  async enqueue(job: JobRequest, options: JobsOptions = {}): Promise<string | undefined> {
    const queue = this.queues[JOB_QUEUE[job.name]];
    const added = await queue.add(job.name, job.data, options);
    return added.id;
  }

  /** Many jobs of one name at once (one round trip per queue), each with its own options. */
  async enqueueMany<N extends JobName>(
    name: N,
    jobs: { data: JobOf<N>['data']; options?: JobsOptions }[],
  ): Promise<void> {
    if (jobs.length === 0) return;
    await this.queues[JOB_QUEUE[name]].addBulk(jobs.map((job) => ({ name, data: job.data, opts: job.options })));
  }

  /**
   * Creates or updates a repeating job under a fixed scheduler id: however many processes call this
   * at start, one schedule exists and each run is one job.
   */
  async schedule(schedulerId: string, everyMs: number, job: JobRequest): Promise<void> {
    await this.upsert(schedulerId, { everyMs, job });
    this.schedules.set(schedulerId, { everyMs, job });
    this.watch ??= setInterval(() => void this.restoreLostSchedules(), SCHEDULE_WATCH_MS);
  }

  /** How many jobs of a queue are in each of `states`. */
  counts(queue: QueueName, states: readonly JobType[]): Promise<Record<string, number>> {
    return this.queues[queue].getJobCounts(...states);
  }

  /**
   * The queues close after this hook (the BullMQ module's shutdown), so this waits, a bounded time, for
   * each queue's connection to be up: BullMQ 5 closing a connection that is still connecting removes its
   * listeners first, and the connect it abandoned then fails as an unhandled 'error' event (an app
   * stopped right after it started: a rolling restart, a test).
   */
  async beforeApplicationShutdown(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled(Object.values(this.queues).map((queue) => queue.waitUntilReady())),
      new Promise((resolve) => {
        timer = setTimeout(resolve, READY_BEFORE_CLOSE_MS);
      }),
    ]);
    clearTimeout(timer);
  }

  onApplicationShutdown(): void {
    if (this.watch) clearInterval(this.watch);
  }

  /** A schedule Redis lost (restarted empty, flushed) is registered again; none is ever doubled. */
  async restoreLostSchedules(): Promise<void> {
    for (const [schedulerId, schedule] of this.schedules) {
      try {
        const queue = this.queues[JOB_QUEUE[schedule.job.name]];
        if (await queue.getJobScheduler(schedulerId)) continue;
        await this.upsert(schedulerId, schedule);
        this.logger.warn({ schedulerId }, 'Job schedule lost by Redis: registered again');
      } catch (error) {
        this.logger.warn({ err: error, schedulerId }, 'Job schedule not checked (Redis unreachable)');
      }
    }
  }

  private async upsert(schedulerId: string, { everyMs, job }: Schedule): Promise<void> {
    const queue = this.queues[JOB_QUEUE[job.name]];
    await queue.upsertJobScheduler(schedulerId, { every: everyMs }, { name: job.name, data: job.data });
  }
}
