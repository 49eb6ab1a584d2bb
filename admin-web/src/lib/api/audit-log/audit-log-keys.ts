/** The query keys of the audit log, from here only: one per endpoint. */
export const auditLogKeys = {
  all: ['audit-log'] as const,
  /** GET /api/admin/audit-log (followed by its query) */
  list: (query: object) => ['audit-log', 'list', query] as const,
};
