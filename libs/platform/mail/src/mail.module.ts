import { Module } from '@nestjs/common';
import { MailOutbox } from './mail-outbox';
import { MailService } from './mail.service';
import { MailProcessor } from './mail.processor';
import { MailTransport } from './mail.transport';

/** API side: queue mail, read the development outbox. */
@Module({
  providers: [MailService, MailOutbox],
  exports: [MailService, MailOutbox],
})
export class MailModule {}

/** Worker side: deliver queued mail. */
@Module({ providers: [MailProcessor, MailTransport, MailOutbox] })
export class MailDeliveryModule {}
