import { Injectable } from '@nestjs/common';
import { JobName, JobQueue, type SendMailJobData } from '@app/jobs';

/** Sends mail through the worker, so a slow SMTP server never holds up a request. */
@Injectable()
export class MailService {
  constructor(private readonly jobs: JobQueue) {}

  async send(message: SendMailJobData): Promise<void> {
    await this.jobs.enqueue({ name: JobName.SendMail, data: message });
  }
}
