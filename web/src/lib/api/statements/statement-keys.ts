/** The query keys of a participant's vote statement (its parent's view), from here only: one per endpoint. */
export const statementKeys = {
  all: ['statements'] as const,
  /** Everything of one participant's statement: the summary, the lines, the disputes on them. */
  of: (participantId: number) => ['statements', participantId] as const,
  /** GET /api/contests/participants/{id}/statement */
  summary: (participantId: number) => ['statements', participantId, 'summary'] as const,
  /** GET /api/contests/participants/{id}/statement/votes */
  votes: (participantId: number) => ['statements', participantId, 'votes'] as const,
};
