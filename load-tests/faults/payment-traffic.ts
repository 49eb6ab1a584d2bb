import { setTimeout as sleep } from 'node:timers/promises';
import type { Pool } from 'pg';
import type { FaultStack } from './fault-stack';

interface StartedPayment {
  id: number;
  transactionId: string;
  decision: 'pay' | 'refuse';
}

export interface PaymentAccount {
  started: number;
  /** Succeeded payments credited with exactly one ledger row of the pack's votes. */
  credited: number;
  /** Payments credited twice, credited without succeeding, or succeeded without credit. */
  wrong: number;
  /** Payments still pending once polling and reconciliation had their time. */
  stuck: number;
  /** Status of each payment, by status and what the buyer decided (`succeeded after pay`…). */
  outcomes: Record<string, number>;
}

/**
 * Vote packs bought through the sandbox's CinetPay: checkouts opened through the API as the site
 * opens them, then paid (three in four) or refused on the provider's side, as a buyer would.
 */
export class PaymentTraffic {
  private readonly payments: StartedPayment[] = [];

  constructor(
    private readonly stack: FaultStack,
    private readonly participantId: number,
    private readonly packId: number,
    private readonly buyers: string[],
  ) {}

  /** Opens `count` checkouts, one every `spacingMs`, and decides each on the provider's side. */
  async run(count: number, spacingMs: number): Promise<void> {
    for (let index = 0; index < count; index += 1) {
      const urls = this.stack.apiUrls();
      try {
        const response = await fetch(`${urls[index % urls.length]}/api/payments/cinetpay/init/`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${this.buyers[index % this.buyers.length]}`,
            'content-type': 'application/json',
          },
          body: JSON.stringify({ participant: this.participantId, pack: this.packId }),
          signal: AbortSignal.timeout(8_000),
        });
        if (response.status === 201) {
          const body = (await response.json()) as { id: number; transaction_id: string };
          const decision = index % 4 === 3 ? 'refuse' : 'pay';
          this.payments.push({ id: Number(body.id), transactionId: body.transaction_id, decision });
          await this.stack.sandbox.decide('cinetpay', body.transaction_id, decision).catch(() => undefined);
        }
      } catch {
        // The API was down: the buyer would simply try again later; no payment was opened.
      }
      await sleep(spacingMs);
    }
  }

  /** Waits (up to `timeoutMs`) for every payment to leave `pending`, then checks each one's credit. */
  async account(pg: Pool, timeoutMs: number): Promise<PaymentAccount> {
    const ids = this.payments.map((payment) => payment.id);
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const { rows } = await pg.query<{ pending: number }>(
        `SELECT count(*)::int AS pending FROM payments WHERE id = ANY($1::int[]) AND status = 'pending'`,
        [ids],
      );
      if (rows[0].pending === 0) break;
      await sleep(500);
    }
    const { rows } = await pg.query<{ id: number; status: string; votes: number; rows: number; weight: number }>(
      `SELECT p.id::int, p.status, p.votes_count AS votes,
              (SELECT count(*)::int FROM vote_ledger l WHERE l.payment_id = p.id) AS rows,
              (SELECT coalesce(sum(weight), 0)::int FROM vote_ledger l WHERE l.payment_id = p.id) AS weight
       FROM payments p WHERE p.id = ANY($1::int[])`,
      [ids],
    );
    let credited = 0;
    let wrong = 0;
    const outcomes: Record<string, number> = {};
    for (const row of rows) {
      const decision = this.payments.find((payment) => payment.id === row.id)?.decision;
      const expected = decision === 'pay';
      const label = `${row.status} after ${decision}, ${row.rows} credit row(s)`;
      outcomes[label] = (outcomes[label] ?? 0) + 1;
      if (row.status === 'succeeded' && row.rows === 1 && row.weight === row.votes && expected) credited += 1;
      else if (row.status !== 'pending' && (row.status === 'succeeded' || row.rows > 0 || expected)) wrong += 1;
    }
    const stuck = rows.filter((row) => row.status === 'pending').length;
    return { started: ids.length, credited, wrong, stuck, outcomes };
  }
}
