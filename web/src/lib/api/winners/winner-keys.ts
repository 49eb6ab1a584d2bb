/** The query keys of contest winners, from here only: one per endpoint. */
export const winnerKeys = {
  all: ['winners'] as const,
  /** GET /api/contests/list-winners (public), one contest's or a page of every closed contest's */
  list: (query: { contest?: number; page_size?: number }) => ['winners', 'list', query] as const,
  /** GET /api/contests/list-winners/totals */
  totals: () => ['winners', 'totals'] as const,
  /** GET /api/contests/contests/my-wins (the signed-in parent's) */
  mine: (userId: number) => ['winners', 'mine', userId] as const,
};
