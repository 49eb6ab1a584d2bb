import { Processor, WorkerHost } from '@nestjs/bullmq';
import { AppConfig } from '@app/config';
import { MESSAGES } from '@app/common';
import { JobName, type QueueJob, QueueName } from '@app/jobs';
import { MailService } from '@app/mail';
import { UserRepository } from '../users/user.repository';
import { PasswordResetTokens } from './password-reset-token';
import { uidOf } from './signed-link';

/**
 * The worker's side of "forgot password": the API only queues the address (the same work whether an
 * account has it or not, so the answer's timing tells nothing); here the account is looked up and,
 * if it is active, the reset link mailed.
 */
@Processor(QueueName.Accounts)
export class PasswordResetProcessor extends WorkerHost {
  constructor(
    private readonly config: AppConfig,
    private readonly users: UserRepository,
    private readonly resetTokens: PasswordResetTokens,
    private readonly mail: MailService,
  ) {
    super();
  }

  async process(job: QueueJob<QueueName.Accounts>): Promise<{ mailed: boolean }> {
    if (job.name !== JobName.SendPasswordReset) return { mailed: false };
    const user = await this.users.findByEmail(job.data.email);
    if (!user?.isActive) return { mailed: false };
    const link = `${this.config.publicWebUrl}/reset-password/${uidOf(user.id)}/${this.resetTokens.make(user)}`;
    await this.mail.send({
      to: user.email,
      subject: MESSAGES.auth.resetMailSubject,
      text: [
        `Bonjour ${user.firstName || user.username},`,
        '',
        'Vous avez demandé à réinitialiser votre mot de passe Bébé Star.',
        `Ouvrez ce lien pour choisir un nouveau mot de passe (valable ${Math.round(this.config.auth.passwordResetTtlSeconds / 60)} minutes) :`,
        link,
        '',
        "Si vous n'êtes pas à l'origine de cette demande, ignorez simplement ce message.",
      ].join('\n'),
    });
    return { mailed: true };
  }
}
