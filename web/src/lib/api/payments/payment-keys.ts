/** The query keys of vote packs and payments, from here only: one per endpoint. */
export const paymentKeys = {
  all: ['payments'] as const,
  /** GET /api/payments/packs */
  packs: () => ['payments', 'packs'] as const,
  /** GET /api/payments/mine: the payments of the signed-in account `userId`, page after page. */
  mine: (userId: number) => ['payments', 'mine', userId] as const,
  /** A payment's status, by its provider and the references it came back with. */
  status: (provider: string | null, transactionId: string | null, token: string | null) =>
    ['payments', 'status', provider, transactionId, token] as const,
};
