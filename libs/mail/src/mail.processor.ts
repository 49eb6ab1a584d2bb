import { Processor, WorkerHost } from '@nestjs/bullmq';
import { JobName, QueueName, type SendMailJobData } from '@app/jobs';
import type { Job } from 'bullmq';
import { MailTransport } from './mail.transport';

@Processor(QueueName.Mail)
export class MailProcessor extends WorkerHost {
  constructor(private readonly transport: MailTransport) {
    super();
  }

  async process(job: Job<SendMailJobData, string, JobName>): Promise<{ sent: boolean; messageId?: string }> {
    if (job.name !== JobName.SendMail) return { sent: false };
    return { sent: true, messageId: await this.transport.deliver(job.data) };
  }
}
