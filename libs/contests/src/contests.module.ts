import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LocationsModule } from '@app/locations';
import { BabiesModule } from './babies/babies.module';
import { BabyEntity } from './babies/baby.entity';
import { ContestEntity } from './contests/contest.entity';
import { ContestCatalogModule } from './contests/contests-feature.module';
import { ParticipantEntity } from './participants/participant.entity';
import { ParticipantsModule } from './participants/participants.module';
import { PreregistrationEntity } from './preregistrations/preregistration.entity';
import { PreregistrationsModule } from './preregistrations/preregistrations.module';

export const CONTEST_ENTITIES = [ContestEntity, BabyEntity, ParticipantEntity, PreregistrationEntity];

/** Everything a contest is made of: contests, babies, participants, pre-registrations; and the locations. */
@Module({
  imports: [
    TypeOrmModule.forFeature(CONTEST_ENTITIES),
    ContestCatalogModule,
    LocationsModule,
    PreregistrationsModule,
    BabiesModule,
    ParticipantsModule,
  ],
})
export class ContestsModule {}
