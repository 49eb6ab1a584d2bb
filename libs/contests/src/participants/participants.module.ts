import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { IdentityModule } from '@app/identity';
import { BabiesModule } from '../babies/babies.module';
import { ContestEntity } from '../contests/contest.entity';
import { ParticipantController } from './participant.controller';
import { ParticipantEntity } from './participant.entity';
import { ParticipantRepository } from './participant.repository';
import { ParticipantService } from './participant.service';
import { RegistrationService } from './registration.service';

/** Participants: public reads, registration by parents, corrections by administrators. */
@Module({
  imports: [TypeOrmModule.forFeature([ParticipantEntity, ContestEntity]), BabiesModule, IdentityModule],
  controllers: [ParticipantController],
  providers: [ParticipantRepository, ParticipantService, RegistrationService],
})
export class ParticipantsModule {}
