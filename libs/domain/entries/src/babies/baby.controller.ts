import { Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Req } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ApiPageResponse, MESSAGES, type Page, ParseIdPipe } from '@app/common';
import { AppConfig } from '@app/config';
import { type AuthContext, CurrentAuth } from '@app/identity';
import { readUploadForm } from '@app/media';
import { BabyResponse, BabyStatsResponse } from './baby.response';
import { BabyService } from './baby.service';
import { BabyListQueryDto, CreateBabyDto, CreateBabyForm, UpdateBabyDto, UpdateBabyForm } from './dto/baby.dto';

const BabyId = () => Param('id', new ParseIdPipe(MESSAGES.babies.notFound));

@ApiTags('babies')
@ApiBearerAuth()
@Controller('api/contests/babies')
export class BabyController {
  constructor(
    private readonly babies: BabyService,
    private readonly config: AppConfig,
  ) {}

  @Get()
  @ApiPageResponse(BabyResponse)
  list(
    @CurrentAuth() auth: AuthContext,
    @Query() query: BabyListQueryDto,
    @Req() request: FastifyRequest,
  ): Promise<Page<BabyResponse>> {
    return this.babies.list(auth, query, request.url);
  }

  @Get('stats')
  @ApiOkResponse({ type: BabyStatsResponse })
  stats(@CurrentAuth() auth: AuthContext): Promise<BabyStatsResponse> {
    return this.babies.stats(auth);
  }

  @Post()
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: CreateBabyForm })
  @ApiCreatedResponse({ type: BabyResponse })
  async create(@CurrentAuth() auth: AuthContext, @Req() request: FastifyRequest): Promise<BabyResponse> {
    const form = await readUploadForm(request, CreateBabyDto, 'photo', this.config.media.maxUploadBytes);
    return this.babies.create(auth, form.data, form.file);
  }

  @Get(':id')
  @ApiOkResponse({ type: BabyResponse })
  get(@CurrentAuth() auth: AuthContext, @BabyId() id: number): Promise<BabyResponse> {
    return this.babies.get(auth, id);
  }

  @Patch(':id')
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiBody({ type: UpdateBabyForm })
  @ApiOkResponse({ type: BabyResponse })
  async update(
    @CurrentAuth() auth: AuthContext,
    @BabyId() id: number,
    @Req() request: FastifyRequest,
  ): Promise<BabyResponse> {
    const form = await readUploadForm(request, UpdateBabyDto, 'photo', this.config.media.maxUploadBytes);
    return this.babies.update(auth, id, form.data, form.file);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse()
  delete(@CurrentAuth() auth: AuthContext, @BabyId() id: number): Promise<void> {
    return this.babies.delete(auth, id);
  }
}
