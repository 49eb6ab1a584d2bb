import { Module } from '@nestjs/common';
import { ContestDirectoryModule } from '@app/contests';
import { IdentityModule } from '@app/identity';
import { BabiesModule } from '../babies/babies.module';
import { ParticipantController } from './participant.controller';
import { ParticipantDirectoryModule } from './participant-directory.module';
import { ParticipantRecordsModule } from './participant-records.module';
import { ParticipantService } from './participant.service';
import { RegistrationService } from './registration.service';

/** Participants: public reads, registration by parents, corrections by administrators. */
@Module({
  imports: [BabiesModule, IdentityModule, ContestDirectoryModule, ParticipantDirectoryModule, ParticipantRecordsModule],
  controllers: [ParticipantController],
  providers: [ParticipantService, RegistrationService],
})
export class ParticipantsModule {}
