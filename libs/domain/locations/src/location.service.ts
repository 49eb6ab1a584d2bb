import { Injectable } from '@nestjs/common';
import { AppError, MESSAGES } from '@app/common';
import type { CityDto, CityListQueryDto, UpdateCityDto } from './dto/city.dto';
import type { CountryDto, CountryListQueryDto, UpdateCountryDto } from './dto/country.dto';
import { type CityRow, type CityWrite, type CountryWrite, LocationRepository } from './location.repository';
import { type CityResponse, type CountryResponse, toCityResponse, toCountryResponse } from './location.response';

const countryNotFound = () => AppError.notFound(MESSAGES.locations.countryNotFound);
const cityNotFound = () => AppError.notFound(MESSAGES.locations.cityNotFound);
const unknownCountry = () => AppError.field('country', MESSAGES.locations.countryNotFound);
const cityNameTaken = () => AppError.field('name', MESSAGES.locations.cityNameTaken);

/** Countries and their cities: read by everyone (sign-up, wizards), written by administrators. */
@Injectable()
export class LocationService {
  constructor(private readonly locations: LocationRepository) {}

  async listCountries(query: CountryListQueryDto): Promise<CountryResponse[]> {
    const countries = await this.locations.listCountries(query.search || undefined);
    if (!query.with_cities) return countries.map((country) => toCountryResponse(country));
    const cities = await this.locations.listCities({ countryIds: countries.map((country) => country.id) });
    const byCountry = new Map<number, CityRow[]>();
    for (const city of cities) byCountry.set(city.countryId, [...(byCountry.get(city.countryId) ?? []), city]);
    return countries.map((country) => toCountryResponse(country, byCountry.get(country.id) ?? []));
  }

  async getCountry(id: number): Promise<CountryResponse> {
    const country = await this.locations.findCountry(id);
    if (!country) throw countryNotFound();
    return toCountryResponse(country, await this.locations.listCities({ countryIds: [id] }));
  }

  async createCountry(dto: CountryDto): Promise<CountryResponse> {
    const written = await this.locations.saveCountry({
      name: dto.name,
      code: dto.code ?? null,
      dialCode: dto.dial_code ?? null,
    });
    return this.getCountry(this.countryWritten(written));
  }

  /** PUT and PATCH alike: the fields sent change, the others stay. */
  async updateCountry(id: number, dto: UpdateCountryDto): Promise<CountryResponse> {
    const country = await this.locations.findCountry(id);
    if (!country) throw countryNotFound();
    const written = await this.locations.saveCountry(
      {
        name: dto.name ?? country.name,
        code: dto.code === undefined ? country.code : dto.code,
        dialCode: dto.dial_code === undefined ? country.dialCode : dto.dial_code,
      },
      id,
    );
    return this.getCountry(this.countryWritten(written));
  }

  async deleteCountry(id: number): Promise<void> {
    if (!(await this.locations.deleteCountry(id))) throw countryNotFound();
  }

  async listCities(query: CityListQueryDto): Promise<CityResponse[]> {
    const cities = await this.locations.listCities({
      countryIds: query.country === undefined ? undefined : [query.country],
      search: query.search || undefined,
    });
    return cities.map(toCityResponse);
  }

  async getCity(id: number): Promise<CityResponse> {
    const city = await this.locations.findCity(id);
    if (!city) throw cityNotFound();
    return toCityResponse(city);
  }

  async createCity(dto: CityDto): Promise<CityResponse> {
    if (!(await this.locations.countryExists(dto.country))) throw unknownCountry();
    if (await this.locations.cityNameTaken(dto.country, dto.name)) throw cityNameTaken();
    return this.getCity(this.cityWritten(await this.locations.saveCity({ name: dto.name, countryId: dto.country })));
  }

  /** Renames a city and/or moves it to another country; its name must stay unique in its country. */
  async updateCity(id: number, dto: UpdateCityDto): Promise<CityResponse> {
    const city = await this.locations.findCity(id);
    if (!city) throw cityNotFound();
    const countryId = dto.country ?? city.countryId;
    const name = dto.name ?? city.name;
    if (countryId !== city.countryId && !(await this.locations.countryExists(countryId))) throw unknownCountry();
    if (await this.locations.cityNameTaken(countryId, name, id)) throw cityNameTaken();
    return this.getCity(this.cityWritten(await this.locations.saveCity({ name, countryId }, id)));
  }

  async deleteCity(id: number): Promise<void> {
    if (!(await this.locations.deleteCity(id))) throw cityNotFound();
  }

  private countryWritten(written: CountryWrite | null): number {
    if (!written) throw countryNotFound();
    if ('id' in written) return written.id;
    throw written.conflict === 'name'
      ? AppError.field('name', MESSAGES.locations.countryNameTaken)
      : AppError.field('code', MESSAGES.locations.countryCodeTaken);
  }

  private cityWritten(written: CityWrite | null): number {
    if (!written) throw cityNotFound();
    if ('id' in written) return written.id;
    throw written.conflict === 'name' ? cityNameTaken() : unknownCountry();
  }
}
