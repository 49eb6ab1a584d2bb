import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CityEntity } from './city.entity';
import { CountryCodes } from './country-codes';
import { CountryEntity } from './country.entity';
import { LocationRepository } from './location.repository';

@Module({
  imports: [TypeOrmModule.forFeature([CountryEntity, CityEntity])],
  providers: [LocationRepository, CountryCodes],
  exports: [CountryCodes],
})
export class CountryCodesModule {}
