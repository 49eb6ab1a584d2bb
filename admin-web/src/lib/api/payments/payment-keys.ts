/** The query keys of the payments back office (list, detail, figures, provider messages), from here only. */
export const paymentKeys = {
  all: ['admin-payments'] as const,
  /** GET /api/payments/admin/payments (followed by its query) */
  list: (query: object) => ['admin-payments', 'list', query] as const,
  /** GET /api/payments/admin/payments/{id} */
  detail: (id: number) => ['admin-payments', 'detail', id] as const,
  /** GET /api/payments/admin/stats, for one contest or all */
  stats: (contest: number | null) => ['admin-payments', 'stats', contest] as const,
  /** GET /api/payments/admin/events (followed by its query) */
  events: (query: object) => ['admin-payments', 'events', query] as const,
};
