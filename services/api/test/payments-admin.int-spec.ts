import { randomBytes } from 'node:crypto';
import { paymentRow } from '@app/testing';
import { type ApiHarness, startApi } from './support/api-harness';
import { makeBaby, makeContest, makeParticipant } from './support/contest-factories';
import { makeAdmin, makeUser, type MadeUser } from './support/factories';

const BASE = '/api/payments/admin';
const DAY = 24 * 3600 * 1000;
const NOT_FOUND = { detail: 'Paiement non trouvé' };
const NOT_FLAGGED = { detail: 'Seul un paiement signalé peut être tranché.' };

type Status = 'pending' | 'succeeded' | 'failed' | 'cancelled' | 'expired' | 'flagged';
type Provider = 'cinetpay' | 'paydunya' | 'intouch';

interface Target {
  contestId: number;
  contestTitle: string;
  participantId: number;
  participantName: string;
}

interface PaymentValues {
  status?: Status;
  provider?: Provider;
  transactionId?: string;
  providerToken?: string | null;
  userId?: number | null;
  amount?: number;
  currency?: 'XOF' | 'XAF';
  votes?: number;
  flagReason?: string | null;
  createdAt?: Date;
  completedAt?: Date | null;
}

describe('payments administration', () => {
  let api: ApiHarness;
  let admin: MadeUser;
  let payer: MadeUser;

  beforeAll(async () => {
    // Nothing listens on port 9: every provider call fails as "unavailable".
    api = await startApi({
      PAYMENTS_MODE: 'sandbox',
      PAYMENT_SANDBOX_URL: 'http://127.0.0.1:9',
      PAYMENT_PROVIDER_TIMEOUT_MS: '1000',
    });
    admin = await makeAdmin(api);
    payer = await makeUser(api, { email: `Payeur.${randomBytes(3).toString('hex')}@Example.com` });
  });
  afterAll(() => api.close());

  async function makeTarget(babyName = `Bébé ${randomBytes(2).toString('hex')}`): Promise<Target> {
    const owner = await makeUser(api);
    const contest = await makeContest(api);
    const baby = await makeBaby(api, owner.user.id, { name: babyName, withPhoto: false });
    const participant = await makeParticipant(api, contest.id, baby, owner.user.id);
    return {
      contestId: contest.id,
      contestTitle: contest.title,
      participantId: participant.id,
      participantName: babyName,
    };
  }

  /** A payments row as the checkout and the settlement would have left it. */
  function insertPayment(target: Target, values: PaymentValues = {}): Promise<number> {
    const status = values.status ?? 'succeeded';
    const createdAt = values.createdAt ?? new Date();
    return paymentRow(api.db, {
      provider: values.provider ?? 'cinetpay',
      transactionId: values.transactionId ?? `BS${randomBytes(8).toString('hex').toUpperCase()}`,
      providerToken:
        values.providerToken === undefined ? `tok-${randomBytes(6).toString('hex')}` : values.providerToken,
      status,
      providerStatus: status === 'pending' ? '' : status.toUpperCase(),
      userId: values.userId === undefined ? payer.user.id : values.userId,
      participantId: target.participantId,
      contestId: target.contestId,
      packName: 'Pack Supporter',
      votes: values.votes ?? 25,
      amount: values.amount ?? 1000,
      currency: values.currency ?? 'XOF',
      flagReason: values.flagReason ?? (status === 'flagged' ? 'Montant reçu 500 au lieu de 1000 XOF.' : null),
      createdAt,
      completedAt: values.completedAt === undefined ? (status === 'pending' ? null : createdAt) : values.completedAt,
    });
  }

  async function insertEvent(
    paymentId: number | null,
    values: { provider?: Provider; source?: string; verdict?: string; reference?: string; payload?: object } = {},
  ): Promise<number> {
    const rows: { id: string }[] = await api.db.query(
      `INSERT INTO payment_events (payment_id, provider, source, reference, verdict, detail, payload)
       VALUES ($1, $2, $3, $4, $5, '', $6) RETURNING id`,
      [
        paymentId,
        values.provider ?? 'cinetpay',
        values.source ?? 'notification',
        values.reference ?? '',
        values.verdict ?? 'accepted',
        JSON.stringify(values.payload ?? {}),
      ],
    );
    return Number(rows[0].id);
  }

  const ledgerRows = async (paymentId: number) =>
    Number(
      (await api.db.query('SELECT count(*) FROM vote_ledger WHERE payment_id = $1', [paymentId]))[0].count as string,
    );
  const eventCount = async (paymentId: number) =>
    Number(
      (await api.db.query('SELECT count(*) FROM payment_events WHERE payment_id = $1', [paymentId]))[0].count as string,
    );
  const list = async (query: string) =>
    (await api.http.get(`${BASE}/payments/?${query}`).set(admin.auth).expect(200)).body;
  const ids = (page: { results: { id: number }[] }) => page.results.map((row) => row.id);

  it('is refused to parents and visitors', async () => {
    const target = await makeTarget();
    const id = await insertPayment(target, { status: 'flagged' });
    const attempts = [
      () => api.http.get(`${BASE}/payments/`),
      () => api.http.get(`${BASE}/payments/${id}/`),
      () => api.http.post(`${BASE}/payments/${id}/recheck/`),
      () => api.http.post(`${BASE}/payments/${id}/resolve/`).send({ decision: 'credit', reason: 'Moi' }),
      () => api.http.get(`${BASE}/events/`),
      () => api.http.get(`${BASE}/stats/`),
    ];
    for (const attempt of attempts) {
      expect((await attempt().set(payer.auth).expect(403)).body).toEqual({
        detail: "Vous n'avez pas les permissions nécessaires.",
      });
      await attempt().expect(401);
    }
    expect(await ledgerRows(id)).toBe(0);
    expect((await api.db.query('SELECT status FROM payments WHERE id = $1', [id]))[0].status).toBe('flagged');
  });

  describe('list', () => {
    it('gives each payment with its participant, contest and payer, newest first', async () => {
      const target = await makeTarget();
      const older = await insertPayment(target, { createdAt: new Date(Date.now() - 2 * DAY) });
      const newer = await insertPayment(target, {
        status: 'flagged',
        provider: 'paydunya',
        transactionId: `BSROW${randomBytes(4).toString('hex').toUpperCase()}`,
        providerToken: 'invoice-row-token',
        amount: 2000,
        votes: 60,
      });
      const page = await list(`contest=${target.contestId}`);
      expect(ids(page)).toEqual([newer, older]);
      const [row] = page.results;
      expect(row).toEqual({
        id: newer,
        transaction_id: expect.stringMatching(/^BSROW/),
        provider: 'paydunya',
        provider_token: 'invoice-row-token',
        status: 'flagged',
        status_label: 'Paiement en cours de vérification par notre équipe',
        provider_status: 'FLAGGED',
        amount: 2000,
        currency: 'XOF',
        votes_count: 60,
        pack_id: null,
        pack_name: 'Pack Supporter',
        participant: { id: target.participantId, name: target.participantName },
        contest: { id: target.contestId, title: target.contestTitle },
        user: { id: payer.user.id, email: payer.user.email },
        payer_phone: null,
        flag_reason: 'Montant reçu 500 au lieu de 1000 XOF.',
        refund: null,
        check_count: 0,
        last_checked_at: null,
        created_at: expect.any(String),
        completed_at: expect.any(String),
      });
    });

    it('shows a payment whose payer deleted their account with a null user', async () => {
      const target = await makeTarget();
      const id = await insertPayment(target, { userId: null });
      const page = await list(`participant=${target.participantId}`);
      expect(page.results).toEqual([expect.objectContaining({ id, user: null })]);
    });

    it('filters by status, provider, participant, contest and payer', async () => {
      const target = await makeTarget();
      const other = await makeTarget();
      const otherPayer = await makeUser(api);
      const succeeded = await insertPayment(target, { provider: 'cinetpay' });
      const pending = await insertPayment(target, { status: 'pending', provider: 'intouch' });
      const failed = await insertPayment(target, { status: 'failed', provider: 'intouch', userId: otherPayer.user.id });
      const elsewhere = await insertPayment(other, { provider: 'intouch' });

      expect(ids(await list(`contest=${target.contestId}&status=pending`))).toEqual([pending]);
      expect(ids(await list(`contest=${target.contestId}&provider=intouch`))).toEqual([failed, pending]);
      expect(ids(await list(`participant=${other.participantId}`))).toEqual([elsewhere]);
      expect(ids(await list(`user=${otherPayer.user.id}`))).toEqual([failed]);
      expect(ids(await list(`contest=${target.contestId}&user=${payer.user.id}&status=succeeded`))).toEqual([
        succeeded,
      ]);
    });

    it('filters on the creation date, a bare date_to covering its whole day', async () => {
      const target = await makeTarget();
      const tenth = await insertPayment(target, { createdAt: new Date('2026-01-10T10:00:00Z') });
      const eleventhLate = await insertPayment(target, { createdAt: new Date('2026-01-11T23:30:00Z') });
      const twelfth = await insertPayment(target, { createdAt: new Date('2026-01-12T00:00:00Z') });
      const scope = `contest=${target.contestId}`;

      expect(ids(await list(`${scope}&date_from=2026-01-11&date_to=2026-01-11`))).toEqual([eleventhLate]);
      expect(ids(await list(`${scope}&date_to=2026-01-11`))).toEqual([eleventhLate, tenth]);
      expect(ids(await list(`${scope}&date_from=2026-01-11`))).toEqual([twelfth, eleventhLate]);
      expect(ids(await list(`${scope}&date_to=2026-01-11T12:00:00Z`))).toEqual([tenth]);
      expect(ids(await list(`${scope}&date_from=2026-01-10T10:00&date_to=2026-01-12T00:00:00%2B00:00`))).toEqual([
        twelfth,
        eleventhLate,
        tenth,
      ]);
    });

    it('finds payments by transaction id, provider token, payer e-mail or participant name, ignoring case and accents', async () => {
      const target = await makeTarget(`Aïcha ${randomBytes(2).toString('hex')}`);
      const other = await makeTarget();
      const suffix = randomBytes(4).toString('hex').toUpperCase();
      const byTransaction = await insertPayment(other, { transactionId: `BSFIND${suffix}` });
      const byToken = await insertPayment(other, { providerToken: `jeton-${suffix.toLowerCase()}-cp` });
      const byName = await insertPayment(target);
      const searcher = await makeUser(api, { email: `Khadija.${suffix.toLowerCase()}@Exemple.sn` });
      const byEmail = await insertPayment(other, { userId: searcher.user.id });

      expect(ids(await list(`search=bsfind${suffix.toLowerCase()}`))).toEqual([byTransaction]);
      expect(ids(await list(`search=JETON-${suffix}`))).toEqual([byToken]);
      expect(ids(await list(`search=${encodeURIComponent(`KHADIJA.${suffix}@exemple`)}`))).toEqual([byEmail]);
      const name = target.participantName.replace('Aïcha', 'AICHA');
      expect(ids(await list(`search=${encodeURIComponent(name)}`))).toEqual([byName]);
      expect((await list(`search=${encodeURIComponent('100%_')}`)).count).toBe(0);
    });

    it('pages the results with the project page shape', async () => {
      const target = await makeTarget();
      const made: number[] = [];
      for (let index = 0; index < 5; index += 1) {
        made.push(await insertPayment(target, { createdAt: new Date(Date.now() - (5 - index) * 60_000) }));
      }
      const first = await list(`contest=${target.contestId}&page_size=2`);
      expect(first).toEqual({
        count: 5,
        next: `${BASE}/payments/?contest=${target.contestId}&page_size=2&page=2`,
        previous: null,
        results: expect.any(Array),
        total_pages: 3,
        current_page: 1,
        page_size: 2,
      });
      expect(ids(first)).toEqual([made[4], made[3]]);
      const last = await list(`contest=${target.contestId}&page_size=2&page=3`);
      expect(ids(last)).toEqual([made[0]]);
      expect(last.next).toBeNull();
      expect(last.previous).toBe(`${BASE}/payments/?contest=${target.contestId}&page_size=2&page=2`);
    });

    it('refuses bad filter values with French field errors', async () => {
      const refused = async (query: string) =>
        (await api.http.get(`${BASE}/payments/?${query}`).set(admin.auth).expect(400)).body;
      expect(await refused('status=paid')).toEqual({
        status: ['Valeur invalide. Choix possibles : pending, succeeded, failed, cancelled, expired, flagged, late.'],
      });
      expect(await refused('provider=orange')).toEqual({
        provider: ['Valeur invalide. Choix possibles : cinetpay, paydunya, intouch.'],
      });
      expect(await refused('participant=abc&contest=0')).toEqual({
        participant: ['Ce champ doit être un nombre entier.'],
        contest: ['Ce champ doit être un nombre entier.'],
      });
      const badDate = ['Saisissez une date au format AAAA-MM-JJ, ou une date et une heure ISO 8601.'];
      expect(await refused('date_from=2026-02-30&date_to=hier')).toEqual({ date_from: badDate, date_to: badDate });
      expect(await refused('date_from=2026-05-02&date_to=2026-05-01')).toEqual({
        date_to: ['La date de fin doit être postérieure ou égale à la date de début.'],
      });
      expect(await refused('page=0')).toEqual({ page: ['Page invalide.'] });
    });
  });

  describe('one payment', () => {
    it('gives the payment with its whole history, oldest first', async () => {
      const target = await makeTarget();
      const id = await insertPayment(target, { status: 'pending' });
      const init = await insertEvent(id, { source: 'init', verdict: 'created', payload: { code: '201' } });
      const notification = await insertEvent(id, { reference: 'BS-REF', payload: { cpm_trans_id: 'BS-REF' } });
      const response = await api.http.get(`${BASE}/payments/${id}/`).set(admin.auth).expect(200);
      expect(response.body).toMatchObject({ id, status: 'pending', participant: { id: target.participantId } });
      expect(response.body.events).toEqual([
        {
          id: init,
          source: 'init',
          verdict: 'created',
          detail: '',
          reference: '',
          payload: { code: '201' },
          created_at: expect.any(String),
        },
        {
          id: notification,
          source: 'notification',
          verdict: 'accepted',
          detail: '',
          reference: 'BS-REF',
          payload: { cpm_trans_id: 'BS-REF' },
          created_at: expect.any(String),
        },
      ]);
    });

    it('answers 404 for an unknown payment', async () => {
      for (const id of ['99999999', 'abc']) {
        expect((await api.http.get(`${BASE}/payments/${id}/`).set(admin.auth).expect(404)).body).toEqual(NOT_FOUND);
        await api.http.post(`${BASE}/payments/${id}/recheck/`).set(admin.auth).expect(404);
        await api.http
          .post(`${BASE}/payments/${id}/resolve/`)
          .set(admin.auth)
          .send({ decision: 'reject', reason: 'Inconnu' })
          .expect(404);
      }
    });
  });

  describe('recheck', () => {
    it('answers 502 when the provider cannot be reached, and counts the attempt', async () => {
      const target = await makeTarget();
      const id = await insertPayment(target, { status: 'pending', provider: 'cinetpay' });
      const response = await api.http.post(`${BASE}/payments/${id}/recheck/`).set(admin.auth).expect(502);
      expect(response.body).toEqual({
        detail:
          "Erreur de communication avec CinetPay. Aucun montant n'a été débité, veuillez réessayer dans un instant.",
      });
      const [row] = await api.db.query('SELECT status, check_count FROM payments WHERE id = $1', [id]);
      expect(row).toEqual({ status: 'pending', check_count: 1 });
    });

    it('does not ask again about a payment already settled', async () => {
      const target = await makeTarget();
      const id = await insertPayment(target, { status: 'succeeded' });
      const response = await api.http.post(`${BASE}/payments/${id}/recheck/`).set(admin.auth).expect(200);
      expect(response.body).toEqual({
        detail: 'Ce paiement est déjà réglé : il n’y a plus rien à vérifier.',
        outcome: 'already_settled',
        payment: expect.objectContaining({ id, status: 'succeeded', check_count: 0 }),
      });
    });
  });

  describe('resolve', () => {
    const resolve = (id: number, body: object) =>
      api.http.post(`${BASE}/payments/${id}/resolve/`).set(admin.auth).send(body);

    it('credits a flagged payment once: one paid ledger row, an admin event with the reason', async () => {
      const target = await makeTarget();
      const id = await insertPayment(target, { status: 'flagged', votes: 25 });
      const response = await resolve(id, { decision: 'credit', reason: 'Montant confirmé par CinetPay' }).expect(200);
      expect(response.body).toEqual({
        detail: 'Paiement validé : 25 votes crédités.',
        payment: expect.objectContaining({ id, status: 'succeeded', status_label: 'Paiement réussi' }),
      });
      expect(await ledgerRows(id)).toBe(1);
      const [ledger] = await api.db.query(
        'SELECT kind, weight, participant_id, voter_id, idempotency_key FROM vote_ledger WHERE payment_id = $1',
        [id],
      );
      expect(ledger).toEqual({
        kind: 'paid',
        weight: 25,
        participant_id: target.participantId,
        voter_id: payer.user.id,
        idempotency_key: `payment:${id}`,
      });
      const detail = await api.http.get(`${BASE}/payments/${id}/`).set(admin.auth).expect(200);
      expect(detail.body.events).toEqual([
        expect.objectContaining({
          source: 'admin',
          verdict: 'credited',
          detail: 'Montant confirmé par CinetPay',
          payload: { actor_id: admin.user.id, decision: 'credit' },
        }),
      ]);

      expect((await resolve(id, { decision: 'credit', reason: 'Encore' }).expect(400)).body).toEqual(NOT_FLAGGED);
      expect(await ledgerRows(id)).toBe(1);
      expect(await eventCount(id)).toBe(1);
    });

    it('rejects a flagged payment without crediting anything', async () => {
      const target = await makeTarget();
      const id = await insertPayment(target, { status: 'flagged' });
      const response = await resolve(id, { decision: 'reject', reason: 'Montant jamais reçu' }).expect(200);
      expect(response.body).toEqual({
        detail: 'Paiement rejeté : aucun vote crédité.',
        payment: expect.objectContaining({ id, status: 'failed' }),
      });
      expect(await ledgerRows(id)).toBe(0);
      const [event] = await api.db.query('SELECT source, verdict, detail FROM payment_events WHERE payment_id = $1', [
        id,
      ]);
      expect(event).toEqual({ source: 'admin', verdict: 'rejected', detail: 'Montant jamais reçu' });
    });

    it('refuses a payment that is not flagged and changes nothing', async () => {
      const target = await makeTarget();
      for (const status of ['pending', 'succeeded', 'failed'] as const) {
        const id = await insertPayment(target, { status });
        for (const decision of ['credit', 'reject']) {
          expect((await resolve(id, { decision, reason: 'Essai' }).expect(400)).body).toEqual(NOT_FLAGGED);
        }
        expect((await api.db.query('SELECT status FROM payments WHERE id = $1', [id]))[0].status).toBe(status);
        expect(await ledgerRows(id)).toBe(0);
        expect(await eventCount(id)).toBe(0);
      }
    });

    it('requires a decision and a reason of at most 500 characters', async () => {
      const target = await makeTarget();
      const id = await insertPayment(target, { status: 'flagged' });
      expect((await resolve(id, {}).expect(400)).body).toEqual({
        decision: ['Ce champ est obligatoire.'],
        reason: ['Ce champ est obligatoire.'],
      });
      expect((await resolve(id, { decision: 'maybe', reason: '   ' }).expect(400)).body).toEqual({
        decision: ['Valeur invalide. Choix possibles : credit, reject.'],
        reason: ['Ce champ ne peut pas être vide.'],
      });
      expect((await resolve(id, { decision: 'credit', reason: 'x'.repeat(501) }).expect(400)).body).toEqual({
        reason: ['Assurez-vous que ce champ ne comporte pas plus de 500 caractères.'],
      });
      expect(await ledgerRows(id)).toBe(0);
      expect((await api.db.query('SELECT status FROM payments WHERE id = $1', [id]))[0].status).toBe('flagged');
    });
  });

  describe('events', () => {
    it('lists inbound messages newest first; unmatched=true shows those for unknown transactions', async () => {
      const target = await makeTarget();
      const id = await insertPayment(target, { status: 'pending', provider: 'paydunya' });
      const matched = await insertEvent(id, { provider: 'paydunya', verdict: 'accepted' });
      const unknown = await insertEvent(null, {
        verdict: 'unknown_transaction',
        reference: 'BSFORGED1',
        payload: { cpm_trans_id: 'BSFORGED1' },
      });
      const forged = await insertEvent(null, { provider: 'intouch', verdict: 'invalid_credentials' });

      const unmatched = (await api.http.get(`${BASE}/events/?unmatched=true`).set(admin.auth).expect(200)).body;
      expect(unmatched.results.every((event: { payment_id: number | null }) => event.payment_id === null)).toBe(true);
      expect(ids(unmatched)).toEqual(expect.arrayContaining([forged, unknown]));
      expect(ids(unmatched)).not.toContain(matched);
      expect(ids(unmatched).indexOf(forged)).toBeLessThan(ids(unmatched).indexOf(unknown));
      expect(unmatched.results.find((event: { id: number }) => event.id === unknown)).toEqual({
        id: unknown,
        payment_id: null,
        transaction_id: null,
        provider: 'cinetpay',
        source: 'notification',
        verdict: 'unknown_transaction',
        detail: '',
        reference: 'BSFORGED1',
        payload: { cpm_trans_id: 'BSFORGED1' },
        created_at: expect.any(String),
      });

      const events = async (query: string) =>
        ids((await api.http.get(`${BASE}/events/?${query}`).set(admin.auth).expect(200)).body);
      expect(await events('verdict=invalid_credentials&provider=intouch')).toContain(forged);
      expect(await events('provider=paydunya&source=notification')).toContain(matched);
      expect(await events('provider=paydunya&unmatched=false')).toContain(matched);
      expect(await events('provider=paydunya&source=init')).not.toContain(matched);

      const refused = await api.http.get(`${BASE}/events/?source=email&unmatched=peut-etre`).set(admin.auth);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({
        source: ['Valeur invalide. Choix possibles : init, notification, return, check, expiry, admin, refund.'],
        unmatched: ['Ce champ doit être un booléen (true ou false).'],
      });
    });
  });

  describe('stats', () => {
    const stats = async (query = '') =>
      (await api.http.get(`${BASE}/stats/?${query}`).set(admin.auth).expect(200)).body;

    it('counts revenue from succeeded payments only, by currency, provider and day', async () => {
      const target = await makeTarget();
      const now = new Date();
      const twoDaysAgo = new Date(now.getTime() - 2 * DAY);
      await insertPayment(target, { provider: 'cinetpay', amount: 1000, votes: 25, completedAt: now });
      await insertPayment(target, { provider: 'cinetpay', amount: 500, votes: 10, currency: 'XAF', completedAt: now });
      await insertPayment(target, {
        provider: 'paydunya',
        amount: 2000,
        votes: 60,
        createdAt: twoDaysAgo,
        completedAt: twoDaysAgo,
      });
      await insertPayment(target, {
        provider: 'intouch',
        amount: 5000,
        votes: 150,
        createdAt: new Date(now.getTime() - 40 * DAY),
      });
      await insertPayment(target, { status: 'pending', amount: 10000 });
      await insertPayment(target, { status: 'pending', amount: 10000 });
      await insertPayment(target, { status: 'failed', amount: 10000 });
      await insertPayment(target, { status: 'cancelled', amount: 10000 });
      await insertPayment(target, { status: 'expired', amount: 10000 });
      await insertPayment(target, { status: 'flagged', amount: 10000 });

      const body = await stats(`contest=${target.contestId}`);
      expect(body).toEqual({
        revenue_total: 8500,
        revenue_by_currency: { XOF: 8000, XAF: 500 },
        succeeded_count: 4,
        pending_count: 2,
        failed_count: 3,
        flagged_count: 1,
        votes_sold: 245,
        by_provider: [
          { provider: 'cinetpay', succeeded_count: 2, revenue: 1500 },
          { provider: 'paydunya', succeeded_count: 1, revenue: 2000 },
          { provider: 'intouch', succeeded_count: 1, revenue: 5000 },
        ],
        daily: expect.any(Array),
      });
      const day = (date: Date) => date.toISOString().slice(0, 10);
      expect(body.daily).toHaveLength(30);
      expect(body.daily[29]).toEqual({
        date: day(now),
        revenue: 1500,
        count: 2,
        by_provider: { cinetpay: 1500, paydunya: 0, intouch: 0 },
      });
      expect(body.daily[27]).toEqual({
        date: day(twoDaysAgo),
        revenue: 2000,
        count: 1,
        by_provider: { cinetpay: 0, paydunya: 2000, intouch: 0 },
      });
      expect(body.daily[0].date).toBe(day(new Date(now.getTime() - 29 * DAY)));
      expect(body.daily.reduce((sum: number, line: { revenue: number }) => sum + line.revenue, 0)).toBe(3500);
      expect(body.daily.filter((line: { count: number }) => line.count === 0)).toHaveLength(28);
    });

    it('adds up every contest without a filter', async () => {
      const before = await stats();
      const target = await makeTarget();
      await insertPayment(target, { provider: 'intouch', amount: 1500, votes: 40 });
      await insertPayment(target, { status: 'expired', amount: 1500 });
      const after = await stats();
      expect(after.revenue_total - before.revenue_total).toBe(1500);
      expect(after.votes_sold - before.votes_sold).toBe(40);
      expect(after.succeeded_count - before.succeeded_count).toBe(1);
      expect(after.failed_count - before.failed_count).toBe(1);
      expect(after.by_provider[2].revenue - before.by_provider[2].revenue).toBe(1500);
      expect(after.daily[29].revenue - before.daily[29].revenue).toBe(1500);
      expect((await stats(`contest=${target.contestId}`)).revenue_total).toBe(1500);
    });

    it('refuses a contest filter that is not an id', async () => {
      const response = await api.http.get(`${BASE}/stats/?contest=tous`).set(admin.auth).expect(400);
      expect(response.body).toEqual({ contest: ['Ce champ doit être un nombre entier.'] });
    });
  });
});
