import { Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Query, Req } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { MESSAGES, type Page, ParseIdPipe, Public } from '@app/common';
import { AppConfig } from '@app/config';
import { AdminOnly, type AuthContext, OptionalAuth } from '@app/identity';
import { readUploadForm } from '@app/media';
import { ContestResponse } from './contest.response';
import { ContestService } from './contest.service';
import {
  ContestFilterDto,
  ContestListQueryDto,
  CreateContestDto,
  CreateContestForm,
  UpdateContestDto,
  UpdateContestForm,
} from './dto/contest.dto';

const ContestId = () => Param('id', new ParseIdPipe(MESSAGES.contests.notFound));

@ApiTags('contests')
@ApiBearerAuth()
@ApiExtraModels(ContestResponse)
@Controller('api/contests/contests')
export class ContestController {
  constructor(
    private readonly contests: ContestService,
    private readonly config: AppConfig,
  ) {}

  @Public()
  @Get()
  @ApiOkResponse({
    description: 'Un tableau sans `page` ni `page_size`, sinon une page {count, next, previous, results, …}',
    schema: { oneOf: [{ type: 'array', items: { $ref: getSchemaPath(ContestResponse) } }, { type: 'object' }] },
  })
  list(
    @OptionalAuth() auth: AuthContext | undefined,
    @Query() query: ContestListQueryDto,
    @Req() request: FastifyRequest,
  ): Promise<ContestResponse[] | Page<ContestResponse>> {
    return this.contests.list(auth, query, request.url);
  }

  @Public()
  @Get('in-progress')
  @ApiOkResponse({ type: [ContestResponse] })
  inProgress(@Query() query: ContestFilterDto): Promise<ContestResponse[]> {
    return this.contests.inProgress(query);
  }

  @Public()
  @Get(':id')
  @ApiOkResponse({ type: ContestResponse })
  get(@OptionalAuth() auth: AuthContext | undefined, @ContestId() id: number): Promise<ContestResponse> {
    return this.contests.get(auth, id);
  }

  @AdminOnly('manage_contests')
  @Post()
  @HttpCode(201)
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiBody({ type: CreateContestForm })
  @ApiCreatedResponse({ type: ContestResponse })
  async create(@Req() request: FastifyRequest): Promise<ContestResponse> {
    return this.contests.create(await this.readForm(request, CreateContestDto));
  }

  @AdminOnly('manage_contests')
  @Patch(':id')
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiBody({ type: UpdateContestForm })
  @ApiOkResponse({ type: ContestResponse })
  async update(@ContestId() id: number, @Req() request: FastifyRequest): Promise<ContestResponse> {
    return this.contests.update(id, await this.readForm(request, UpdateContestDto));
  }

  /** Same as PATCH: the admin screens send only what they change. */
  @AdminOnly('manage_contests')
  @Put(':id')
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiBody({ type: UpdateContestForm })
  @ApiOkResponse({ type: ContestResponse })
  async replace(@ContestId() id: number, @Req() request: FastifyRequest): Promise<ContestResponse> {
    return this.contests.update(id, await this.readForm(request, UpdateContestDto));
  }

  @AdminOnly('manage_contests')
  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse()
  delete(@ContestId() id: number): Promise<void> {
    return this.contests.delete(id);
  }

  private readForm<T extends object>(request: FastifyRequest, dto: new () => T) {
    return readUploadForm(request, dto, 'image', this.config.media.maxUploadBytes);
  }
}
