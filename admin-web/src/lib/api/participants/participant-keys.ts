/** The query keys of participants, from here only: one per endpoint. */
export const participantKeys = {
  all: ['participants'] as const,
  /** GET /api/contests/participants (followed by its query) */
  list: (query: object) => ['participants', 'list', query] as const,
  /** GET /api/contests/participants/{id} */
  detail: (id: number) => ['participants', 'detail', id] as const,
};
