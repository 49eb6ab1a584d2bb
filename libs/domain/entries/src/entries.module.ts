import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContestEntryCounts } from '@app/contests';
import { BabiesModule } from './babies/babies.module';
import { BabyEntity } from './babies/baby.entity';
import { EntryCountsReader } from './overview/entry-counts.reader';
import { ParticipantEntity } from './participants/participant.entity';
import { ParticipantsModule } from './participants/participants.module';
import { PreregistrationEntity } from './preregistrations/preregistration.entity';
import { PreregistrationsModule } from './preregistrations/preregistrations.module';

/**
 * What is entered in contests (API): babies, participants, pre-registrations. Imported by the API
 * after ContestsModule, so that the routes keep their place in the API's description. Global, like
 * AwardsModule: once a root module imports it, the contests lib's answers find their participant
 * and pre-registration counts through ContestEntryCounts.
 */
@Global()
@Module({
  imports: [
    TypeOrmModule.forFeature([BabyEntity, ParticipantEntity, PreregistrationEntity]),
    PreregistrationsModule,
    BabiesModule,
    ParticipantsModule,
  ],
  providers: [{ provide: ContestEntryCounts, useClass: EntryCountsReader }],
  exports: [ContestEntryCounts],
})
export class EntriesModule {}
