import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CountryEntity } from './country.entity';

/** Countries' ISO codes for other libs, which know a country by the name an account or a participant gave. */
@Injectable()
export class CountryCodes {
  constructor(@InjectRepository(CountryEntity) private readonly countries: Repository<CountryEntity>) {}

  /** The ISO 3166-1 alpha-2 code of the country named `name` (any case); null when unknown or without one. */
  async byName(name: string): Promise<string | null> {
    const country = await this.countries
      .createQueryBuilder('country')
      .select(['country.id', 'country.code'])
      .where('lower(country.name) = lower(:name)', { name })
      .getOne();
    return country?.code ?? null;
  }
}
