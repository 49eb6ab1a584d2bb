import { unwrap } from '@bebe-star/web-common/api-errors';
import type { components, operations } from '@contracts/api-schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { auditLog as AUDIT_TEXT } from '@/messages/audit-log';
import { api } from '../../api-client';
import { auditLogKeys } from './audit-log-keys';

export type AuditRecord = components['schemas']['AuditRecordResponse'];
export type AuditAction = AuditRecord['action'];
export type AuditLogQuery = NonNullable<operations['AuditLogController_list']['parameters']['query']>;
export type AuditLogPage = components['schemas']['PageResponse'] & { results: AuditRecord[] };

/** GET /api/admin/audit-log: one page of the administrators' decisions, newest first, filtered by the server. */
export async function getAuditLog(query: AuditLogQuery): Promise<AuditLogPage> {
  return unwrap(await api.GET('/api/admin/audit-log', { params: { query } }), AUDIT_TEXT.loadFailed);
}

export const useAuditLog = (query: AuditLogQuery) =>
  useQuery({
    queryKey: auditLogKeys.list(query),
    queryFn: () => getAuditLog(query),
    placeholderData: keepPreviousData,
  });
