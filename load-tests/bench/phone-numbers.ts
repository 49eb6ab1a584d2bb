/** Anything that runs a query: a pg Client, Pool or PoolClient. */
interface Queryable {
  query<Row extends object>(text: string, values?: unknown[]): Promise<{ rows: Row[] }>;
}

/**
 * The confirmed number of a load tool's voter: +225 07 and the account's id on 8 digits (an Ivorian
 * mobile number; ids up to 99,999,999). The USSD generator calls from it, as the network would give it.
 */
export function voterNumber(userId: number): string {
  if (!Number.isInteger(userId) || userId < 1 || userId > 99_999_999) {
    throw new RangeError(`no bench number for account ${userId}`);
  }
  return `+22507${String(userId).padStart(8, '0')}`;
}

/** A voter's confirmed number: its id, and when it was first confirmed (ms), as the API's tokens carry them. */
export interface SeededNumber {
  id: number;
  sinceMs: number;
}

/**
 * Gives each of these voters a confirmed phone number (`voterNumber`, as a code by SMS would have), and
 * answers the numbers in the voters' order: the free vote counts per number, and the load tools' tokens
 * carry it as the API's do.
 */
export async function confirmNumbers(db: Queryable, userIds: number[]): Promise<SeededNumber[]> {
  if (userIds.length === 0) return [];
  const { rows } = await db.query<{ id: number; user_id: number; since_ms: string }>(
    `INSERT INTO phone_numbers (e164, user_id, verified_at, created_at)
     SELECT n.e164, n.u, now() - interval '30 days', now() - interval '30 days'
       FROM unnest($1::int[], $2::text[]) AS n(u, e164)
     RETURNING id, user_id, floor(extract(epoch FROM created_at) * 1000)::bigint AS since_ms`,
    [userIds, userIds.map(voterNumber)],
  );
  const byUser = new Map(rows.map((row) => [row.user_id, { id: row.id, sinceMs: Number(row.since_ms) }]));
  return userIds.map((userId) => byUser.get(userId)!);
}
