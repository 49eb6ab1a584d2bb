/** The query keys of comments, from here only: one per endpoint. */
export const commentKeys = {
  all: ['comments'] as const,
  /** GET /api/contests/participants/{id}/comments (every loaded page). */
  ofParticipant: (participantId: number) => ['comments', 'participant', participantId] as const,
};
