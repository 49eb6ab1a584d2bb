import { Injectable } from '@nestjs/common';
import { LocationRepository } from './location.repository';

/** Countries' ISO codes for other libs, which know a country by the name an account or a participant gave. */
@Injectable()
export class CountryCodes {
  constructor(private readonly locations: LocationRepository) {}

  /** The ISO 3166-1 alpha-2 code of the country named `name` (any case); null when unknown or without one. */
  byName(name: string): Promise<string | null> {
    return this.locations.countryCodeByName(name);
  }
}
