/** The query keys of users, from here only: one per endpoint. */
export const userKeys = {
  all: ['users'] as const,
  /** GET /api/users/{id} */
  detail: (id: number) => ['users', 'detail', id] as const,
};
