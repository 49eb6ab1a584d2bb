import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContestDirectoryModule } from '@app/contests';
import { IdentityModule } from '@app/identity';
import { BabiesModule } from '../babies/babies.module';
import { ParticipantController } from './participant.controller';
import { ParticipantDirectoryModule } from './participant-directory.module';
import { ParticipantEntity } from './participant.entity';
import { ParticipantRepository } from './participant.repository';
import { ParticipantService } from './participant.service';
import { RegistrationService } from './registration.service';

/** Participants: public reads, registration by parents, corrections by administrators. */
@Module({
  imports: [
    TypeOrmModule.forFeature([ParticipantEntity]),
    BabiesModule,
    IdentityModule,
    ContestDirectoryModule,
    ParticipantDirectoryModule,
  ],
  controllers: [ParticipantController],
  providers: [ParticipantRepository, ParticipantService, RegistrationService],
})
export class ParticipantsModule {}
