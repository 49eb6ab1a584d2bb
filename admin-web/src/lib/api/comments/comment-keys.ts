/** The query keys of comments, from here only: one per endpoint. */
export const commentKeys = {
  all: ['comments'] as const,
  /** GET /api/contests/comments, every page */
  lists: () => ['comments', 'list'] as const,
  /** GET /api/contests/comments (followed by its query) */
  list: (query: object) => ['comments', 'list', query] as const,
  /** GET /api/contests/comments/flagged, every page */
  flaggedLists: () => ['comments', 'flagged'] as const,
  /** GET /api/contests/comments/flagged (followed by its query) */
  flagged: (query: object) => ['comments', 'flagged', query] as const,
  /** GET /api/contests/comments/stats */
  stats: () => ['comments', 'stats'] as const,
};
