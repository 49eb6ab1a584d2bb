import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { QueryFailedError, Repository } from 'typeorm';
import { CityEntity } from './city.entity';
import { CountryEntity } from './country.entity';

export interface CountryRow {
  id: number;
  name: string;
  code: string | null;
  dialCode: string | null;
  cityCount: number;
}

export interface CityRow {
  id: number;
  name: string;
  countryId: number;
}

export interface CountryValues {
  name: string;
  code: string | null;
  dialCode: string | null;
}

export interface CityValues {
  name: string;
  countryId: number;
}

/** What a write did: the row's id, or the rule the values broke (null: the row to update is gone). */
export type CountryWrite = { id: number } | { conflict: 'name' | 'code' };
export type CityWrite = { id: number } | { conflict: 'name' | 'country' };

const stripAccents = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '');

/**
 * Accent-insensitive matching without the unaccent extension: translate() maps each accented
 * letter to its plain one (the two strings have the same length by construction).
 */
const ACCENTED = 'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖòóôõöÙÚÛÜùúûüÝŸýÿ';
const folded = (column: string): string => `lower(translate(${column}, '${ACCENTED}', '${stripAccents(ACCENTED)}'))`;

/** A LIKE pattern matching names that contain `search`, whatever its case and accents. */
function containsPattern(search: string | undefined): string | null {
  if (!search) return null;
  return `%${stripAccents(search)
    .toLowerCase()
    .replace(/[\\%_]/g, '\\$&')}%`;
}

/** French alphabetical order ("Égypte" between "Djibouti" and "France"), ties by id. */
const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });
const byName = <T extends { id: number; name: string }>(a: T, b: T): number =>
  collator.compare(a.name, b.name) || a.id - b.id;

/** Constraint names given by the contests migration. */
const COUNTRY_NAME_KEY = 'UQ_fa1376321185575cf2226b1491d';
const COUNTRY_CODE_KEY = 'UQ_b47cbb5311bad9c9ae17b8c1eda';
const CITY_NAME_KEY = 'cities_country_name_key';

function violation(error: unknown): { code?: string; constraint?: string } {
  return error instanceof QueryFailedError ? (error.driverError as { code?: string; constraint?: string }) : {};
}

const COUNTRY_COLUMNS = `c.id, c.name, c.code, c.dial_code AS "dialCode",
  (SELECT count(*) FROM cities WHERE cities.country_id = c.id)::int AS "cityCount"`;

@Injectable()
export class LocationRepository {
  constructor(
    @InjectRepository(CountryEntity) private readonly countries: Repository<CountryEntity>,
    @InjectRepository(CityEntity) private readonly cities: Repository<CityEntity>,
  ) {}

  async listCountries(search?: string): Promise<CountryRow[]> {
    const rows = await this.countries.query<CountryRow[]>(
      `SELECT ${COUNTRY_COLUMNS} FROM countries c WHERE $1::text IS NULL OR ${folded('c.name')} LIKE $1`,
      [containsPattern(search)],
    );
    return rows.sort(byName);
  }

  async findCountry(id: number): Promise<CountryRow | null> {
    const rows = await this.countries.query<CountryRow[]>(
      `SELECT ${COUNTRY_COLUMNS} FROM countries c WHERE c.id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }

  /** The ISO 3166-1 alpha-2 code of the country named `name` (any case); null when unknown or without one. */
  async countryCodeByName(name: string): Promise<string | null> {
    const country = await this.countries
      .createQueryBuilder('country')
      .select(['country.id', 'country.code'])
      .where('lower(country.name) = lower(:name)', { name })
      .getOne();
    return country?.code ?? null;
  }

  async countryExists(id: number): Promise<boolean> {
    return this.countries.existsBy({ id });
  }

  async listCities(filter: { countryIds?: number[]; search?: string }): Promise<CityRow[]> {
    const rows = await this.cities.query<CityRow[]>(
      `SELECT id, name, country_id AS "countryId" FROM cities
       WHERE ($1::int[] IS NULL OR country_id = ANY($1)) AND ($2::text IS NULL OR ${folded('name')} LIKE $2)`,
      [filter.countryIds ?? null, containsPattern(filter.search)],
    );
    return rows.sort(byName);
  }

  async findCity(id: number): Promise<CityRow | null> {
    const city = await this.cities.findOneBy({ id });
    return city ? { id: city.id, name: city.name, countryId: city.countryId } : null;
  }

  async cityNameTaken(countryId: number, name: string, exceptId?: number): Promise<boolean> {
    return this.cities
      .createQueryBuilder('city')
      .where('city.countryId = :countryId', { countryId })
      .andWhere('lower(city.name) = lower(:name)', { name })
      .andWhere('city.id <> :exceptId', { exceptId: exceptId ?? 0 })
      .getExists();
  }

  /**
   * Inserts a country, or updates country `id` (null when it no longer exists). Country names are
   * unique whatever their case, which the unique constraint on the name alone does not ensure, so
   * writers take turns on an advisory lock between the check and the write.
   */
  async saveCountry(values: CountryValues, id?: number): Promise<CountryWrite | null> {
    try {
      return await this.countries.manager.transaction(async (manager) => {
        await manager.query(`SELECT pg_advisory_xact_lock(hashtext('countries:write'))`);
        const others = () =>
          manager
            .getRepository(CountryEntity)
            .createQueryBuilder('country')
            .where('country.id <> :id', { id: id ?? 0 });
        const nameTaken = await others()
          .andWhere('lower(country.name) = lower(:name)', { name: values.name })
          .getExists();
        if (nameTaken) return { conflict: 'name' as const };
        const codeTaken =
          values.code !== null && (await others().andWhere('country.code = :code', { code: values.code }).getExists());
        if (codeTaken) return { conflict: 'code' as const };
        if (id === undefined) {
          const inserted = await manager.insert(CountryEntity, values);
          return { id: (inserted.identifiers[0] as { id: number }).id };
        }
        const updated = await manager.update(CountryEntity, { id }, values);
        return updated.affected ? { id } : null;
      });
    } catch (error) {
      const { code, constraint } = violation(error);
      if (code === '23505' && constraint === COUNTRY_NAME_KEY) return { conflict: 'name' };
      if (code === '23505' && constraint === COUNTRY_CODE_KEY) return { conflict: 'code' };
      throw error;
    }
  }

  /** Deletes a country; its cities go with it (foreign key ON DELETE CASCADE). */
  async deleteCountry(id: number): Promise<boolean> {
    const result = await this.countries.delete({ id });
    return (result.affected ?? 0) > 0;
  }

  /** Inserts a city, or updates city `id` (null when it no longer exists). */
  async saveCity(values: CityValues, id?: number): Promise<CityWrite | null> {
    try {
      if (id === undefined) {
        const inserted = await this.cities.insert(values);
        return { id: (inserted.identifiers[0] as { id: number }).id };
      }
      const updated = await this.cities.update({ id }, values);
      return updated.affected ? { id } : null;
    } catch (error) {
      // A concurrent write won the race the service's checks could not see.
      const { code, constraint } = violation(error);
      if (code === '23505' && constraint === CITY_NAME_KEY) return { conflict: 'name' };
      if (code === '23503') return { conflict: 'country' };
      throw error;
    }
  }

  async deleteCity(id: number): Promise<boolean> {
    const result = await this.cities.delete({ id });
    return (result.affected ?? 0) > 0;
  }
}
