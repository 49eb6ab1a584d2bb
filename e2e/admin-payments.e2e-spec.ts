import { paymentRow, type PaymentStatus } from '@app/testing';
import { makeBaby, makeContest, makeParticipant } from '../services/api/test/support/contest-factories';
import { makeUser } from '../services/api/test/support/factories';
import { expectAccessible } from './support/accessibility';
import { type BackOffice, startBackOffice } from './support/back-office';
import { screenshot } from './support/browser';

describe('the back office’s payments in the browser', () => {
  let office: BackOffice;

  beforeAll(async () => {
    office = await startBackOffice();
  });
  afterAll(() => office.close());

  it('credits a flagged payment once, with its reason, after reading the provider’s messages', async () => {
    const { api } = office;
    const contest = await makeContest(api, { title: 'Concours Filles — Printemps' });
    const parent = await makeUser(api, { firstName: 'Khadija', lastName: 'Sy' });
    const participant = await makeParticipant(
      api,
      contest.id,
      await makeBaby(api, parent.user.id, { name: 'Aïcha' }),
      parent.user.id,
    );
    const payer = await makeUser(api, { firstName: 'Oumar', lastName: 'Ba' });
    const insert = (reference: string, status: PaymentStatus, flagReason: string | null) =>
      paymentRow(api.db, {
        transactionId: reference,
        status,
        providerStatus: status.toUpperCase(),
        userId: payer.user.id,
        participantId: participant.id,
        contestId: contest.id,
        packName: 'Pack Supporter',
        votes: 25,
        amount: 1000,
        flagReason,
        completedAt: new Date(),
      });
    await insert('BS-E2E-OK-01', 'succeeded', null);
    const flagged = await insert('BS-E2E-FLAG-02', 'flagged', 'Montant reçu 500 au lieu de 1000 XOF.');
    await api.db.query(
      `INSERT INTO payment_events (payment_id, provider, source, reference, verdict, detail, payload)
       VALUES ($1, 'cinetpay', 'check', 'BS-E2E-FLAG-02', 'flagged', 'Montant reçu 500 au lieu de 1000 XOF.', '{"amount": "500"}')`,
      [flagged],
    );

    const page = await office.open(1280);
    await office.signIn(page, office.admin, '/paiements');
    await page.getByRole('row', { name: /BS-E2E-OK-01/ }).waitFor();
    await page.getByLabel('Statut').selectOption('flagged');
    await page.getByRole('row', { name: /BS-E2E-OK-01/ }).waitFor({ state: 'detached' });
    await page.getByRole('row', { name: /BS-E2E-FLAG-02/ }).waitFor();
    await screenshot(page, 'admin-payments');
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Détails (BS-E2E-FLAG-02)' }).click();
    await page.getByRole('heading', { name: 'Paiement BS-E2E-FLAG-02' }).waitFor();
    await page.getByText('Mis de côté pour vérification').waitFor();
    await page.getByRole('button', { name: 'Créditer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Créditer ce paiement ?' });
    await dialog.getByText('25 votes seront crédités à Aïcha, une seule fois.', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Créditer les votes' }).click();
    await dialog.getByText('Indiquez le motif de la décision.').waitFor();
    await dialog.getByLabel('Motif').fill('Montant complet confirmé par le relevé CinetPay');
    await dialog.getByRole('button', { name: 'Créditer les votes' }).click();
    await page.getByText('Paiement validé : 25 votes crédités.').waitFor();
    await page.getByText('Réussi', { exact: true }).waitFor();
    await screenshot(page, 'admin-payment-detail');
    await expectAccessible(page);

    const ledger = await api.db.query(`SELECT kind, weight FROM vote_ledger WHERE payment_id = $1`, [flagged]);
    expect(ledger).toEqual([{ kind: 'paid', weight: 25 }]);
    const [event] = await api.db.query(
      `SELECT verdict, detail FROM payment_events WHERE payment_id = $1 AND source = 'admin'`,
      [flagged],
    );
    expect(event).toEqual({ verdict: 'credited', detail: 'Montant complet confirmé par le relevé CinetPay' });
    expect(await page.getByRole('button', { name: 'Créditer' }).count()).toBe(0);

    const phone = await office.open(360);
    await office.signIn(phone, office.admin, '/paiements');
    await phone.getByRole('row', { name: /BS-E2E-FLAG-02/ }).waitFor();
    await screenshot(phone, 'admin-payments');
    await expectAccessible(phone);
  });
});
