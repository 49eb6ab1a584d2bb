/// <reference lib="dom" />
import { eventually, ledgerRows } from '@app/testing';
import { makeBaby, makeContest, makeParticipant } from '../services/api/test/support/contest-factories';
import { makeAdmin, makeUser, type MadeUser } from '../services/api/test/support/factories';
import { type PaymentStack, startPaymentStack } from '../services/api/test/support/payment-stack';
import { type BrowserSession, openBrowser, screenshot } from './support/browser';

interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
}

describe('the end of a contest in the browser', () => {
  let stack: PaymentStack;
  let session: BrowserSession;
  let admin: MadeUser;
  let winner: MadeUser;
  let contestId: number;

  /** A contest with three participants of three parents; Mariama's Khadija leads with 12 votes. */
  beforeAll(async () => {
    stack = await startPaymentStack({ MAIL_DEV_OUTBOX: 'true' }, { site: true });
    await stack.api.startWorker();
    admin = await makeAdmin(stack.api);
    const voter = await makeUser(stack.api, { firstName: 'Moussa', lastName: 'Sow' });
    const contest = await makeContest(stack.api, { title: 'Concours Bébés — Harmattan', prize: 100_000 });
    contestId = contest.id;
    winner = await makeUser(stack.api, { firstName: 'Mariama', lastName: 'Bah' });
    const standings: [MadeUser, string, number][] = [
      [winner, 'Khadija', 12],
      [await makeUser(stack.api, { firstName: 'Aïssatou' }), 'Fanta', 7],
      [await makeUser(stack.api, { firstName: 'Ndeye' }), 'Coumba', 3],
    ];
    for (const [parent, name, votes] of standings) {
      const baby = await makeBaby(stack.api, parent.user.id, { name });
      const participant = await makeParticipant(stack.api, contest.id, baby, parent.user.id);
      await ledgerRows(
        stack.api.db,
        {
          kind: 'free',
          contestId: contest.id,
          participantId: participant.id,
          voterId: voter.user.id,
          ipHash: 'a'.repeat(32),
        },
        votes,
      );
    }
    session = await openBrowser(stack.apiUrl, 360);
  });
  afterAll(async () => {
    await session?.close();
    await stack.close();
  });

  it('closes the contest, tells the winner, takes the claim, pays it and publishes the testimonial', async () => {
    await stack.api.db.query(`UPDATE contests SET end_date = now() WHERE id = $1`, [contestId]);
    const winners = await eventually(
      async () => {
        const rows: { rank: number; user_id: number }[] = await stack.api.db.query(
          'SELECT rank, user_id FROM winners WHERE contest_id = $1 ORDER BY rank',
          [contestId],
        );
        return rows.length === 3 ? rows : null;
      },
      { timeoutMs: 40_000, everyMs: 500 },
    );
    expect(winners[0]).toEqual({ rank: 1, user_id: winner.user.id });

    const mail = await eventually(
      async () => {
        const outbox = (await stack.api.http.get('/api/dev/outbox/').set(admin.auth).expect(200))
          .body as OutboxMessage[];
        return outbox.find((message) => message.to === winner.user.email);
      },
      { timeoutMs: 40_000, everyMs: 500 },
    );
    expect(mail.text).toContain('Khadija a terminé à la 1re place');
    const link = /https?:\/\/\S+\/recuperer-lot/.exec(mail.text)?.[0];
    expect(link).toBe(`${stack.apiUrl}/recuperer-lot`);

    const page = session.page;
    await page.goto(link!);
    await page.waitForURL('**/login?returnUrl=*');
    await page.getByRole('link', { name: 'Se connecter avec une adresse e-mail' }).click();
    await page.getByLabel('Adresse e-mail').fill(winner.user.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(winner.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL('**/recuperer-lot');

    await page.getByText('À récupérer').waitFor();
    // The participation's country first; the winner's mobile money account is in Côte d'Ivoire.
    expect(await page.getByLabel('Pays du numéro').inputValue()).toBe('Sénégal');
    await page.getByLabel('Pays du numéro').selectOption("Côte d'Ivoire");
    await page.getByText('+225', { exact: true }).waitFor();
    await page.getByLabel('Numéro mobile money').fill('07 01 02 03 04');
    await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
    await page.getByText('Indiquez l’opérateur de mobile money qui recevra le lot.').waitFor();
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SELECT');
    await page.getByLabel('Opérateur mobile money').selectOption('MTN MoMo');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'awards-claim-form');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'awards-claim-form');
    await page.setViewportSize({ width: 360, height: 780 });
    await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
    await page.getByText('Votre demande a été enregistrée avec succès').waitFor();
    await page.getByText('En attente de paiement').first().waitFor();
    await screenshot(page, 'awards-claim-pending');

    const claims = await stack.api.http.get('/api/contests/admin/prize-claims/').set(admin.auth).expect(200);
    const claim = (
      claims.body.results as { id: number; phone_number: string; operator: string; winner_data: { contest: number } }[]
    ).find((candidate) => candidate.winner_data.contest === contestId);
    expect(claim).toMatchObject({ phone_number: '+2250701020304', operator: 'MTN MoMo' });
    await page.getByText(/Numéro de paiement : .* \(MTN MoMo\)/).waitFor();
    await stack.api.http
      .post(`/api/contests/admin/prize-claims/${claim!.id}/pay/`)
      .set(admin.auth)
      .send({ payout_reference: 'MP2611.E2E1', payout_amount: 100_000 })
      .expect(200);

    await page.reload();
    await page.getByText('MP2611.E2E1').waitFor();
    await page.getByText('Payé', { exact: true }).first().waitFor();
    await screenshot(page, 'awards-claim-paid');

    await page.getByRole('link', { name: 'Laisser un témoignage' }).click();
    await page.waitForURL('**/temoignages');
    await page.getByRole('radio', { name: '5 étoiles' }).check({ force: true });
    const message = 'Toute la famille a voté pour Khadija : merci Bébé Star, le lot est bien arrivé !';
    await page.getByLabel('Message').fill(message);
    await page.getByRole('button', { name: 'Envoyer mon témoignage' }).click();
    await page.getByText('Merci ! Votre témoignage a été envoyé avec succès.').waitFor();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });

    const testimonials = page.getByRole('region', { name: 'Témoignages de nos Gagnants' });
    await testimonials.getByText(message).waitFor();
    await testimonials.getByRole('img', { name: 'Note : 5 sur 5' }).waitFor();
    await testimonials.getByRole('article').filter({ hasText: message }).scrollIntoViewIfNeeded();
    await screenshot(page, 'awards-home-testimonial');
  });
});
