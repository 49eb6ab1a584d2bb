import type { EntityManager } from 'typeorm';

/**
 * `free` and `paid` rows add votes; a `reversal` row cancels one earlier row with the opposite weight.
 * A `held` row is a free vote kept out of the ranking (weight 0) until an administrator appends its
 * `release` (weight 1) or its `rejection` (weight 0).
 */
export type LedgerKind = 'free' | 'paid' | 'reversal' | 'held' | 'release' | 'rejection';

/**
 * The version of the public leaf a row is made into (libs/platform/contracts `VoteLeaf`), kept on the row: rows
 * written before the phone number was the voter keep their v1 leaves (account and device), the
 * receipts already given for them staying true; rows written before the channel was recorded keep v2
 * (the number); rows written since get v3 (the number and the channel).
 */
export type LeafVersion = 1 | 2 | 3;

/**
 * What a vote came through: the site (`web`), a USSD menu (`ussd`) or an SMS (`sms`). Every row
 * records it; a reversal or a decision, made by us, copies the channel of the row it refers to.
 */
export const VOTE_CHANNELS = ['web', 'ussd', 'sms'] as const;
export type VoteChannel = (typeof VOTE_CHANNELS)[number];

/** Why a free vote is held: the fraud signals it raised, and the sentence shown to people. */
export interface VoteHold {
  signals: string[];
  reason: string;
}

export interface NewFreeVote {
  contestId: number;
  participantId: number;
  voterId: number;
  /** The voter's confirmed phone number (`phone_numbers.id`); null for an account without one. */
  phoneNumberId: number | null;
  /** What the vote came through. */
  channel: VoteChannel;
  /** Keyed hash of the client's address; null on the phone channels (USSD, SMS). */
  ipHash: string | null;
  /** Keyed hash of the browser's device id; null for a vote sent without one. */
  deviceHash: string | null;
  /** Unique across the ledger: a retried request with the same key never makes a second row. */
  idempotencyKey: string;
  /** Present when the vote is held for verification: appended as `held`, of weight 0. */
  hold?: VoteHold;
}

/** A free vote cast at `createdAt`, recorded afterwards (imports, demonstration data). */
export interface PastFreeVote extends NewFreeVote {
  createdAt: Date;
}

export interface AppendedEntry {
  id: number;
  /** The transaction that wrote the row (xid8, as text): with `id`, the row's place in the projection's order. */
  tx: string;
  createdAt: Date;
  /** False when a row with the same idempotency key already existed; `id` is then that row's. */
  inserted: boolean;
  /** The participant the row counts for: another one than asked when the key was first used for it. */
  participantId: number;
  /** The row's kind: `held` when it waits for verification (that of the earlier row when not inserted). */
  kind: 'free' | 'held';
  /** The row's device hash (that of the earlier row when not inserted). */
  deviceHash: string | null;
  /** The row's phone number (that of the earlier row when not inserted). */
  phoneNumberId: number | null;
  /** The row's channel (that of the earlier row when not inserted). */
  channel: VoteChannel;
  /** The row's leaf version (that of the earlier row when not inserted). */
  leafVersion: LeafVersion;
}

/** The votes a succeeded payment buys: one row of weight `votes`, at most one per payment. */
export interface NewPaidVotes {
  paymentId: number;
  contestId: number;
  participantId: number;
  /** The payer; null once their account is gone. */
  voterId: number | null;
  votes: number;
  /** What the payment was made through (`payments.channel`): the site's checkout, or a USSD session's push. */
  channel: VoteChannel;
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

/** A ledger row whole, as the transparency log turns it into a public leaf. */
export interface LedgerLogRow {
  id: number;
  tx: string;
  kind: LedgerKind;
  weight: number;
  contestId: number;
  participantId: number;
  voterId: number | null;
  deviceHash: string | null;
  phoneNumberId: number | null;
  paymentId: number | null;
  /** The row a reversal cancels, or the held vote a decision decides. */
  refId: number | null;
  createdAt: Date;
  channel: VoteChannel;
  leafVersion: LeafVersion;
}

/** A ledger row as an administrator reads it, with who reversed it. */
export interface LedgerLine {
  id: number;
  kind: LedgerKind;
  weight: number;
  created_at: Date;
  channel: VoteChannel;
  voter_id: number | null;
  voter_email: string | null;
  ip_hash: string | null;
  device_hash: string | null;
  payment_id: number | null;
  reverses_id: number | null;
  reversed_by: number | null;
  /** On a release or a rejection: the held row it decides. */
  decides_id: number | null;
  /** On a held row: the release or rejection that decided it, once decided. */
  decided_by: number | null;
  /** On a held row: the fraud signals that held it. */
  signals: string[] | null;
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
  /** Free votes counted: cast as free, or held then released. */
  free: number;
  paid: number;
  reversed: number;
  /** Held votes not decided yet (not counted). */
  held: number;
  /** Held votes released (counted, and included in `free`). */
  released: number;
  /** Held votes rejected (never counted). */
  rejected: number;
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

/** What an administrator does with a held vote. */
export type HoldDecision = 'release' | 'rejection';

/**
 * Which held votes not decided yet: of one contest (or of all, the back office's queue), narrowed by
 * any of one vote, an address, a device, a participant and a time window (a cluster of the back
 * office's "Votes en vérification").
 */
export interface HeldVotesFilter {
  contestId?: number;
  voteId?: number;
  /** A selection of held votes (the queue's bulk decision). */
  voteIds?: number[];
  ipHash?: string;
  deviceHash?: string;
  participantId?: number;
  from?: Date;
  to?: Date;
}

/** How held votes are grouped for review. */
export type HeldClusterKey = 'address' | 'device' | 'participant' | 'window';

/** Undecided held votes sharing one value of a cluster key. */
export interface HeldCluster {
  /** The address hash, device hash, participant id or window start (ISO), as text. */
  key: string;
  votes: number;
  voters: number;
  participants: number;
  first_at: Date;
  last_at: Date;
  /** Each signal with the number of the cluster's votes that raised it. */
  signals: Record<string, number>;
}

/** A contest's held votes not decided yet. */
export interface HeldCount {
  contestId: number;
  votes: number;
  oldestAt: Date;
}

/** A held vote as the back office reviews it. */
export interface HeldVote {
  id: number;
  created_at: Date;
  contest_id: number;
  participant_id: number;
  voter_id: number | null;
  voter_email: string | null;
  ip_hash: string | null;
  device_hash: string | null;
  signals: string[];
  reason: string;
}

/** Where a vote of a parent's statement stands. */
export type StatementStatus = 'counted' | 'held' | 'released' | 'rejected' | 'reversed';

/** One vote of a participant's statement: the row that cast it, and what became of it. */
export interface StatementLine {
  id: number;
  kind: 'free' | 'paid' | 'held';
  /** Votes it weighs (a pack's row counts its votes). */
  votes: number;
  created_at: Date;
  channel: VoteChannel;
  voter_id: number | null;
  payment_id: number | null;
  status: StatementStatus;
  /** Why it was held, rejected or reversed (the latest of these). */
  reason: string | null;
  /** When it was released, rejected or reversed. */
  decided_at: Date | null;
  /** The row a parent may contest: the reversal or the rejection. */
  contestable_id: number | null;
}
