/** The query keys of the public vote log, from here only: one per endpoint. */
export const transparencyKeys = {
  all: ['transparency'] as const,
  /** GET /api/transparency/keys */
  keys: () => ['transparency', 'keys'] as const,
  /** GET /api/transparency/receipts/{id} */
  receipt: (id: number) => ['transparency', 'receipt', id] as const,
  /** GET /api/transparency/receipts/{id}/proof (the offline proof's text) */
  offlineProof: (id: number) => ['transparency', 'receipt', id, 'proof'] as const,
  /** GET /api/transparency/log/verifier-key and /witnesses: the keys an offline proof is checked with */
  logKeys: () => ['transparency', 'log', 'keys'] as const,
  /** GET /api/transparency/log/checkpoint, checked against the one this browser remembers */
  followedLog: (logKey: string) => ['transparency', 'log', 'checkpoint', logKey] as const,
  /** GET /api/votes/receipts (the signed-in voter's own, every page loaded): by user, so that another sign-in on the phone sees none of them */
  myReceipts: (userId: number) => ['transparency', 'receipts', 'mine', userId] as const,
};
