import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AppConfig } from '@app/config';
import { AppError, MESSAGES } from '@app/common';
import { MailOutbox, type OutboxMessage } from '@app/mail';
import { AdminOnly } from '../auth/auth-context';

/**
 * The mail a development or demo instance wrote instead of sending it (no `SMTP_URL`, which
 * production requires). Its password-reset links open any account, the super administrator's
 * included: off unless `MAIL_DEV_OUTBOX=true`, and then only for `manage_administrators`.
 */
@ApiTags('dev')
@ApiBearerAuth()
@AdminOnly('manage_administrators')
@Controller('api/dev/outbox')
export class DevOutboxController {
  constructor(
    private readonly config: AppConfig,
    private readonly outbox: MailOutbox,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Mails envoyés (hors production uniquement)' })
  list(): Promise<OutboxMessage[]> {
    const served = this.config.mail.devOutbox && !this.config.isProduction && !this.config.mail.smtpUrl;
    if (!served) throw AppError.notFound(MESSAGES.http.notFound);
    return this.outbox.list();
  }
}
