import { paymentMetadata } from './checkout.service';
import { nextPollDelay } from './payment-jobs.processor';
import type { PaymentRow } from './payments.repository';
import { mismatchOf } from './payment-settlement.service';

const payment: PaymentRow = {
  id: 7,
  provider: 'cinetpay',
  transactionId: 'BS1795000000000U12P34RABCDEF012345',
  providerToken: null,
  status: 'pending',
  providerStatus: '',
  userId: 12,
  participantId: 34,
  contestId: 5,
  packId: 3,
  packName: 'Pack Boost',
  votesCount: 60,
  amount: 1500,
  currency: 'XOF',
  siteId: '105900001',
  checkoutUrl: null,
  flagReason: null,
  checkCount: 0,
  lastCheckedAt: null,
  completedAt: null,
  createdAt: new Date('2026-11-22T10:00:00Z'),
  refundReference: null,
  refundedAt: null,
  refundedBy: null,
  channel: 'web',
};

const success = { state: 'succeeded' as const, rawStatus: 'ACCEPTED (00)', payload: {} };

describe('mismatchOf', () => {
  it('accepts the amount and currency we asked for', () => {
    expect(mismatchOf(payment, { ...success, amount: 1500, currency: 'xof' })).toBeNull();
    expect(mismatchOf(payment, { ...success, amount: 1500, currency: null })).toBeNull();
  });

  it('explains a different amount, a different currency or a missing amount', () => {
    expect(mismatchOf(payment, { ...success, amount: 150, currency: 'XOF' })).toBe(
      'Montant reçu 150 au lieu de 1500 XOF.',
    );
    expect(mismatchOf(payment, { ...success, amount: 1500, currency: 'XAF' })).toBe('Devise reçue XAF au lieu de XOF.');
    expect(mismatchOf(payment, { ...success, amount: null, currency: 'XOF' })).toBe(
      "Le fournisseur n'a pas communiqué le montant payé.",
    );
  });
});

describe('paymentMetadata', () => {
  it('keeps the full set within 255 characters', () => {
    const metadata = paymentMetadata(payment);
    expect(metadata.length).toBeLessThanOrEqual(255);
    expect(JSON.parse(metadata)).toMatchObject({ payment_id: 7, participant_id: 34, votes_count: 60 });
  });

  it('falls back to the minimal set when the full one is too long', () => {
    const metadata = paymentMetadata({ ...payment, transactionId: 'X'.repeat(240) });
    expect(JSON.parse(metadata)).toEqual({ user_id: 12, participant_id: 34, votes_count: 60 });
  });
});

describe('nextPollDelay', () => {
  it('polls at the base interval, then backs off every six attempts', () => {
    expect([1, 5, 6, 11, 12, 17].map((attempt) => nextPollDelay(5000, attempt))).toEqual([
      5000, 5000, 10000, 10000, 15000, 15000,
    ]);
  });
});
