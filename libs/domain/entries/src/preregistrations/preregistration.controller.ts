import { Controller, Get, Post, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ApiPageResponse, type Page, PageQueryDto } from '@app/common';
import { AppConfig } from '@app/config';
import { type AuthContext, CurrentAuth } from '@app/identity';
import { readUploadForm } from '@app/media';
import { CreatePreregistrationDto, CreatePreregistrationForm } from './dto/create-preregistration.dto';
import { PreregistrationResponse } from './preregistration.response';
import { PreregistrationService } from './preregistration.service';

@ApiTags('preregistrations')
@ApiBearerAuth()
@Controller('api/contests/preregistrations')
export class PreregistrationController {
  constructor(
    private readonly preregistrations: PreregistrationService,
    private readonly config: AppConfig,
  ) {}

  /** JSON `{baby, contest}`, or the wizard's payload as JSON or multipart (with the new baby's `photo`). */
  @Post()
  @ApiConsumes('application/json', 'multipart/form-data')
  @ApiBody({ type: CreatePreregistrationForm })
  @ApiCreatedResponse({ type: PreregistrationResponse })
  async create(@CurrentAuth() auth: AuthContext, @Req() request: FastifyRequest): Promise<PreregistrationResponse> {
    const form = await readUploadForm(request, CreatePreregistrationDto, 'photo', this.config.media.maxUploadBytes);
    return this.preregistrations.create(auth, form.data, form.file);
  }

  /** The caller's own pre-registrations, newest first. */
  @Get()
  @ApiPageResponse(PreregistrationResponse)
  listOwn(
    @CurrentAuth() auth: AuthContext,
    @Query() query: PageQueryDto,
    @Req() request: FastifyRequest,
  ): Promise<Page<PreregistrationResponse>> {
    return this.preregistrations.listOwn(auth, query, request.url);
  }
}
