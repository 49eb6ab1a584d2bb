import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CityEntity } from './city.entity';
import { CountryEntity } from './country.entity';
import { CityController, CountryController } from './location.controller';
import { LocationRepository } from './location.repository';
import { LocationService } from './location.service';

/** Countries and cities: public reads, administrators' writes. */
@Module({
  imports: [TypeOrmModule.forFeature([CountryEntity, CityEntity])],
  controllers: [CountryController, CityController],
  providers: [LocationRepository, LocationService],
  exports: [LocationService],
})
export class LocationsModule {}
