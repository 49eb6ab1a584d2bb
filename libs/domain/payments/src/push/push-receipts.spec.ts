import type { ParticipantDirectory, VoteCodes } from '@app/entries';
import type { PhoneNumberRepository } from '@app/identity';
import type { VoteReceiptsReader } from '@app/ledger';
import { SmsBudgetExhausted, type SmsSender } from '@app/sms';
import type { PaymentRow } from '../payments.repository';
import { PushReceipts } from './push-receipts';

const payment: PaymentRow = {
  id: 41,
  provider: 'intouch',
  transactionId: 'BS1795350000000U12P34RABCDEF012345',
  providerToken: '1765432100123',
  status: 'succeeded',
  providerStatus: 'SUCCESSFUL',
  userId: 12,
  participantId: 34,
  contestId: 5,
  packId: 3,
  packName: 'Pack 60 votes',
  votesCount: 60,
  amount: 1500,
  currency: 'XOF',
  siteId: '',
  checkoutUrl: null,
  flagReason: null,
  checkCount: 1,
  lastCheckedAt: null,
  completedAt: null,
  createdAt: new Date('2026-11-22T10:00:00Z'),
  refundReference: null,
  refundedAt: null,
  refundedBy: null,
  channel: 'ussd',
};

function receiptsWith(options: { number?: string | null; code?: string; send?: jest.Mock } = {}) {
  const send = options.send ?? jest.fn().mockResolvedValue({ id: 1 });
  const number = options.number === undefined ? '+2250707070707' : options.number;
  const receipts = new PushReceipts(
    { send } as unknown as SmsSender,
    {
      findByUser: jest.fn().mockResolvedValue(number && { id: 3, e164: number, userId: 12, verifiedAt: new Date() }),
    } as unknown as PhoneNumberRepository,
    { find: jest.fn().mockResolvedValue({ id: 34, name: 'Aïcha' }) } as unknown as ParticipantDirectory,
    {
      ofParticipants: jest.fn().mockResolvedValue(new Map(options.code ? [[34, options.code]] : [])),
    } as unknown as VoteCodes,
    { paymentRow: jest.fn().mockResolvedValue({ id: 123456 }) } as unknown as VoteReceiptsReader,
  );
  return { receipts, send };
}

describe('the SMS of a payment pushed to the phone', () => {
  it('sends the receipt to the account’s number: amount, votes, the participant and its code, the ledger row', async () => {
    const { receipts, send } = receiptsWith({ code: '4821' });
    await receipts.credited(payment);
    expect(send).toHaveBeenCalledWith({
      to: '+2250707070707',
      text: 'Bébé Star : paiement de 1 500 F CFA reçu. 60 votes pour Aïcha (code 4821). Reçu n° 123456.',
      purpose: 'payment_receipt',
    });
  });

  it('tells a failure and a payment arrived too late', async () => {
    const { receipts, send } = receiptsWith();
    await receipts.failed({ ...payment, amount: 500, status: 'failed' });
    await receipts.late({ ...payment, status: 'late' });
    expect(send.mock.calls.map(([sms]: [{ text: string }]) => sms.text)).toEqual([
      "Bébé Star : paiement de 500 F CFA non abouti, vous n'avez rien payé.",
      'Bébé Star : paiement de 1 500 F CFA reçu après la fin du concours, aucun vote crédité. Il vous sera remboursé (réf. BS1795350000000U12P34RABCDEF012345).',
    ]);
  });

  it('sends nothing for a payment of the site, an account gone or a number let go', async () => {
    const site = receiptsWith();
    await site.receipts.credited({ ...payment, channel: 'web' });
    await site.receipts.failed({ ...payment, userId: null });
    expect(site.send).not.toHaveBeenCalled();
    const noNumber = receiptsWith({ number: null });
    await noNumber.receipts.failed(payment);
    expect(noNumber.send).not.toHaveBeenCalled();
  });

  it('gives up quietly when the day’s SMS budget is spent', async () => {
    const { receipts, send } = receiptsWith({ send: jest.fn().mockRejectedValue(new SmsBudgetExhausted(10)) });
    await expect(receipts.failed(payment)).resolves.toBeUndefined();
    expect(send).toHaveBeenCalledTimes(1);
  });
});
