import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { JobsOptions, Queue } from 'bullmq';
import { JOB_QUEUE, type JobDefinition, QueueName } from './job-catalogue';

/** The one way to enqueue work: `enqueue({name, data})`, typed by the job catalogue. */
@Injectable()
export class JobQueue {
  private readonly queues: Record<QueueName, Queue>;

  constructor(@InjectQueue(QueueName.Mail) mail: Queue) {
    this.queues = { [QueueName.Mail]: mail };
  }

  async enqueue(job: Omit<JobDefinition, 'queue'>, options: JobsOptions = {}): Promise<string | undefined> {
    const queue = this.queues[JOB_QUEUE[job.name]];
    const added = await queue.add(job.name, job.data, options);
    return added.id;
  }
}
