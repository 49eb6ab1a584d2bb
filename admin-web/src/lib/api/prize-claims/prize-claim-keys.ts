/** The query keys of prize claims, from here only: one per endpoint. */
export const prizeClaimKeys = {
  all: ['prize-claims'] as const,
  /** GET /api/contests/admin/prize-claims, every page */
  lists: () => ['prize-claims', 'list'] as const,
  /** GET /api/contests/admin/prize-claims (followed by its query) */
  list: (query: object) => ['prize-claims', 'list', query] as const,
  /** GET /api/contests/admin/prize-claims/stats */
  stats: () => ['prize-claims', 'stats'] as const,
};
