import { randomBytes } from 'node:crypto';
import { SANDBOX_CREDENTIALS } from '@app/config';
import { cinetpayToken } from '@app/payments/gateways/cinetpay/cinetpay-token';
import type { ApiHarness } from './api-harness';
import { makeBaby, makeContest, makeParticipant } from './contest-factories';
import { makeUser, type MadeUser } from './factories';
import type { PaymentStack } from './payment-stack';

export interface PackOverrides {
  name?: string;
  votes?: number;
  price?: number;
  promotionPrice?: number;
  promotionStart?: Date;
  promotionEnd?: Date;
}

export async function makePack(api: ApiHarness, overrides: PackOverrides = {}): Promise<{ id: number; votes: number }> {
  const rows: { id: number; votes_count: number }[] = await api.db.query(
    `INSERT INTO vote_packs (name, votes_count, price, promotion_price, promotion_start_date, promotion_end_date)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id, votes_count`,
    [
      overrides.name ?? `Pack ${randomBytes(2).toString('hex')}`,
      overrides.votes ?? 25,
      overrides.price ?? 1000,
      overrides.promotionPrice ?? null,
      overrides.promotionStart ?? null,
      overrides.promotionEnd ?? null,
    ],
  );
  return { id: rows[0].id, votes: rows[0].votes_count };
}

export interface Purchase {
  buyer: MadeUser;
  participantId: number;
  contestId: number;
}

/** A signed-in buyer and a participant of an open contest. */
export async function makePurchase(
  api: ApiHarness,
  participant: { phone?: string; country?: string } = {},
): Promise<Purchase> {
  const owner = await makeUser(api);
  const contest = await makeContest(api);
  const baby = await makeBaby(api, owner.user.id, { name: 'Aïcha' });
  const made = await makeParticipant(
    api,
    contest.id,
    baby,
    owner.user.id,
    participant.country ? { country: participant.country } : {},
  );
  if (participant.phone) {
    await api.db.query('UPDATE participants SET phone_number = $2 WHERE id = $1', [made.id, participant.phone]);
  }
  return { buyer: await makeUser(api), participantId: made.id, contestId: contest.id };
}

export interface Checkout {
  id: number;
  transaction_id: string;
  token: string | null;
  payment_url: string;
  amount: number;
  currency: string;
  site_id: string;
  votes_count: number;
}

export async function startCheckout(
  stack: PaymentStack,
  provider: 'cinetpay' | 'paydunya' | 'intouch',
  purchase: Purchase,
  packId: number,
  extra: Record<string, unknown> = {},
): Promise<Checkout> {
  const response = await stack.api.http
    .post(`/api/payments/${provider}/init/`)
    .set(purchase.buyer.auth)
    .send({ participant: purchase.participantId, pack: packId, ...extra });
  if (response.status !== 201) throw new Error(`init ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body as Checkout;
}

/** Sum of the paid votes the ledger holds for a payment, and how many rows. */
export async function creditedVotes(api: ApiHarness, paymentId: number): Promise<{ rows: number; votes: number }> {
  const rows: { rows: number; votes: number }[] = await api.db.query(
    'SELECT count(*)::int AS rows, coalesce(sum(weight), 0)::int AS votes FROM vote_ledger WHERE payment_id = $1',
    [paymentId],
  );
  return rows[0];
}

export async function paymentStatus(api: ApiHarness, paymentId: number): Promise<string> {
  const rows: { status: string }[] = await api.db.query('SELECT status FROM payments WHERE id = $1', [paymentId]);
  return rows[0].status;
}

export async function eventVerdicts(api: ApiHarness, paymentId: number | null, source?: string): Promise<string[]> {
  const rows: { verdict: string }[] = await api.db.query(
    `SELECT verdict FROM payment_events WHERE payment_id IS NOT DISTINCT FROM $1 AND ($2::text IS NULL OR source = $2)
     ORDER BY id`,
    [paymentId, source ?? null],
  );
  return rows.map((row) => row.verdict);
}

/** Follows the redirect the provider's page would send the browser to; returns our redirect's target. */
export async function followBrowser(redirect: {
  method: 'GET' | 'POST';
  url: string;
  fields?: Record<string, string>;
}): Promise<{ status: number; location: string }> {
  const response = await fetch(redirect.url, {
    method: redirect.method,
    body: redirect.method === 'POST' ? new URLSearchParams(redirect.fields ?? {}) : undefined,
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location') ?? '' };
}

/** A CinetPay notification as CinetPay would sign it for our transaction. */
export function cinetpayNotification(
  checkout: Pick<Checkout, 'transaction_id' | 'amount' | 'currency' | 'site_id'>,
  status = 'SUCCES',
): { fields: Record<string, string>; token: string } {
  const fields = {
    cpm_site_id: checkout.site_id,
    cpm_trans_id: checkout.transaction_id,
    cpm_trans_date: '2026-11-22 10:00:00',
    cpm_amount: String(checkout.amount),
    cpm_currency: checkout.currency,
    signature: randomBytes(8).toString('hex'),
    payment_method: 'OM',
    cel_phone_num: '0700000000',
    cpm_phone_prefixe: '225',
    cpm_language: 'fr',
    cpm_version: 'V4',
    cpm_payment_config: 'Single',
    cpm_page_action: 'Payment',
    cpm_custom: '',
    cpm_designation: 'Pack',
    cpm_error_message: status,
  };
  return { fields, token: cinetpayToken(fields, SANDBOX_CREDENTIALS.cinetpay.secretKey) };
}
