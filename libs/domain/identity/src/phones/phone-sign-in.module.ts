import { Module } from '@nestjs/common';
import { SmsModule } from '@app/sms';
import { IdentityModule } from '../identity.module';
import { PhoneCodes } from './phone-codes';
import { PhoneSignInController } from './phone-sign-in.controller';
import { PhoneSignIn } from './phone-sign-in.service';

/**
 * Signing in with a phone number and a code by SMS (API). The audit log (PrivilegeAudit) and the
 * free-vote counts that follow a moved number (PhoneNumberMoves) come from the global modules above it.
 */
@Module({
  imports: [IdentityModule, SmsModule],
  controllers: [PhoneSignInController],
  providers: [PhoneCodes, PhoneSignIn],
  exports: [PhoneSignIn],
})
export class PhoneSignInModule {}
