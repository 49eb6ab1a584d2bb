import { Injectable, Logger } from '@nestjs/common';
import { AppConfig } from '@app/config';
import type { SendMailJobData } from '@app/jobs';
import { createTransport, type Transporter } from 'nodemailer';
import { MailOutbox } from './mail-outbox';

/** Delivers mail: over SMTP when `SMTP_URL` is set, otherwise into the readable local outbox. */
@Injectable()
export class MailTransport {
  private readonly logger = new Logger(MailTransport.name);
  private readonly transporter: Transporter;

  constructor(
    private readonly config: AppConfig,
    private readonly outbox: MailOutbox,
  ) {
    this.transporter = config.mail.smtpUrl
      ? createTransport(config.mail.smtpUrl)
      : createTransport({ jsonTransport: true });
  }

  async deliver(message: SendMailJobData): Promise<string> {
    const info = (await this.transporter.sendMail({ from: this.config.mail.from, ...message })) as {
      messageId: string;
    };
    if (!this.config.mail.smtpUrl) {
      await this.outbox.add({
        id: info.messageId,
        to: message.to,
        subject: message.subject,
        text: message.text,
        sent_at: new Date().toISOString(),
      });
      this.logger.log(
        { to: message.to, subject: message.subject, text: message.text },
        'Mail written to the local outbox',
      );
    }
    return info.messageId;
  }
}
