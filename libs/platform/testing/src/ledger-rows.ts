import { paymentColumns } from './payment-rows';
import { type ColumnValues, insertSelect, type Queryable, runQuery } from './table-rows';

export type LedgerKind = 'free' | 'paid' | 'held' | 'reversal' | 'release' | 'rejection';

/** A `vote_ledger` row; what is left out takes the default of its kind (below), or the column's. */
export interface LedgerRow {
  kind: LedgerKind;
  contestId: number;
  participantId: number;
  /** Free, paid, release: 1; held, rejection: 0; reversal: -1. */
  weight?: number;
  voterId?: number | null;
  /** The voter's phone number (`phone_numbers.id`). */
  phoneNumberId?: number | null;
  ipHash?: string | null;
  deviceHash?: string | null;
  /** A paid row's payment: a succeeded payment for the row's weight is made when the id is new or omitted. */
  paymentId?: number;
  idempotencyKey?: string | null;
  reversesId?: number | null;
  decidesId?: number | null;
  /** Reversal, release, rejection: the administrator 1. */
  actorId?: number | null;
  /** Held: "Rafale"; reversal: "Fraude"; release, rejection: "Vérifié". */
  reason?: string | null;
  /** Held: `['burst']`. */
  signals?: string[] | null;
  /** When the row was written: a Date, or a timestamp in PostgreSQL's text form (to the microsecond). */
  createdAt?: Date | string;
  /** The id of the transaction that wrote the row (`xid8`, as text): the inserting one's when omitted. */
  tx?: string;
  /** 1 for a row as written before the phone number was the voter, 2 before the channel was recorded. */
  leafVersion?: 1 | 2 | 3;
  channel?: 'web' | 'ussd' | 'sms';
}

/** What makes a row of each kind valid (the table's checks) when the test does not say. */
const KIND_DEFAULTS: Record<LedgerKind, Pick<LedgerRow, 'weight' | 'actorId' | 'reason' | 'signals'>> = {
  free: { weight: 1 },
  paid: { weight: 1 },
  held: { weight: 0, reason: 'Rafale', signals: ['burst'] },
  reversal: { weight: -1, actorId: 1, reason: 'Fraude' },
  release: { weight: 1, actorId: 1, reason: 'Vérifié' },
  rejection: { weight: 0, actorId: 1, reason: 'Vérifié' },
};

const given = <T>(value: T | undefined, fallback: T | undefined): T | undefined =>
  value === undefined ? fallback : value;

/** Payment ids of the paid rows made here: far above the table's sequence, unique within a test file. */
let nextPayment = Date.now();

function ledgerColumns(row: LedgerRow, paymentId: number | undefined): ColumnValues {
  const defaults = KIND_DEFAULTS[row.kind];
  return {
    kind: row.kind,
    weight: row.weight ?? defaults.weight,
    contest_id: row.contestId,
    participant_id: row.participantId,
    voter_id: row.voterId,
    phone_number_id: row.phoneNumberId,
    ip_hash: row.ipHash,
    device_hash: row.deviceHash,
    payment_id: paymentId,
    idempotency_key: row.idempotencyKey,
    reverses_id: row.reversesId,
    decides_id: row.decidesId,
    actor_id: given(row.actorId, defaults.actorId),
    reason: given(row.reason, defaults.reason),
    signals: given(row.signals, defaults.signals),
    created_at: row.createdAt,
    tx: row.tx,
    leaf_version: row.leafVersion,
    channel: row.channel,
  };
}

/**
 * Inserts ledger rows in ONE statement (the ledger's checks and triggers see them as one batch), with the
 * payments of their paid rows; their ids, in the rows' order. `count` copies of one row when given a row.
 */
export function ledgerRows(db: Queryable, rows: readonly LedgerRow[]): Promise<number[]>;
export function ledgerRows(db: Queryable, row: LedgerRow, count: number): Promise<number[]>;
export async function ledgerRows(db: Queryable, rows: LedgerRow | readonly LedgerRow[], count = 1): Promise<number[]> {
  const all = 'kind' in rows ? Array.from({ length: count }, () => rows) : rows;
  if (all.length === 0) return [];
  const paymentIds = all.map((row) => (row.kind === 'paid' ? (row.paymentId ?? (nextPayment += 1)) : undefined));
  const ledger = all.map((row, index) => ledgerColumns(row, paymentIds[index]));
  const payments = all.flatMap((row, index) =>
    row.kind === 'paid'
      ? [
          paymentColumns({
            id: paymentIds[index],
            transactionId: `TEST-${paymentIds[index]}`,
            status: 'succeeded',
            participantId: row.participantId,
            contestId: row.contestId,
            votes: row.weight ?? KIND_DEFAULTS.paid.weight,
            amount: 100,
          }),
        ]
      : [],
  );
  const sql =
    payments.length === 0
      ? `${insertSelect('vote_ledger', ledger, 1)} RETURNING id`
      : `WITH payment AS (${insertSelect('payments', payments, 2)} ON CONFLICT (id) DO NOTHING)
         ${insertSelect('vote_ledger', ledger, 1)} RETURNING id`;
  const params = payments.length === 0 ? [JSON.stringify(ledger)] : [JSON.stringify(ledger), JSON.stringify(payments)];
  const inserted = await runQuery<{ id: string }>(db, sql, params);
  return inserted.map((row) => Number(row.id)).sort((a, b) => a - b);
}

/** Inserts one ledger row (and its payment when it is a paid one); its id. */
export async function ledgerRow(db: Queryable, row: LedgerRow): Promise<number> {
  const [id] = await ledgerRows(db, [row]);
  return id;
}

/** A free vote as the site writes it: by voter 1 from one IP unless given. */
export function insertFree(db: Queryable, vote: Omit<LedgerRow, 'kind'>): Promise<number> {
  return ledgerRow(db, { ...vote, kind: 'free', voterId: vote.voterId ?? 1, ipHash: vote.ipHash ?? 'a'.repeat(32) });
}

/** A paid credit by voter 1 unless given, with the succeeded payment it comes from (made when its id is new). */
export function insertPaid(
  db: Queryable,
  vote: Omit<LedgerRow, 'kind' | 'weight'> & { weight: number },
): Promise<number> {
  return ledgerRow(db, { ...vote, kind: 'paid', voterId: vote.voterId ?? 1 });
}

/** A vote held for checking (a burst, unless the signals and reason are given). */
export function insertHeld(db: Queryable, vote: Omit<LedgerRow, 'kind'>): Promise<number> {
  return ledgerRow(db, { ...vote, kind: 'held' });
}

/**
 * Cancels a ledger row with a reversal of the opposite weight, for the same contest, participant and voter;
 * null when the row is not visible from `db` (nothing inserted).
 */
export async function insertReversal(
  db: Queryable,
  reversedId: number,
  reversal: Omit<Partial<LedgerRow>, 'kind' | 'reversesId'> = {},
): Promise<number | null> {
  const [reversed] = await runQuery<{
    weight: number;
    contest_id: number;
    participant_id: number;
    voter_id: number | null;
  }>(db, 'SELECT weight, contest_id, participant_id, voter_id FROM vote_ledger WHERE id = $1', [reversedId]);
  if (reversed === undefined) return null;
  return ledgerRow(db, {
    kind: 'reversal',
    weight: -reversed.weight,
    contestId: reversed.contest_id,
    participantId: reversed.participant_id,
    voterId: reversed.voter_id,
    reversesId: reversedId,
    ...reversal,
  });
}
