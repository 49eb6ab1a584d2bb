/** The query keys of the accounts and their groups, from here only: one per endpoint. */
export const accountKeys = {
  all: ['accounts'] as const,
  /** GET /api/users (followed by its query) */
  list: (query: object) => ['accounts', 'list', query] as const,
};

export const groupKeys = {
  all: ['groups'] as const,
  /** GET /api/groups */
  list: () => ['groups', 'list'] as const,
  /** GET /api/permissions */
  permissions: () => ['groups', 'permissions'] as const,
};
