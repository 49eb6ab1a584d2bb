import { Module } from '@nestjs/common';
import { ContestDirectoryModule } from '@app/contests';
import { UserDirectoryModule } from '@app/identity';
import { BabiesModule } from '../babies/babies.module';
import { ParticipantDirectoryModule } from '../participants/participant-directory.module';
import { AdminPreregistrationController } from './admin-preregistration.controller';
import { PreregistrationController } from './preregistration.controller';
import { PreregistrationRepository } from './preregistration.repository';
import { PreregistrationService } from './preregistration.service';

/** The pre-registrations' rows alone, without routes: for the command line's demonstration data. */
@Module({
  imports: [ContestDirectoryModule, ParticipantDirectoryModule],
  providers: [PreregistrationRepository],
  exports: [PreregistrationRepository],
})
export class PreregistrationRecordsModule {}

/** Parents pre-register babies for upcoming contests; administrators list, export, convert and delete them. */
@Module({
  imports: [BabiesModule, UserDirectoryModule, ContestDirectoryModule, ParticipantDirectoryModule],
  controllers: [PreregistrationController, AdminPreregistrationController],
  providers: [PreregistrationRepository, PreregistrationService],
})
export class PreregistrationsModule {}
