/** The query keys of the public vote log, from here only: one per endpoint. */
export const transparencyKeys = {
  all: ['transparency'] as const,
  /** GET /api/transparency/keys */
  keys: () => ['transparency', 'keys'] as const,
  /** GET /api/transparency/receipts/{id} */
  receipt: (id: number) => ['transparency', 'receipt', id] as const,
  /** GET /api/votes/receipts (the signed-in voter's own, every page loaded): by user, so that another sign-in on the phone sees none of them */
  myReceipts: (userId: number) => ['transparency', 'receipts', 'mine', userId] as const,
};
