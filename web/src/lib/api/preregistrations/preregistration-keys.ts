/** The query keys of pre-registrations, from here only: one per endpoint. */
export const preregistrationKeys = {
  all: ['preregistrations'] as const,
  /** GET /api/contests/preregistrations (the signed-in user's own) */
  mine: () => ['preregistrations', 'mine'] as const,
};
