/** The query keys of contests, from here only: one per endpoint. */
export const contestKeys = {
  all: ['contests'] as const,
  /** GET /api/contests/contests */
  list: () => ['contests', 'list'] as const,
  /** GET /api/contests/contests?status=closed */
  closed: () => ['contests', 'list', 'closed'] as const,
  /** GET /api/contests/contests/in-progress */
  inProgress: () => ['contests', 'in-progress'] as const,
  /** GET /api/contests/contests/{id} */
  detail: (id: number) => ['contests', 'detail', id] as const,
  /** GET /api/contests/contests/{id}/participants (followed by the filters) */
  participants: (id: number) => ['contests', 'participants', id] as const,
  /** GET /api/contests/contests/{id}/ranking (every page) */
  ranking: (id: number) => ['contests', 'ranking', id] as const,
  /** GET /api/contests/contests/{id}/ranking/free (every page) */
  freeRanking: (id: number) => ['contests', 'ranking', id, 'free'] as const,
  /** GET /api/contests/contests/{id}/results */
  results: (id: number) => ['contests', 'results', id] as const,
};
