import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BabyEntity } from './babies/baby.entity';
import { ContestEntity } from './contests/contest.entity';
import { CityEntity } from './locations/city.entity';
import { CountryEntity } from './locations/country.entity';
import { ParticipantEntity } from './participants/participant.entity';
import { PreregistrationEntity } from './preregistrations/preregistration.entity';

export const CONTEST_ENTITIES = [
  CountryEntity,
  CityEntity,
  ContestEntity,
  BabyEntity,
  ParticipantEntity,
  PreregistrationEntity,
];

/** Everything a contest is made of: locations, contests, babies, participants, pre-registrations. */
@Module({
  imports: [TypeOrmModule.forFeature(CONTEST_ENTITIES)],
})
export class ContestsModule {}
