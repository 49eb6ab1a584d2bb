/// <reference lib="dom" />
import { WinnerRecorder } from '@app/awards/winners/winner-recorder';
import { ledgerRows } from '@app/testing';
import type { Page } from 'playwright-core';
import type { ApiHarness } from '../services/api/test/support/api-harness';
import { makeBaby, makeContest, makeParticipant } from '../services/api/test/support/contest-factories';
import { makeUser, type MadeUser } from '../services/api/test/support/factories';
import { expectAccessible } from './support/accessibility';
import { type BackOffice, startBackOffice } from './support/back-office';
import { screenshot } from './support/browser';

describe('the back office in the browser', () => {
  let office: BackOffice;
  let api: ApiHarness;
  let admin: MadeUser;
  const open = (width: number) => office.open(width);
  const signIn = (page: Page, account: MadeUser, path: string) => office.signIn(page, account, path);

  beforeAll(async () => {
    office = await startBackOffice();
    ({ api, admin } = office);
  });
  afterAll(() => office.close());

  /** A closed contest whose winner (a parent's baby) has claimed a 150 000 F CFA prize; the claim's id. */
  async function pendingClaim(): Promise<number> {
    const contest = await makeContest(api, { title: 'Concours Saison sèche', prize: 150_000 });
    const parent = await makeUser(api, { firstName: 'Khadija', lastName: 'Sy' });
    const baby = await makeBaby(api, parent.user.id, { name: 'Ramatoulaye' });
    const participant = await makeParticipant(api, contest.id, baby, parent.user.id);
    await ledgerRows(
      api.db,
      {
        kind: 'free',
        contestId: contest.id,
        participantId: participant.id,
        voterId: admin.user.id,
        ipHash: 'a'.repeat(32),
      },
      5,
    );
    await api.db.transaction(async (transaction) => {
      await transaction.query(
        `UPDATE contests SET status = 'closed', start_date = now() - interval '20 days', end_date = now()
          WHERE id = $1`,
        [contest.id],
      );
      await api.app.get(WinnerRecorder).recordAtClose(transaction, contest.id);
    });
    await api.db.query('UPDATE winners SET notified_at = now() WHERE contest_id = $1', [contest.id]);
    const { winner_id: winner } = (
      await api.http.get(`/api/contests/getmyprize/can-claim/?contest_id=${contest.id}`).set(parent.auth).expect(200)
    ).body;
    const claim = await api.http
      .post('/api/contests/getmyprize/')
      .set(parent.auth)
      .send({ winner, phone_number: '77 123 45 67', operator: 'Wave' })
      .expect(201);
    return claim.body.id as number;
  }

  it('refuses a parent with the spec’s words', async () => {
    const parent = await makeUser(api, { firstName: 'Fatou', lastName: 'Ndiaye' });
    const page = await open(360);
    await signIn(page, parent, '/reclamations-prix');
    await page.getByRole('heading', { name: 'Accès refusé' }).waitFor();
    await page.getByText('Seuls les administrateurs peuvent y accéder.').waitFor();
    expect(await page.getByRole('navigation').count()).toBe(0);
    await screenshot(page, 'admin-refused');
  });

  it('opens on the dashboard, whose vote counter moves live as votes land', async () => {
    const contest = await makeContest(api, { title: 'Concours Tableau de bord' });
    const parent = await makeUser(api, { firstName: 'Adama', lastName: 'Koné' });
    const participant = await makeParticipant(api, contest.id, await makeBaby(api, parent.user.id), parent.user.id);
    const page = await open(1280);
    await signIn(page, admin, '');
    await page.waitForURL(/\/admin\/tableau-de-bord$/);
    await page.getByRole('status', { name: 'État du direct' }).getByText('En direct').waitFor();
    const votes = page.locator('.stat-card', { has: page.locator('dt', { hasText: /^Votes$/ }) }).locator('dd');
    const count = async () => Number((await votes.innerText()).split('\n')[0].replace(/\D/g, ''));
    const before = await count();

    await ledgerRows(
      api.db,
      {
        kind: 'free',
        contestId: contest.id,
        participantId: participant.id,
        voterId: parent.user.id,
        ipHash: 'e'.repeat(32),
      },
      7,
    );
    await page.waitForFunction(
      ([expected]) =>
        Array.from(document.querySelectorAll('.stat-card')).some(
          (card) =>
            card.querySelector('dt')?.textContent === 'Votes' &&
            Number(card.querySelector('dd')?.firstChild?.textContent?.replace(/\D/g, '')) === expected,
        ),
      [before + 7],
    );
    await page.getByText('Aucun paiement pour le moment.').waitFor();
    await screenshot(page, 'admin-dashboard');
    await expectAccessible(page);

    const phone = await open(360);
    await signIn(phone, admin, '/tableau-de-bord');
    await phone.getByRole('heading', { name: 'Votes par heure' }).waitFor();
    await screenshot(phone, 'admin-dashboard');
  });

  it('lets an administrator mark a prize claim paid, with no style refused by the CSP on the way', async () => {
    const claimId = await pendingClaim();
    const page = await open(1280);
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) refused.push(message.text());
    });
    await signIn(page, admin, '/reclamations-prix');
    await page.getByRole('heading', { name: 'Gestion des réclamations de prix' }).waitFor();
    await page.getByRole('row', { name: /Ramatoulaye/ }).waitFor();
    await screenshot(page, 'admin-claims');
    await expectAccessible(page);

    await page.getByRole('button', { name: `Marquer payé (#${claimId})` }).click();
    const dialog = page.getByRole('dialog', { name: `Marquer la réclamation #${claimId} comme payée` });
    expect(await dialog.getByLabel('Montant versé (F CFA)').inputValue()).toBe('150000');
    await dialog.getByLabel('Référence du paiement').fill('MP261124.1030.B77');
    await dialog.getByRole('button', { name: 'Confirmer le paiement' }).click();
    await page.getByText(`La réclamation #${claimId} est marquée comme payée.`).waitFor();
    await page
      .getByRole('row', { name: /Ramatoulaye/ })
      .getByText('Payée')
      .waitFor();
    await screenshot(page, 'admin-claim-paid');

    const [claim] = await api.db.query(
      'SELECT status, payout_reference, payout_amount FROM prize_claims WHERE id = $1',
      [claimId],
    );
    expect(claim).toEqual({ status: 'paid', payout_reference: 'MP261124.1030.B77', payout_amount: 150_000 });

    await page.getByRole('link', { name: 'Journal' }).click();
    const entry = page.getByRole('row', { name: new RegExp(`Lot payé.*#${claimId}`) });
    await entry.getByText(admin.user.email).waitFor();
    await screenshot(page, 'admin-journal');
    await expectAccessible(page);
    // The bars of the prize statistics, the dialog over the dimmed page: none asked for an inline style.
    expect(refused).toEqual([]);
  });

  it('lets an administrator hide a flagged comment from the phone menu', async () => {
    const contest = await makeContest(api, { title: 'Concours Bébés Garçons' });
    const parent = await makeUser(api, { firstName: 'Aminata', lastName: 'Traoré' });
    const baby = await makeBaby(api, parent.user.id, { name: 'Moussa' });
    const participant = await makeParticipant(api, contest.id, baby, parent.user.id);
    const author = await makeUser(api, { firstName: 'Ibrahima', lastName: 'Faye' });
    const reader = await makeUser(api);
    const comment = await api.http
      .post(`/api/contests/participants/${participant.id}/comment/`)
      .set(author.auth)
      .send({ text: 'Concours truqué, votez plutôt sur mon site !' })
      .expect(201);
    await api.http.post(`/api/contests/comments/${comment.body.id}/flag/`).set(reader.auth).send({}).expect(200);

    const page = await open(360);
    await signIn(page, admin, '/reclamations-prix');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Onglets' }).getByRole('link', { name: 'Commentaires' }).click();
    const card = page.getByRole('article', { name: 'Ibrahima Faye' });
    await card.getByText('Concours truqué, votez plutôt sur mon site !').waitFor();
    await screenshot(page, 'admin-comments');
    await expectAccessible(page);

    await card.getByRole('button', { name: 'Masquer (Ibrahima Faye)' }).click();
    await page.getByText('Le commentaire a été masqué avec succès').waitFor();
    await card.getByText('Masqué', { exact: true }).waitFor();

    const visible = await api.http.get(`/api/contests/participants/${participant.id}/comments/`).expect(200);
    expect(visible.body.results).toEqual([]);
  });
});
