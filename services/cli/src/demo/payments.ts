import { createHmac } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '@app/config';
import { ContestDirectory } from '@app/contests';
import { ParticipantDirectory } from '@app/entries';
import { UserRepository } from '@app/identity';
import { LedgerAppender } from '@app/ledger';
import { type PaymentProvider, PaymentsRepository, VotePackRepository } from '@app/payments';
import { SiteSettingsRepository } from '@app/settings';
import { DataSource } from 'typeorm';
import { demoFamilyIds, enteredByFamilies, familyEmail } from './demo-families';

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

interface DemoPack {
  name: string;
  description: string;
  votes: number;
  price: number;
  promotion?: { price: number; startOffsetDays: number; endOffsetDays: number; description: string };
}

/** Prices are whole francs, multiples of 5 and at least 100, as every provider wants them. */
const PACKS: DemoPack[] = [
  { name: 'Pack Découverte', description: 'Quelques votes pour encourager un bébé.', votes: 10, price: 500 },
  { name: 'Pack Supporter', description: 'Le pack des proches et des amis.', votes: 25, price: 1000 },
  {
    name: 'Pack Boost',
    description: 'Un vrai coup de pouce dans le classement.',
    votes: 60,
    price: 2000,
    promotion: { price: 1500, startOffsetDays: -3, endOffsetDays: 10, description: 'Offre de lancement' },
  },
  {
    name: 'Pack Champion',
    description: 'Pour viser le podium.',
    votes: 150,
    price: 5000,
    promotion: { price: 4000, startOffsetDays: 5, endOffsetDays: 12, description: 'Spécial dernière ligne droite' },
  },
  {
    name: 'Pack Légende exclusif',
    description: 'Le pack exclusif des plus grands supporters : 400 votes d’un coup.',
    votes: 400,
    price: 10000,
  },
];

interface DemoPayment {
  transactionId: string;
  provider: PaymentProvider;
  currency: 'XOF' | 'XAF';
  pack: string;
  /** The payer, one of the demo families (famille01…famille40); famille11 lives in Douala, hence XAF. */
  family: number;
  /** Which open demo contest (by id order), which of its participants (by id order). */
  contest: 0 | 1;
  participant: number;
  hoursAgo: number;
  /** Succeeded (credited) unless said: flagged (the provider reported half the amount), or failed. */
  outcome?: 'flagged' | 'failed';
}

const PAYMENTS: DemoPayment[] = [
  {
    transactionId: 'DEMO-PAY-01',
    provider: 'cinetpay',
    currency: 'XOF',
    pack: 'Pack Supporter',
    family: 1,
    contest: 0,
    participant: 0,
    hoursAgo: 6 * 24 + 3,
  },
  {
    transactionId: 'DEMO-PAY-02',
    provider: 'cinetpay',
    currency: 'XOF',
    pack: 'Pack Découverte',
    family: 2,
    contest: 1,
    participant: 3,
    hoursAgo: 5 * 24 + 7,
  },
  {
    transactionId: 'DEMO-PAY-03',
    provider: 'cinetpay',
    currency: 'XAF',
    pack: 'Pack Supporter',
    family: 11,
    contest: 0,
    participant: 1,
    hoursAgo: 4 * 24 + 2,
  },
  {
    transactionId: 'DEMO-PAY-04',
    provider: 'intouch',
    currency: 'XOF',
    pack: 'Pack Champion',
    family: 7,
    contest: 1,
    participant: 3,
    hoursAgo: 3 * 24 + 6,
  },
  {
    transactionId: 'DEMO-PAY-05',
    provider: 'paydunya',
    currency: 'XOF',
    pack: 'Pack Boost',
    family: 4,
    contest: 0,
    participant: 0,
    hoursAgo: 2 * 24 + 4,
  },
  {
    transactionId: 'DEMO-PAY-06',
    provider: 'paydunya',
    currency: 'XOF',
    pack: 'Pack Découverte',
    family: 9,
    contest: 0,
    participant: 5,
    hoursAgo: 24 + 9,
  },
  {
    transactionId: 'DEMO-PAY-07',
    provider: 'intouch',
    currency: 'XOF',
    pack: 'Pack Boost',
    family: 13,
    contest: 1,
    participant: 8,
    hoursAgo: 20,
  },
  {
    transactionId: 'DEMO-PAY-08',
    provider: 'cinetpay',
    currency: 'XOF',
    pack: 'Pack Légende exclusif',
    family: 16,
    contest: 0,
    participant: 0,
    hoursAgo: 2,
  },
  {
    transactionId: 'DEMO-PAY-09',
    provider: 'intouch',
    currency: 'XOF',
    pack: 'Pack Supporter',
    family: 21,
    contest: 0,
    participant: 2,
    hoursAgo: 30,
    outcome: 'flagged',
  },
  {
    transactionId: 'DEMO-PAY-10',
    provider: 'cinetpay',
    currency: 'XOF',
    pack: 'Pack Découverte',
    family: 22,
    contest: 1,
    participant: 4,
    hoursAgo: 9,
    outcome: 'failed',
  },
];

/** Provider messages no payment of ours matches, or whose signature is wrong: what reconciliation looks at. */
const STRAY_NOTIFICATIONS = [
  {
    reference: 'DEMO-INCONNU-01',
    provider: 'cinetpay',
    verdict: 'unknown_transaction',
    payload: (reference: string) => ({ cpm_trans_id: reference, cpm_site_id: 'demo' }),
    hoursAgo: 40,
  },
  {
    reference: 'DEMO-PAY-04',
    provider: 'intouch',
    verdict: 'rejected_credentials',
    payload: (reference: string) => ({ partner_transaction_id: reference, status: 'SUCCESSFUL', amount: 50 }),
    hoursAgo: 70,
  },
] as const;

/** What the pack cost at `at`: its promotion price while the promotion ran. */
function priceAt(pack: DemoPack, at: number, now: number): number {
  const promotion = pack.promotion;
  if (!promotion) return pack.price;
  const running = at >= now + promotion.startOffsetDays * DAY && at <= now + promotion.endOffsetDays * DAY;
  return running ? promotion.price : pack.price;
}

/** The provider's failure answer, as its status check would have returned it. */
function failureAnswer(provider: PaymentProvider): { status: string; payload: object } {
  if (provider === 'cinetpay') {
    return {
      status: 'REFUSED (600)',
      payload: { code: '600', message: 'PAYMENT_FAILED', data: { status: 'REFUSED' } },
    };
  }
  if (provider === 'paydunya') return { status: 'cancelled', payload: { response_code: '00', status: 'cancelled' } };
  return { status: 'FAILED', payload: { status: 'FAILED' } };
}

/** The provider's success answer, as its status check would have returned it. */
function successAnswer(
  provider: PaymentProvider,
  amount: number,
  currency: string,
): { status: string; payload: object } {
  if (provider === 'cinetpay') {
    return {
      status: 'ACCEPTED (00)',
      payload: { code: '00', message: 'SUCCES', data: { amount: String(amount), currency, status: 'ACCEPTED' } },
    };
  }
  if (provider === 'paydunya') {
    return {
      status: 'completed',
      payload: { response_code: '00', status: 'completed', invoice: { total_amount: amount } },
    };
  }
  return { status: 'SUCCESSFUL', payload: { status: 'SUCCESSFUL', amount } };
}

/**
 * Vote packs (two with a promotion, one running and one to come) and payments by demo families for
 * participants of the open demo contests (succeeded ones, a flagged one and a failed one), plus
 * provider notifications that match no payment or fail their check. Each payment is written as the settlement
 * writes it: the payment, its paid ledger row and its events in one transaction. Packs are known by
 * name, payments by transaction id; what exists is left as it is.
 */
@Injectable()
export class DemoPayments {
  constructor(
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly ledger: LedgerAppender,
    private readonly payments: PaymentsRepository,
    private readonly packs: VotePackRepository,
    private readonly settings: SiteSettingsRepository,
    private readonly users: UserRepository,
    private readonly contests: ContestDirectory,
    private readonly entries: ParticipantDirectory,
  ) {}

  async run(): Promise<string[]> {
    const lines: string[] = [];
    const packs = new Map<string, number>();
    for (const pack of PACKS) {
      const { id, created } = await this.ensurePack(pack);
      packs.set(pack.name, id);
      lines.push(`${created ? 'created' : 'exists '} pack "${pack.name}"`);
    }
    const families = await demoFamilyIds(this.users);
    const contests = (await enteredByFamilies(this.entries, families, await this.contests.openIds())).slice(0, 2);
    for (const spec of PAYMENTS) {
      const keyed = { ...spec, transactionId: this.reference(spec.transactionId) };
      lines.push(await this.ensurePayment(keyed, packs.get(spec.pack)!, contests[spec.contest]));
    }
    for (const stray of STRAY_NOTIFICATIONS) {
      lines.push(await this.ensureStrayNotification({ ...stray, reference: this.reference(stray.reference) }));
    }
    lines.push(await this.offerPushes());
    return lines;
  }

  /**
   * The demo's phones buy packs by USSD: InTouch, whose payment is pushed to the phone, is offered beside
   * the two providers offered by default, unless an administrator already chose the providers.
   */
  private async offerPushes(): Promise<string> {
    const offered = await this.settings.offerIfUnchosen(['cinetpay', 'paydunya', 'intouch']);
    return `${offered ? 'created' : 'exists '} offer of CinetPay, PayDunya and InTouch (USSD purchases)`;
  }

  /**
   * A demo reference with a keyed suffix (DEMO-PAY-01-3fa9…): the same for one deployment's secret, so
   * that seeding again finds what exists, and not guessable without it (payment details are public by reference).
   */
  private reference(name: string): string {
    const suffix = createHmac('sha256', this.config.auth.jwtSecret).update(`demo-payment:${name}`).digest('hex');
    return `${name}-${suffix.slice(0, 12)}`;
  }

  private async ensureStrayNotification(
    stray: Omit<(typeof STRAY_NOTIFICATIONS)[number], 'reference'> & { reference: string },
  ): Promise<string> {
    const label = `${stray.verdict} notification ${stray.reference}`;
    if (await this.payments.hasNotification(stray.reference, stray.verdict)) return `exists  ${label}`;
    await this.payments.recordEvent({
      paymentId:
        stray.verdict === 'unknown_transaction'
          ? null
          : ((await this.payments.findByTransactionId(stray.reference))?.id ?? null),
      provider: stray.provider,
      source: 'notification',
      reference: stray.reference,
      verdict: stray.verdict,
      payload: stray.payload(stray.reference),
      createdAt: new Date(Date.now() - stray.hoursAgo * HOUR),
    });
    return `created ${label}`;
  }

  private async ensurePack(pack: DemoPack): Promise<{ id: number; created: boolean }> {
    const existing = await this.packs.idNamed(pack.name);
    if (existing !== null) return { id: existing, created: false };
    const now = Date.now();
    const promotion = pack.promotion;
    const created = await this.packs.create({
      name: pack.name,
      description: pack.description,
      votesCount: pack.votes,
      price: pack.price,
      promotionPrice: promotion?.price ?? null,
      promotionStartDate: promotion ? new Date(now + promotion.startOffsetDays * DAY) : null,
      promotionEndDate: promotion ? new Date(now + promotion.endOffsetDays * DAY) : null,
      promotionDescription: promotion?.description ?? '',
    });
    return { id: created.id, created: true };
  }

  private async ensurePayment(spec: DemoPayment, packId: number, contestId: number | undefined): Promise<string> {
    if (await this.payments.findByTransactionId(spec.transactionId)) return `exists  payment ${spec.transactionId}`;
    const participantId = contestId === undefined ? undefined : await this.participant(contestId, spec.participant);
    const payer = await this.users.findByEmail(familyEmail(spec.family));
    if (contestId === undefined || participantId === undefined || !payer) {
      return `skipped payment ${spec.transactionId}: no participant of an open demo contest, or no payer`;
    }
    const created = await this.insertPayment(spec, { packId, contestId, participantId, payerId: payer.id });
    return `${created ? 'created' : 'exists '} payment ${spec.transactionId}`;
  }

  /** The payment, its paid ledger row and its events, together; false when the payment appeared meanwhile. */
  private insertPayment(
    spec: DemoPayment,
    ids: { packId: number; contestId: number; participantId: number; payerId: number },
  ): Promise<boolean> {
    const pack = PACKS.find((candidate) => candidate.name === spec.pack)!;
    return this.dataSource.transaction(async (manager) => {
      const now = Date.now();
      const createdAt = new Date(now - spec.hoursAgo * HOUR);
      const completedAt = new Date(createdAt.getTime() + 3 * 60 * 1000);
      const amount = priceAt(pack, createdAt.getTime(), now);
      const answer =
        spec.outcome === 'failed'
          ? failureAnswer(spec.provider)
          : successAnswer(spec.provider, spec.outcome === 'flagged' ? amount / 2 : amount, spec.currency);
      const flagReason =
        spec.outcome === 'flagged' ? `Montant reçu ${amount / 2} au lieu de ${amount} ${spec.currency}.` : null;
      const status = spec.outcome ?? 'succeeded';
      const token = `demo-${spec.provider}-${spec.transactionId.slice(-12)}`;
      const paymentId = await this.payments.insertConcluded(manager, {
        provider: spec.provider,
        transactionId: spec.transactionId,
        providerToken: token,
        status,
        providerStatus: answer.status,
        userId: ids.payerId,
        participantId: ids.participantId,
        contestId: ids.contestId,
        packId: ids.packId,
        packName: pack.name,
        votesCount: pack.votes,
        amount,
        currency: spec.currency,
        siteId: this.siteId(spec),
        flagReason,
        createdAt,
        completedAt,
      });
      if (paymentId === null) return false;
      if (status === 'succeeded') {
        await this.ledger.appendPaid(manager, {
          paymentId,
          contestId: ids.contestId,
          participantId: ids.participantId,
          voterId: ids.payerId,
          votes: pack.votes,
          channel: 'web',
          createdAt: completedAt,
        });
      }
      const verdict = status === 'succeeded' ? 'credited' : status;
      const detail = flagReason ?? (status === 'succeeded' ? `${pack.votes} votes crédités` : answer.status);
      await this.payments.recordEvent(
        {
          paymentId,
          provider: spec.provider,
          source: 'init',
          reference: spec.transactionId,
          verdict: 'created',
          payload: { token },
          createdAt,
        },
        manager,
      );
      await this.payments.recordEvent(
        {
          paymentId,
          provider: spec.provider,
          source: 'check',
          reference: spec.transactionId,
          verdict,
          detail,
          payload: answer.payload,
          createdAt: completedAt,
        },
        manager,
      );
      return true;
    });
  }

  private async participant(contestId: number, index: number): Promise<number | undefined> {
    const ids = await this.entries.idsEntered(this.dataSource.manager, contestId);
    return ids.sort((a, b) => a - b)[index];
  }

  /** CinetPay payments are taken by the merchant site of their currency. */
  private siteId(spec: DemoPayment): string {
    if (spec.provider !== 'cinetpay') return '';
    const { siteIdXof, siteIdXaf } = this.config.payments.cinetpay;
    return (spec.currency === 'XAF' ? (siteIdXaf ?? siteIdXof) : siteIdXof) ?? '';
  }
}
