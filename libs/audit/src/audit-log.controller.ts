import { Controller, Get, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ApiPageResponse, type Page, resolvePage, toPage } from '@app/common';
import { AdminOnly } from '@app/identity';
import { AuditLogQueryDto } from './audit-log.dto';
import { AuditRecordResponse } from './audit-log.response';
import { AuditTrail } from './audit-trail';

@ApiTags('admin: audit log')
@ApiBearerAuth()
@AdminOnly('view_statistics')
@Controller('api/admin/audit-log')
export class AuditLogController {
  constructor(private readonly trail: AuditTrail) {}

  @Get()
  @ApiOperation({ summary: 'Journal des décisions des administrateurs : qui, quoi, quand, pourquoi' })
  @ApiPageResponse(AuditRecordResponse)
  async list(@Query() query: AuditLogQueryDto, @Req() request: FastifyRequest): Promise<Page<AuditRecordResponse>> {
    const { page, pageSize, offset } = resolvePage(query, 50);
    const { rows, count } = await this.trail.list(
      { actions: query.action ? [query.action] : undefined, actorId: query.actor, contestId: query.contest },
      offset,
      pageSize,
    );
    return toPage(rows, count, page, pageSize, request.url);
  }
}
