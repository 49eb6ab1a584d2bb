import { Module } from '@nestjs/common';
import { DevOutboxController } from './dev-outbox.controller';
import { MailOutbox } from './mail-outbox';
import { MailService } from './mail.service';
import { MailProcessor } from './mail.processor';
import { MailTransport } from './mail.transport';

/** API side: queue mail, read the development outbox. */
@Module({
  controllers: [DevOutboxController],
  providers: [MailService, MailOutbox],
  exports: [MailService],
})
export class MailModule {}

/** Worker side: deliver queued mail. */
@Module({ providers: [MailProcessor, MailTransport, MailOutbox] })
export class MailDeliveryModule {}
