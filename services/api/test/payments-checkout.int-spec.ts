import { makeAdmin, makeUser } from './support/factories';
import {
  creditedVotes,
  eventVerdicts,
  followBrowser,
  makePack,
  makePurchase,
  paymentStatus,
  startCheckout,
} from './support/payment-fixtures';
import { type PaymentStack, startPaymentStack } from './support/payment-stack';

describe('buying a vote pack', () => {
  let stack: PaymentStack;

  beforeAll(async () => {
    stack = await startPaymentStack();
  });
  afterAll(() => stack.close());
  afterEach(() => stack.sandbox.reset());

  describe('with CinetPay', () => {
    it('prices the pack on the server, pays, credits the votes once and sends the browser to the success page', async () => {
      const purchase = await makePurchase(stack.api);
      const pack = await makePack(stack.api, { price: 1000, votes: 25 });
      const checkout = await startCheckout(stack, 'cinetpay', purchase, pack.id, { amount: 5, currency: 'XAF' });
      expect(checkout).toMatchObject({ amount: 1000, currency: 'XOF', votes_count: 25 });
      expect(checkout.payment_url).toMatch(new RegExp(`^${stack.sandbox.url}/cinetpay/checkout/`));
      expect(await paymentStatus(stack.api, checkout.id)).toBe('pending');

      const page = await fetch(checkout.payment_url);
      expect(await page.text()).toContain('Payer');

      const browser = await stack.sandbox.decide('cinetpay', checkout.transaction_id, 'pay');
      expect(await paymentStatus(stack.api, checkout.id)).toBe('succeeded');
      expect(await creditedVotes(stack.api, checkout.id)).toEqual({ rows: 1, votes: 25 });

      const back = await followBrowser(browser);
      expect(back.status).toBe(303);
      expect(back.location).toBe(
        `http://web.test/payment-success?provider=cinetpay&transaction_id=${checkout.transaction_id}&currency=XOF&token=${checkout.token}`,
      );
      expect(await creditedVotes(stack.api, checkout.id)).toEqual({ rows: 1, votes: 25 });
      expect(await eventVerdicts(stack.api, checkout.id)).toEqual(['created', 'credited', 'accepted', 'accepted']);

      const status = await stack.api.http
        .get('/api/payments/cinetpay/status/')
        .query({ transaction_id: checkout.transaction_id })
        .expect(200);
      expect(status.body).toMatchObject({
        success: true,
        exists: true,
        status: 'succeeded',
        status_label: 'Paiement réussi',
        participant_id: purchase.participantId,
        participant_name: 'Aïcha',
        participant_photo: expect.stringMatching(/\.webp$/),
        pack_id: pack.id,
        votes_expected: 25,
        votes_purchased: 25,
        amount: 1000,
        amount_paid: 1000,
        currency: 'XOF',
      });
      // The receipt of the credited votes: the public log's leaf of the pack's ledger row.
      const [credit]: { id: string }[] = await stack.api.db.query(
        "SELECT id FROM vote_ledger WHERE payment_id = $1 AND kind = 'paid'",
        [checkout.id],
      );
      expect(status.body.receipt).toEqual({
        ledger_id: Number(credit.id),
        leaf_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      });
    });

    it('charges the promotion price while a promotion runs', async () => {
      const purchase = await makePurchase(stack.api);
      const pack = await makePack(stack.api, {
        price: 2000,
        votes: 60,
        promotionPrice: 1500,
        promotionStart: new Date(Date.now() - 86_400_000),
        promotionEnd: new Date(Date.now() + 86_400_000),
      });
      const checkout = await startCheckout(stack, 'cinetpay', purchase, pack.id, { amount: 2000 });
      expect(checkout.amount).toBe(1500);
    });

    it('uses XAF and the second site for a participant reached on a Central African number', async () => {
      const purchase = await makePurchase(stack.api, { phone: '+237699000000' });
      const pack = await makePack(stack.api);
      const checkout = await startCheckout(stack, 'cinetpay', purchase, pack.id);
      expect(checkout).toMatchObject({ currency: 'XAF', site_id: stack.api.config.payments.cinetpay.siteIdXaf });
      await stack.sandbox.decide('cinetpay', checkout.transaction_id, 'pay');
      expect(await creditedVotes(stack.api, checkout.id)).toEqual({ rows: 1, votes: 25 });
    });

    it('ends a refused payment as failed without votes and sends the browser to the failure page', async () => {
      const purchase = await makePurchase(stack.api);
      const pack = await makePack(stack.api);
      const checkout = await startCheckout(stack, 'cinetpay', purchase, pack.id);
      const browser = await stack.sandbox.decide('cinetpay', checkout.transaction_id, 'refuse');
      expect(await paymentStatus(stack.api, checkout.id)).toBe('failed');
      const back = await followBrowser(browser);
      expect(back.location).toMatch(/^http:\/\/web\.test\/payment-failed\?provider=cinetpay&transaction_id=/);
      expect(await creditedVotes(stack.api, checkout.id)).toEqual({ rows: 0, votes: 0 });
    });

    it('records a cancellation as cancelled', async () => {
      const purchase = await makePurchase(stack.api);
      const checkout = await startCheckout(stack, 'cinetpay', purchase, (await makePack(stack.api)).id);
      await stack.sandbox.decide('cinetpay', checkout.transaction_id, 'cancel');
      expect(await paymentStatus(stack.api, checkout.id)).toBe('cancelled');
      const status = await stack.api.http.get(`/api/payments/payments/${checkout.transaction_id}/status/`).expect(200);
      expect(status.body).toMatchObject({
        status: 'cancelled',
        success: false,
        error: 'Paiement annulé',
        receipt: null,
      });
    });
  });

  describe('with PayDunya', () => {
    it('opens an invoice, credits on the IPN and answers the result page by token', async () => {
      const purchase = await makePurchase(stack.api);
      const pack = await makePack(stack.api, { price: 500, votes: 10 });
      const checkout = await startCheckout(stack, 'paydunya', purchase, pack.id);
      expect(checkout.token).toMatch(/^test_/);
      expect(checkout.payment_url).toBe(`${stack.sandbox.url}/paydunya/sandbox-checkout/invoice/${checkout.token}`);

      const browser = await stack.sandbox.decide('paydunya', checkout.token ?? '', 'pay');
      expect(await creditedVotes(stack.api, checkout.id)).toEqual({ rows: 1, votes: 10 });
      const back = await followBrowser(browser);
      expect(back.location).toMatch(/^http:\/\/web\.test\/payment-success\?provider=paydunya&/);

      const result = await stack.api.http
        .get('/api/payments/paydunya/callback/')
        .query({ token: checkout.token })
        .expect(200);
      expect(result.body).toMatchObject({ status: 'succeeded', pack_name: expect.any(String), amount: 500 });
      const details = await stack.api.http.get(`/api/payments/details/${checkout.token}/`).expect(200);
      expect(details.body.participant).toMatchObject({ id: purchase.participantId, name: 'Aïcha' });
    });

    it('sends a cancelled invoice to the failure page', async () => {
      const purchase = await makePurchase(stack.api);
      const checkout = await startCheckout(stack, 'paydunya', purchase, (await makePack(stack.api)).id);
      const browser = await stack.sandbox.decide('paydunya', checkout.token ?? '', 'cancel');
      const back = await followBrowser(browser);
      expect(back.location).toMatch(/^http:\/\/web\.test\/payment-failed\?provider=paydunya&/);
      expect(await paymentStatus(stack.api, checkout.id)).toBe('cancelled');
      expect(await creditedVotes(stack.api, checkout.id)).toEqual({ rows: 0, votes: 0 });
    });
  });

  describe('with InTouch', () => {
    // InTouch is not offered unless an administrator chooses it, and a provider not offered takes no purchase.
    beforeAll(async () => {
      const admin = await makeAdmin(stack.api);
      await stack.api.http
        .patch('/api/admin/settings/')
        .set(admin.auth)
        .send({ gateways: ['cinetpay', 'paydunya', 'intouch'] })
        .expect(200);
    });

    it('serves the page that starts TouchPay, then credits on the signed callback', async () => {
      const purchase = await makePurchase(stack.api);
      const pack = await makePack(stack.api, { price: 750, votes: 15 });
      const checkout = await startCheckout(stack, 'intouch', purchase, pack.id);
      const checkoutPath = `/api/payments/intouch/checkout/${checkout.transaction_id}/`;
      expect(checkout.payment_url).toMatch(new RegExp(`^${stack.apiUrl}${checkoutPath}\\?key=[\\w-]{22}$`));

      // The payer's name and e-mail are on the page: the transaction id alone does not open it.
      for (const key of ['', '?key=', `?key=${'A'.repeat(22)}`]) {
        const refused = await stack.api.http.get(`${checkoutPath}${key}`).expect(303);
        expect(refused.headers.location).toMatch(/^http:\/\/web\.test\/payment-failed\?/);
        expect(refused.text).not.toContain(purchase.buyer.user.email);
      }
      const page = await stack.api.http
        .get(new URL(checkout.payment_url).pathname + new URL(checkout.payment_url).search)
        .expect(200);
      expect(page.text).toContain(purchase.buyer.user.email);
      expect(page.text).toContain(`${stack.sandbox.url}/intouch/touchpay.js`);
      expect(page.text).toContain('sendPaymentInfos');
      expect(page.headers['content-security-policy']).toContain(stack.sandbox.url);
      expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(page.headers['x-dns-prefetch-control']).toBe('off');

      const settings = stack.api.config.payments.intouch;
      await stack.sandbox.openIntouch({
        order_number: checkout.transaction_id,
        agency_code: settings.agencyCode ?? '',
        secure_code: settings.secureCode ?? '',
        domain_name: 'web.test',
        url_redirection_success: `${stack.apiUrl}/api/payments/intouch/return/?transaction_id=${checkout.transaction_id}&outcome=success`,
        url_redirection_failed: `${stack.apiUrl}/api/payments/intouch/return/?transaction_id=${checkout.transaction_id}&outcome=failed`,
        amount: '750',
        city: 'Dakar',
        email: purchase.buyer.user.email,
        clientFirstName: 'Fatou',
        clientLastName: 'Ndiaye',
        clientPhone: '770000000',
      });
      const browser = await stack.sandbox.decide('intouch', checkout.transaction_id, 'pay');
      expect(await creditedVotes(stack.api, checkout.id)).toEqual({ rows: 1, votes: 15 });
      const back = await followBrowser(browser);
      expect(back.location).toMatch(/^http:\/\/web\.test\/payment-success\?provider=intouch&/);
      const status = await stack.api.http
        .get('/api/payments/intouch/status/')
        .query({ transaction_id: checkout.transaction_id })
        .expect(200);
      expect(status.body.status).toBe('succeeded');

      const paidPage = await stack.api.http
        .get(`/api/payments/intouch/checkout/${checkout.transaction_id}/`)
        .expect(303);
      expect(paidPage.headers.location).toMatch(/^http:\/\/web\.test\/payment-success\?/);
    });

    it('refuses a callback without the right credentials and credits nothing', async () => {
      const purchase = await makePurchase(stack.api);
      const checkout = await startCheckout(stack, 'intouch', purchase, (await makePack(stack.api)).id);
      const response = await stack.api.http
        .get('/api/payments/intouch/callback/')
        .auth('intouch-callback', 'devine')
        .query({ payment_status: '200', command_number: checkout.transaction_id, paid_amount: '1000.0' })
        .expect(401);
      expect(response.body).toEqual({ detail: 'Identifiants de notification invalides.' });
      expect(await paymentStatus(stack.api, checkout.id)).toBe('pending');
      expect(await eventVerdicts(stack.api, checkout.id, 'notification')).toEqual(['rejected_credentials']);
    });
  });

  describe('refusals', () => {
    it('asks for the participant and the pack', async () => {
      const buyer = await makeUser(stack.api);
      const cinetpay = await stack.api.http.post('/api/payments/cinetpay/init/').set(buyer.auth).send({}).expect(400);
      expect(cinetpay.body).toEqual({ detail: 'Paramètres requis manquants pour initialiser le paiement' });
      const paydunya = await stack.api.http
        .post('/api/payments/paydunya/init/')
        .set(buyer.auth)
        .send({ participant_id: 1 })
        .expect(400);
      expect(paydunya.body).toEqual({ detail: 'Données manquantes pour initialiser le paiement PayDunya' });
      const bad = await stack.api.http
        .post('/api/payments/cinetpay/init/')
        .set(buyer.auth)
        .send({ participant: 'abc', pack: 1 })
        .expect(400);
      expect(bad.body).toEqual({ participant: ['Ce champ doit être un nombre entier.'] });
    });

    it('requires a signed-in buyer, a live participant, an open contest and an existing pack', async () => {
      const purchase = await makePurchase(stack.api);
      const pack = await makePack(stack.api);
      await stack.api.http
        .post('/api/payments/cinetpay/init/')
        .send({ participant: purchase.participantId, pack: pack.id })
        .expect(401);
      const missingPack = await stack.api.http
        .post('/api/payments/cinetpay/init/')
        .set(purchase.buyer.auth)
        .send({ participant: purchase.participantId, pack: 999_999 })
        .expect(404);
      expect(missingPack.body).toEqual({ detail: 'Pack de votes non trouvé' });
      const missingParticipant = await stack.api.http
        .post('/api/payments/cinetpay/init/')
        .set(purchase.buyer.auth)
        .send({ participant: 999_999, pack: pack.id })
        .expect(404);
      expect(missingParticipant.body).toEqual({ detail: 'Participant non trouvé' });
      await stack.api.db.query(`UPDATE contests SET status = 'closed' WHERE id = $1`, [purchase.contestId]);
      const closed = await stack.api.http
        .post('/api/payments/cinetpay/init/')
        .set(purchase.buyer.auth)
        .send({ participant: purchase.participantId, pack: pack.id })
        .expect(400);
      expect(closed.body).toEqual({ detail: 'Le concours est terminé' });
      // The same answer as the vote for a pre-registration contest whose end date passed (it never opened).
      await stack.api.db.query(
        `UPDATE contests SET status = 'pre_registration', start_date = now() - interval '2 days',
           end_date = now() - interval '1 second' WHERE id = $1`,
        [purchase.contestId],
      );
      const neverOpened = await stack.api.http
        .post('/api/payments/cinetpay/init/')
        .set(purchase.buyer.auth)
        .send({ participant: purchase.participantId, pack: pack.id })
        .expect(400);
      expect(neverOpened.body).toEqual({ detail: 'Le concours est terminé' });
      const [{ count }] = await stack.api.db.query('SELECT count(*)::int AS count FROM payments WHERE user_id = $1', [
        purchase.buyer.user.id,
      ]);
      expect(count).toBe(0);
    });

    it('answers 400 without a reference and 404 for an unknown one, and hides numeric ids from others', async () => {
      const missing = await stack.api.http.get('/api/payments/cinetpay/status/').expect(400);
      expect(missing.body).toEqual({ detail: 'Aucun identifiant de paiement fourni' });
      const unknown = await stack.api.http.get('/api/payments/details/BS-INCONNU/').expect(404);
      expect(unknown.body).toEqual({ detail: 'Paiement non trouvé' });

      const purchase = await makePurchase(stack.api);
      const checkout = await startCheckout(stack, 'cinetpay', purchase, (await makePack(stack.api)).id);
      await stack.api.http.get(`/api/payments/payments/${checkout.id}/status/`).expect(404);
      const stranger = await makeUser(stack.api);
      await stack.api.http.get(`/api/payments/payments/${checkout.id}/status/`).set(stranger.auth).expect(404);
      const own = await stack.api.http
        .get(`/api/payments/payments/${checkout.id}/status/`)
        .set(purchase.buyer.auth)
        .expect(200);
      expect(own.body).toMatchObject({ id: checkout.id, status: 'pending', status_label: 'Paiement en cours' });
    });
  });
});
