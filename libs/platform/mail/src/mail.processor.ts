import { Processor, WorkerHost } from '@nestjs/bullmq';
import { JobName, type QueueJob, QueueName } from '@app/jobs';
import { MailTransport } from './mail.transport';

@Processor(QueueName.Mail)
export class MailProcessor extends WorkerHost {
  constructor(private readonly transport: MailTransport) {
    super();
  }

  async process(job: QueueJob<QueueName.Mail>): Promise<{ sent: boolean; messageId?: string }> {
    if (job.name !== JobName.SendMail) return { sent: false };
    return { sent: true, messageId: await this.transport.deliver(job.data) };
  }
}
