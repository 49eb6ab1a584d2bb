/** The query keys of the public vote log, from here only: one per endpoint. */
export const transparencyKeys = {
  all: ['transparency'] as const,
  /** GET /api/transparency/keys */
  keys: () => ['transparency', 'keys'] as const,
  /** GET /api/transparency/receipts/{id} */
  receipt: (id: number) => ['transparency', 'receipt', id] as const,
};
