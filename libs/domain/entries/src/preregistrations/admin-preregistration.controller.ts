import { Body, Controller, Delete, Get, Header, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiNoContentResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiPageResponse, MESSAGES, type Page, ParseIdPipe } from '@app/common';
import { AdminOnly } from '@app/identity';
import { BulkConvertDto, PreregistrationFilterDto, PreregistrationListQueryDto } from './dto/admin-preregistration.dto';
import {
  AdminPreregistrationResponse,
  BulkConvertResponse,
  PreregistrationStatisticsResponse,
} from './preregistration.response';
import { PreregistrationService } from './preregistration.service';

@ApiTags('preregistrations')
@ApiBearerAuth()
@AdminOnly('manage_preregistrations')
@Controller('api/contests/admin/preregistrations')
export class AdminPreregistrationController {
  constructor(private readonly preregistrations: PreregistrationService) {}

  @Get()
  @ApiPageResponse(AdminPreregistrationResponse)
  list(
    @Query() query: PreregistrationListQueryDto,
    @Req() request: FastifyRequest,
  ): Promise<Page<AdminPreregistrationResponse>> {
    return this.preregistrations.list(query, request.url);
  }

  @Get('statistics')
  @ApiOkResponse({ type: PreregistrationStatisticsResponse })
  statistics(): Promise<PreregistrationStatisticsResponse> {
    return this.preregistrations.statistics();
  }

  @Get('export')
  @ApiProduces('text/csv')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  async export(
    @Query() query: PreregistrationFilterDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const file = await this.preregistrations.exportCsv(query);
    void reply.header('Content-Disposition', `attachment; filename="${file.filename}"`);
    return file.content;
  }

  @Post('bulk_convert')
  @HttpCode(200)
  @ApiOkResponse({ type: BulkConvertResponse })
  bulkConvert(@Body() dto: BulkConvertDto): Promise<BulkConvertResponse> {
    return this.preregistrations.bulkConvert(dto);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse()
  delete(@Param('id', new ParseIdPipe(MESSAGES.preregistrations.notFound)) id: number): Promise<void> {
    return this.preregistrations.delete(id);
  }
}
