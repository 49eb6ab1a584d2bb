import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ApiPageResponse, MESSAGES, type Page, ParseIdPipe, Public } from '@app/common';
import { AdminOnly, type AuthContext, CurrentAuth, OptionalAuth } from '@app/identity';
import {
  CreateTestimonialDto,
  HideTestimonialDto,
  TestimonialListQueryDto,
  UpdateTestimonialDto,
} from './dto/testimonial.dto';
import { TestimonialDetailResponse, TestimonialResponse } from './testimonial.response';
import { TestimonialService } from './testimonial.service';

const TestimonialId = () => Param('id', new ParseIdPipe(MESSAGES.testimonials.notFound));

@ApiTags('testimonials')
@Controller('api/contests/feedback')
export class TestimonialController {
  constructor(private readonly testimonials: TestimonialService) {}

  @Public()
  @Get()
  @ApiOperation({ summary: 'Témoignages des gagnants, les plus récents d’abord (mine=true : les miens)' })
  @ApiPageResponse(TestimonialResponse)
  list(
    @OptionalAuth() auth: AuthContext | undefined,
    @Query() query: TestimonialListQueryDto,
    @Req() request: FastifyRequest,
  ): Promise<Page<TestimonialResponse>> {
    return this.testimonials.list(auth, query, request.url);
  }

  @Public()
  @Get(':id')
  @ApiOkResponse({ type: TestimonialResponse })
  get(@OptionalAuth() auth: AuthContext | undefined, @TestimonialId() id: number): Promise<TestimonialResponse> {
    return this.testimonials.get(auth, id);
  }

  @ApiBearerAuth()
  @Post()
  @ApiOperation({ summary: 'Laisser un témoignage sur un de ses gains (un par gain)' })
  @ApiCreatedResponse({ type: TestimonialResponse })
  create(@CurrentAuth() auth: AuthContext, @Body() dto: CreateTestimonialDto): Promise<TestimonialResponse> {
    return this.testimonials.create(auth, dto);
  }

  @ApiBearerAuth()
  @Patch(':id')
  @ApiOkResponse({ type: TestimonialResponse })
  update(
    @CurrentAuth() auth: AuthContext,
    @TestimonialId() id: number,
    @Body() dto: UpdateTestimonialDto,
  ): Promise<TestimonialResponse> {
    return this.testimonials.update(auth, id, dto);
  }

  @ApiBearerAuth()
  @Delete(':id')
  @ApiOkResponse({ type: TestimonialDetailResponse })
  delete(@CurrentAuth() auth: AuthContext, @TestimonialId() id: number): Promise<TestimonialDetailResponse> {
    return this.testimonials.delete(auth, id);
  }
}

@ApiTags('admin: testimonials')
@ApiBearerAuth()
@AdminOnly('moderate_comments')
@Controller('api/contests/admin/feedback')
export class AdminTestimonialController {
  constructor(private readonly testimonials: TestimonialService) {}

  @Get()
  @ApiPageResponse(TestimonialResponse)
  list(@Query() query: TestimonialListQueryDto, @Req() request: FastifyRequest): Promise<Page<TestimonialResponse>> {
    return this.testimonials.adminList(query, request.url);
  }

  @Post(':id/hide')
  @HttpCode(200)
  @ApiOkResponse({ type: TestimonialResponse })
  hide(
    @CurrentAuth() auth: AuthContext,
    @TestimonialId() id: number,
    @Body() dto: HideTestimonialDto,
  ): Promise<TestimonialResponse> {
    return this.testimonials.setHidden(auth, id, true, dto);
  }

  @Post(':id/show')
  @HttpCode(200)
  @ApiOkResponse({ type: TestimonialResponse })
  show(@CurrentAuth() auth: AuthContext, @TestimonialId() id: number): Promise<TestimonialResponse> {
    return this.testimonials.setHidden(auth, id, false);
  }
}
