/** The query keys of pre-registrations (list and figures), from here only: one per endpoint. */
export const preregistrationKeys = {
  all: ['preregistrations'] as const,
  /** GET /api/contests/admin/preregistrations (followed by its query) */
  list: (query: object) => ['preregistrations', 'list', query] as const,
  /** GET /api/contests/admin/preregistrations/statistics */
  statistics: () => ['preregistrations', 'statistics'] as const,
};
