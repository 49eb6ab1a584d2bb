/** The query keys of participants, from here only: one per endpoint. */
export const participantKeys = {
  all: ['participants'] as const,
  /** GET /api/contests/participants/{id} */
  detail: (id: number) => ['participants', id] as const,
};
