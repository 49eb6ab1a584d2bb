import type { EntityManager } from 'typeorm';

/** `free` and `paid` rows add votes; a `reversal` row cancels one earlier row with the opposite weight. */
export type LedgerKind = 'free' | 'paid' | 'reversal';

export interface NewFreeVote {
  contestId: number;
  participantId: number;
  voterId: number;
  ipHash: string;
  /** Keyed hash of the browser's device id; null for a vote sent without one. */
  deviceHash: string | null;
  /** Unique across the ledger: a retried request with the same key never makes a second row. */
  idempotencyKey: string;
}

/** A free vote cast at `createdAt`, recorded afterwards (imports, demonstration data). */
export interface PastFreeVote extends NewFreeVote {
  createdAt: Date;
}

export interface AppendedEntry {
  id: number;
  createdAt: Date;
  /** False when a row with the same idempotency key already existed; `id` is then that row's. */
  inserted: boolean;
  /** The participant the row counts for: another one than asked when the key was first used for it. */
  participantId: number;
}

/** The votes a succeeded payment buys: one row of weight `votes`, at most one per payment. */
export interface NewPaidVotes {
  paymentId: number;
  contestId: number;
  participantId: number;
  /** The payer; null once their account is gone. */
  voterId: number | null;
  votes: number;
  /** When the payment completed; the time of the insert when omitted. */
  createdAt?: Date;
}

/**
 * Which rows of a contest to cancel: one row (`voteId`), every row of a voter, or every row of a
 * client IP hash. Rows already reversed, and reversals themselves, are never matched.
 */
export interface ReversalTarget {
  contestId: number;
  voteId?: number;
  voterId?: number;
  ipHash?: string;
}

export interface ReversedEntries {
  /** The reversal rows appended. */
  ids: number[];
  /** The participant every cancelled row belonged to, or null when none or several. */
  participantId: number | null;
}

/** Statements that must commit with the caller's other writes take the caller's transaction. */
export type LedgerTransaction = EntityManager;

/** Aggregated ledger rows of one participant: summed weight and latest entry id. */
export interface ParticipantTally {
  participantId: number;
  count: number;
  lastEntryId: number;
}

export interface ContestTallies {
  contestId: number;
  tallies: ParticipantTally[];
}

/** A ledger row as the projection needs it. */
export interface LedgerRow {
  id: number;
  tx: string;
  contestId: number;
  participantId: number;
  weight: number;
  createdAt: Date;
}

/** A ledger row as an administrator reads it, with who reversed it. */
export interface LedgerLine {
  id: number;
  kind: LedgerKind;
  weight: number;
  created_at: Date;
  voter_id: number | null;
  voter_email: string | null;
  ip_hash: string | null;
  payment_id: number | null;
  reverses_id: number | null;
  reversed_by: number | null;
  reason: string | null;
  actor_id: number | null;
}

export interface LedgerEntryRef {
  id: number;
  kind: LedgerKind;
  contestId: number;
  participantId: number;
}

export interface HourlyVotes {
  /** Start of the hour. */
  hour: Date;
  free: number;
  paid: number;
}

export interface VoteSummary {
  free: number;
  paid: number;
  reversed: number;
}

/** A (voter, participant) pair whose last free vote is younger than a cooldown, with what is left of it. */
export interface RecentFreeVote {
  voterId: number;
  participantId: number;
  remainingMs: number;
}

export interface FreeVoteCount {
  key: string;
  votes: number;
}

/** Today's free votes counted per key, as the daily caps count them. */
export interface FreeVoteCounts {
  byVoter: FreeVoteCount[];
  byDeviceHash: FreeVoteCount[];
  byIpHash: FreeVoteCount[];
  /** Votes sent without a device id, per address: they share one cap per address. */
  withoutDeviceByIpHash: FreeVoteCount[];
}
