import { Controller, Get, Query, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ApiPageResponse, type Page, resolvePage, toPage } from '@app/common';
import { AdminAccess, AdminOnly, type AuthContext, CurrentAuth } from '@app/identity';
import { AuditLogQueryDto } from './audit-log.dto';
import { AuditRecordResponse } from './audit-log.response';
import { maskedDetails } from './audit-personal-data';
import { AuditTrail } from './audit-trail';

@ApiTags('admin: audit log')
@ApiBearerAuth()
@AdminOnly('view_statistics')
@Controller('api/admin/audit-log')
export class AuditLogController {
  constructor(
    private readonly trail: AuditTrail,
    private readonly access: AdminAccess,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Journal des décisions des administrateurs : qui, quoi, quand, pourquoi',
    description:
      'Sans la permission manage_users, les adresses e-mail des détails sont masquées (a***@e***.com) et le texte des commentaires supprimés remplacé.',
  })
  @ApiPageResponse(AuditRecordResponse)
  async list(
    @CurrentAuth() auth: AuthContext,
    @Query() query: AuditLogQueryDto,
    @Req() request: FastifyRequest,
  ): Promise<Page<AuditRecordResponse>> {
    const { page, pageSize, offset } = resolvePage(query, 50);
    const { rows, count } = await this.trail.list(
      { actions: query.action ? [query.action] : undefined, actorId: query.actor, contestId: query.contest },
      offset,
      pageSize,
    );
    // The people the lines name are what manage_users guards: without it, their data is masked.
    const reveal = await this.access.holds(auth, 'manage_users');
    const shown = reveal ? rows : rows.map((row) => ({ ...row, details: maskedDetails(row.action, row.details) }));
    return toPage(shown, count, page, pageSize, request.url);
  }
}
