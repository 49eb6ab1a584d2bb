import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { JobsOptions, Queue } from 'bullmq';
import { JOB_QUEUE, type JobRequest, QueueName } from './job-catalogue';

/** The one way to enqueue work: `enqueue({name, data})`, typed by the job catalogue. */
@Injectable()
export class JobQueue {
  private readonly queues: Record<QueueName, Queue>;

  constructor(
    @InjectQueue(QueueName.Mail) mail: Queue,
    @InjectQueue(QueueName.Contests) contests: Queue,
    @InjectQueue(QueueName.Ranking) ranking: Queue,
    @InjectQueue(QueueName.Payments) payments: Queue,
  ) {
    this.queues = {
      [QueueName.Mail]: mail,
      [QueueName.Contests]: contests,
      [QueueName.Ranking]: ranking,
      [QueueName.Payments]: payments,
    };
  }

  async enqueue(job: JobRequest, options: JobsOptions = {}): Promise<string | undefined> {
    const queue = this.queues[JOB_QUEUE[job.name]];
    const added = await queue.add(job.name, job.data, options);
    return added.id;
  }

  /**
   * Creates or updates a repeating job under a fixed scheduler id: however many processes call this
   * at start, one schedule exists and each run is one job.
   */
  async schedule(schedulerId: string, everyMs: number, job: JobRequest): Promise<void> {
    const queue = this.queues[JOB_QUEUE[job.name]];
    await queue.upsertJobScheduler(schedulerId, { every: everyMs }, { name: job.name, data: job.data });
  }
}
