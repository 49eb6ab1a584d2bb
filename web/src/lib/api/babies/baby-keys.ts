/** The query keys of the signed-in parent's babies, from here only: one per endpoint. */
export const babyKeys = {
  all: ['babies'] as const,
  /** GET /api/contests/babies */
  mine: (userId: number) => ['babies', 'mine', userId] as const,
  /** GET /api/contests/participant/profile: the babies with their participations. */
  profile: (userId: number) => ['babies', 'profile', userId] as const,
};
