import { IntersectionType } from '@nestjs/swagger';
import { OptionalChoice, PageQueryDto, QueryId } from '@app/common';
import { AUDIT_ACTIONS, type AuditAction } from './audit-trail';

export class AuditFilterDto {
  @OptionalChoice(AUDIT_ACTIONS) action?: AuditAction;
  @QueryId('Administrateur auteur de l’action') actor?: number;
  @QueryId('Concours') contest?: number;
}

export class AuditLogQueryDto extends IntersectionType(PageQueryDto, AuditFilterDto) {}
