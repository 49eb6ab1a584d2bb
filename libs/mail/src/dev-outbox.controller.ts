import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AppConfig } from '@app/config';
import { AppError, MESSAGES, Public } from '@app/common';
import { MailOutbox, type OutboxMessage } from './mail-outbox';

@ApiTags('dev')
@Controller('api/dev/outbox')
export class DevOutboxController {
  constructor(
    private readonly config: AppConfig,
    private readonly outbox: MailOutbox,
  ) {}

  @Public()
  @Get()
  @ApiOperation({ summary: 'Mails envoyés (hors production uniquement)' })
  list(): Promise<OutboxMessage[]> {
    if (this.config.isProduction || this.config.mail.smtpUrl) throw AppError.notFound(MESSAGES.http.notFound);
    return this.outbox.list();
  }
}
