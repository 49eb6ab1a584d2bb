/** The query keys of contests, from here only: one per endpoint. */
export const contestKeys = {
  all: ['contests'] as const,
  /** GET /api/contests/contests (every contest, no page) */
  list: () => ['contests', 'list'] as const,
  /** GET /api/contests/contests with a page (followed by its query) */
  page: (query: object) => ['contests', 'page', query] as const,
  /** GET /api/contests/contests/{id} */
  detail: (id: number) => ['contests', 'detail', id] as const,
  /** GET /api/contests/contests/{id}/results (the results dossier) */
  resultsDossier: (id: number) => ['contests', 'results-dossier', id] as const,
};

export const winnerKeys = {
  all: ['winners'] as const,
  /** GET /api/contests/list-winners?contest= */
  ofContest: (contest: number) => ['winners', contest] as const,
};
