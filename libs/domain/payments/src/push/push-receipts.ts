import { Injectable, Logger } from '@nestjs/common';
import { MESSAGES } from '@app/common';
import { ParticipantDirectory, VoteCodes } from '@app/entries';
import { PhoneNumberRepository } from '@app/identity';
import { VoteReceiptsReader } from '@app/ledger';
import { SmsSender } from '@app/sms';
import type { PaymentRow } from '../payments.repository';

/** "1 500 F CFA": plain spaces, which every phone shows (the French narrow space is not in GSM 03.38). */
const francs = (amount: number) => `${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} F CFA`;

/**
 * The SMS a payer of a payment pushed to their phone (a USSD purchase) gets when it ends: they have
 * no result page to look at. Sent to the confirmed number of the payer's account (the number the
 * payment was asked of: the USSD voter is the account that holds the caller's number), counted
 * against the day's SMS budget. The settlement calls these once per outcome, after its commit: a
 * credit, a failure, a payment received too late are each reached once. Nothing is sent for a
 * payment of the site, nor when the account or its number is gone; a message the SMS layer cannot
 * send is logged (and recorded failed in sms_messages), never retried.
 */
@Injectable()
export class PushReceipts {
  private readonly logger = new Logger(PushReceipts.name);

  constructor(
    private readonly sms: SmsSender,
    private readonly numbers: PhoneNumberRepository,
    private readonly participants: ParticipantDirectory,
    private readonly codes: VoteCodes,
    private readonly ledger: VoteReceiptsReader,
  ) {}

  /** The votes are credited: the receipt, numbered by the credit's ledger row as on the site's receipts. */
  async credited(payment: PaymentRow): Promise<void> {
    if (!this.pushed(payment)) return;
    const [credit, participant, codes] = await Promise.all([
      this.ledger.paymentRow(payment.id),
      this.participants.find(payment.participantId),
      this.codes.ofParticipants([payment.participantId]),
    ]);
    if (!credit) {
      this.logger.warn({ paymentId: payment.id }, 'Credited payment without its ledger row: no receipt sent');
      return;
    }
    const name = participant?.name || MESSAGES.payments.push.someParticipant;
    const code = codes.get(payment.participantId) ?? null;
    await this.send(
      payment,
      MESSAGES.payments.push.receiptSms(francs(payment.amount), payment.votesCount, name, code, credit.id),
    );
  }

  /** The payer refused, had too little money, or never answered: nothing was taken. */
  async failed(payment: PaymentRow): Promise<void> {
    if (this.pushed(payment)) await this.send(payment, MESSAGES.payments.push.failedSms(francs(payment.amount)));
  }

  /** The money arrived after the contest's end: no votes, a refund. */
  async late(payment: PaymentRow): Promise<void> {
    if (this.pushed(payment)) {
      await this.send(payment, MESSAGES.payments.push.lateSms(francs(payment.amount), payment.transactionId));
    }
  }

  private pushed(payment: PaymentRow): payment is PaymentRow & { userId: number } {
    return payment.channel === 'ussd' && payment.userId !== null;
  }

  private async send(payment: PaymentRow & { userId: number }, text: string): Promise<void> {
    try {
      const number = await this.numbers.findByUser(payment.userId);
      if (!number) return;
      await this.sms.send({ to: number.e164, text, purpose: 'payment_receipt' });
    } catch (error) {
      this.logger.warn({ err: error, paymentId: payment.id }, 'Payment outcome not sent by SMS');
    }
  }
}
