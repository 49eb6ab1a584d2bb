export type LedgerKind = 'free' | 'paid' | 'reversal';

export interface NewFreeVote {
  contestId: number;
  participantId: number;
  voterId: number;
  ipHash: string;
  /** Unique across the ledger: a retried request with the same key never makes a second row. */
  idempotencyKey: string;
}

export interface AppendedEntry {
  id: number;
  createdAt: Date;
  /** False when a row with the same idempotency key already existed; `id` is then that row's. */
  inserted: boolean;
}
