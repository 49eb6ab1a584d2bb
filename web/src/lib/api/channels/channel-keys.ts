/** The query keys of the voting channels, from here only: one per endpoint. */
export const channelKeys = {
  all: ['channels'] as const,
  /** GET /api/contests/contests/{id}/channels */
  contest: (contestId: number) => ['channels', 'contest', contestId] as const,
};
