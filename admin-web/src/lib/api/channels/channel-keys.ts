/** The query keys of the voting channels, from here only: one per endpoint. */
export const channelKeys = {
  all: ['admin-channels'] as const,
  /** GET /api/admin/channels (written in place after a save) */
  overview: () => ['admin-channels'] as const,
};
