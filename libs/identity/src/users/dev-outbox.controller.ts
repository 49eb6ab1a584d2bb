import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AppConfig } from '@app/config';
import { AppError, MESSAGES } from '@app/common';
import { MailOutbox, type OutboxMessage } from '@app/mail';
import { AdminOnly } from '../auth/auth-context';

/**
 * The mail a development or demo instance wrote instead of sending it (no `SMTP_URL`, which
 * production requires): password-reset links among them, so only for administrators of accounts.
 */
@ApiTags('dev')
@ApiBearerAuth()
@AdminOnly('manage_users')
@Controller('api/dev/outbox')
export class DevOutboxController {
  constructor(
    private readonly config: AppConfig,
    private readonly outbox: MailOutbox,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Mails envoyés (hors production uniquement)' })
  list(): Promise<OutboxMessage[]> {
    if (this.config.isProduction || this.config.mail.smtpUrl) throw AppError.notFound(MESSAGES.http.notFound);
    return this.outbox.list();
  }
}
