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
    const insert = (reference: string, status: string, flagReason: string | null) =>
      api.db.query(
        `INSERT INTO payments (provider, transaction_id, status, provider_status, user_id, participant_id, contest_id,
           pack_name, votes_count, amount, currency, flag_reason, completed_at)
         VALUES ('cinetpay', $1, $2, $7, $3, $4, $5, 'Pack Supporter', 25, 1000, 'XOF', $6, now()) RETURNING id`,
        [reference, status, payer.user.id, participant.id, contest.id, flagReason, status.toUpperCase()],
      );
    await insert('BS-E2E-OK-01', 'succeeded', null);
    const [flagged] = await insert('BS-E2E-FLAG-02', 'flagged', 'Montant reçu 500 au lieu de 1000 XOF.');
    await api.db.query(
      `INSERT INTO payment_events (payment_id, provider, source, reference, verdict, detail, payload)
       VALUES ($1, 'cinetpay', 'check', 'BS-E2E-FLAG-02', 'flagged', 'Montant reçu 500 au lieu de 1000 XOF.', '{"amount": "500"}')`,
      [flagged.id],
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

    const ledger = await api.db.query(`SELECT kind, weight FROM vote_ledger WHERE payment_id = $1`, [flagged.id]);
    expect(ledger).toEqual([{ kind: 'paid', weight: 25 }]);
    const [event] = await api.db.query(
      `SELECT verdict, detail FROM payment_events WHERE payment_id = $1 AND source = 'admin'`,
      [flagged.id],
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
