import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Query } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { MESSAGES, ParseIdPipe, Public } from '@app/common';
import { AdminOnly } from '@app/identity';
import { CityDto, CityListQueryDto, UpdateCityDto } from './dto/city.dto';
import { CountryDto, CountryListQueryDto, UpdateCountryDto } from './dto/country.dto';
import { CityResponse, CountryResponse } from './location.response';
import { LocationService } from './location.service';

const CountryId = () => Param('id', new ParseIdPipe(MESSAGES.locations.countryNotFound));
const CityId = () => Param('id', new ParseIdPipe(MESSAGES.locations.cityNotFound));

@ApiTags('locations')
@ApiBearerAuth()
@Controller('api/countries')
export class CountryController {
  constructor(private readonly locations: LocationService) {}

  @Public()
  @Get()
  @ApiOperation({ summary: 'Pays, par ordre alphabétique, avec leur nombre de villes' })
  @ApiOkResponse({ type: [CountryResponse] })
  list(@Query() query: CountryListQueryDto): Promise<CountryResponse[]> {
    return this.locations.listCountries(query);
  }

  @Public()
  @Get(':id')
  @ApiOkResponse({ type: CountryResponse })
  get(@CountryId() id: number): Promise<CountryResponse> {
    return this.locations.getCountry(id);
  }

  @AdminOnly('manage_locations')
  @Post()
  @ApiCreatedResponse({ type: CountryResponse })
  create(@Body() dto: CountryDto): Promise<CountryResponse> {
    return this.locations.createCountry(dto);
  }

  @AdminOnly('manage_locations')
  @Put(':id')
  @ApiOkResponse({ type: CountryResponse })
  replace(@CountryId() id: number, @Body() dto: CountryDto): Promise<CountryResponse> {
    return this.locations.updateCountry(id, dto);
  }

  @AdminOnly('manage_locations')
  @Patch(':id')
  @ApiOkResponse({ type: CountryResponse })
  update(@CountryId() id: number, @Body() dto: UpdateCountryDto): Promise<CountryResponse> {
    return this.locations.updateCountry(id, dto);
  }

  @AdminOnly('manage_locations')
  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Supprime le pays et toutes ses villes' })
  @ApiNoContentResponse()
  delete(@CountryId() id: number): Promise<void> {
    return this.locations.deleteCountry(id);
  }
}

@ApiTags('locations')
@ApiBearerAuth()
@Controller('api/cities')
export class CityController {
  constructor(private readonly locations: LocationService) {}

  @Public()
  @Get()
  @ApiOkResponse({ type: [CityResponse] })
  list(@Query() query: CityListQueryDto): Promise<CityResponse[]> {
    return this.locations.listCities(query);
  }

  @Public()
  @Get(':id')
  @ApiOkResponse({ type: CityResponse })
  get(@CityId() id: number): Promise<CityResponse> {
    return this.locations.getCity(id);
  }

  @AdminOnly('manage_locations')
  @Post()
  @ApiCreatedResponse({ type: CityResponse })
  create(@Body() dto: CityDto): Promise<CityResponse> {
    return this.locations.createCity(dto);
  }

  @AdminOnly('manage_locations')
  @Put(':id')
  @ApiOkResponse({ type: CityResponse })
  replace(@CityId() id: number, @Body() dto: UpdateCityDto): Promise<CityResponse> {
    return this.locations.updateCity(id, dto);
  }

  @AdminOnly('manage_locations')
  @Patch(':id')
  @ApiOkResponse({ type: CityResponse })
  update(@CityId() id: number, @Body() dto: UpdateCityDto): Promise<CityResponse> {
    return this.locations.updateCity(id, dto);
  }

  @AdminOnly('manage_locations')
  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse()
  delete(@CityId() id: number): Promise<void> {
    return this.locations.deleteCity(id);
  }
}
