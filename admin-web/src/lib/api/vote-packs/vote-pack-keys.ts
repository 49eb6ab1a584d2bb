/** The query keys of vote packs, from here only: one per endpoint. */
export const votePackKeys = {
  all: ['vote-packs'] as const,
  /** GET /api/payments/packs?search= */
  list: (search: string) => ['vote-packs', search] as const,
};
