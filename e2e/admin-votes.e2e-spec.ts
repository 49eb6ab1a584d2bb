import { insertHeld, ledgerRows } from '@app/testing';
import type { Page } from 'playwright-core';
import { makeBaby, makeContest, makeParticipant } from '../services/api/test/support/contest-factories';
import { makeUser } from '../services/api/test/support/factories';
import { expectAccessible } from './support/accessibility';
import { type BackOffice, startBackOffice } from './support/back-office';
import { screenshot } from './support/browser';

/** The names of the public ranking page, top first. */
const rankingNames = (page: Page) => page.locator('.ranking .ranking__name').allInnerTexts();

describe('the back office’s vote audit in the browser', () => {
  let office: BackOffice;

  beforeAll(async () => {
    office = await startBackOffice({ site: true });
    await office.api.startWorker();
  });
  afterAll(() => office.close());

  it('reverses a voter’s votes after showing the new rank, and the public ranking follows', async () => {
    const { api } = office;
    const contest = await makeContest(api, { title: 'Concours Mixte — Tabaski' });
    const parent = await makeUser(api, { firstName: 'Khadija', lastName: 'Sy' });
    const aicha = await makeParticipant(
      api,
      contest.id,
      await makeBaby(api, parent.user.id, { name: 'Aïcha' }),
      parent.user.id,
    );
    const binta = await makeParticipant(
      api,
      contest.id,
      await makeBaby(api, parent.user.id, { name: 'Binta' }),
      parent.user.id,
    );
    const fraudster = await makeUser(api, { firstName: 'Faux', lastName: 'Compte' });
    const honest = await makeUser(api, { firstName: 'Awa', lastName: 'Diop' });
    const vote = (participantId: number, voterId: number, ipHash: string, count: number) =>
      ledgerRows(api.db, { kind: 'free', contestId: contest.id, participantId, voterId, ipHash }, count);
    await vote(aicha.id, fraudster.user.id, 'f'.repeat(32), 5);
    await vote(binta.id, honest.user.id, 'a'.repeat(32), 3);

    const visitor = await office.open(1280);
    await visitor.goto(`/concours/${contest.id}/classement`);
    await visitor.getByText('5 votes').waitFor();
    expect(await rankingNames(visitor)).toEqual(['Aïcha', 'Binta']);

    const page = await office.open(1280);
    await office.signIn(page, office.admin, `/votes?view=ledger&contest=${contest.id}`);
    await page.getByRole('button', { name: 'Aïcha — 5 votes' }).click();
    await page.getByRole('heading', { name: "Registre des votes d'Aïcha" }).waitFor();
    await screenshot(page, 'admin-votes');
    await expectAccessible(page);

    await page
      .getByRole('button', { name: /^Tous ses votes \(vote #/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: /Annuler tous les votes de .* dans ce concours \?/ });
    await dialog.getByText('5 votes seront annulés (5 lignes du registre).').waitFor();
    await dialog.getByText('Aïcha : 5 → 0 vote, rang 1 → non classé').waitFor();
    await dialog.getByLabel('Motif (inscrit au journal)').fill('Comptes créés en série le même soir');
    await screenshot(page, 'admin-votes-preview');
    await dialog.getByRole('button', { name: 'Annuler les votes' }).click();
    await page.getByText('5 votes annulés.').waitFor();
    await page
      .getByRole('table', { name: 'Annulations de votes, de la plus récente à la plus ancienne' })
      .getByText('Comptes créés en série le même soir')
      .waitFor();

    const [ledger] = await api.db.query(
      `SELECT count(*) FILTER (WHERE kind = 'reversal')::int AS reversals, sum(weight)::int AS total
         FROM vote_ledger WHERE participant_id = $1`,
      [aicha.id],
    );
    expect(ledger).toEqual({ reversals: 5, total: 0 });

    await visitor.reload();
    await visitor.getByText('3 votes').waitFor();
    await visitor.waitForFunction(() => document.querySelector('.ranking .ranking__name')?.textContent === 'Binta');
    expect(await rankingNames(visitor)).toEqual(['Binta', 'Aïcha']);

    const phone = await office.open(360);
    await office.signIn(phone, office.admin, `/votes?view=ledger&contest=${contest.id}&participant=${aicha.id}`);
    await phone.getByRole('heading', { name: "Registre des votes d'Aïcha" }).waitFor();
    await screenshot(phone, 'admin-votes');
    await expectAccessible(phone);
  });

  it('opens on the queue of held votes across contests, counted in the navigation, each decided from its row', async () => {
    const { api } = office;
    const parent = await makeUser(api, { firstName: 'Mariam', lastName: 'Ba' });
    const entry = async (title: string, name: string) => {
      const contest = await makeContest(api, { title });
      const baby = await makeBaby(api, parent.user.id, { name });
      return { contest, participant: await makeParticipant(api, contest.id, baby, parent.user.id) };
    };
    const noel = await entry('Concours Mixte — Noël', 'Fanta');
    const paques = await entry('Concours Filles — Pâques', 'Ramatou');
    const voter = await makeUser(api, { firstName: 'Jeune', lastName: 'Compte' });
    const hold = (target: typeof noel, minutesAgo: number) =>
      insertHeld(api.db, {
        contestId: target.contest.id,
        participantId: target.participant.id,
        voterId: voter.user.id,
        ipHash: 'c'.repeat(32),
        deviceHash: 'd'.repeat(32),
        signals: ['young_account', 'device_accounts'],
        reason: "Plusieurs comptes ont voté aujourd'hui depuis ce téléphone",
        createdAt: new Date(Date.now() - minutesAgo * 60_000),
      });
    await hold(noel, 90);
    await hold(paques, 60);
    await hold(noel, 30);

    for (const width of [1280, 360]) {
      const page = await office.open(width);
      await office.signIn(page, office.admin, '/votes');
      const queue = page.getByRole('table', { name: 'Votes en vérification, les plus anciens d’abord' });
      await queue.waitFor();
      const contests = await queue.locator('tbody tr td:nth-child(3)').allInnerTexts();
      expect(contests.slice(-3)).toEqual([
        'Concours Mixte — Noël',
        'Concours Filles — Pâques',
        'Concours Mixte — Noël',
      ]);
      const menu = page.getByLabel('Concours', { exact: true });
      expect(await menu.locator('option').allInnerTexts()).toEqual(
        expect.arrayContaining(['Concours Mixte — Noël (2)', 'Concours Filles — Pâques (1)']),
      );
      if (width >= 900) {
        const tab = page.getByRole('navigation', { name: 'Onglets de l’administration' }).getByRole('link', {
          name: 'Votes',
          exact: true,
        });
        expect(await tab.getAttribute('aria-describedby')).toBeTruthy();
        expect(await page.locator('aside .admin-nav__badge').innerText()).toMatch(/^\d+/);
        // Every row's decisions are in the window, without scrolling sideways.
        for (const button of await queue.getByRole('button', { name: /^(Valider|Rejeter) le vote #/ }).all()) {
          const box = await button.boundingBox();
          expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
        }
      }
      await screenshot(page, 'admin-votes-held');
      await expectAccessible(page);
    }

    const page = await office.open(1280);
    await office.signIn(page, office.admin, `/votes?contest=${paques.contest.id}`);
    const row = page.getByRole('row', { name: /Concours Filles — Pâques/ });
    await row.getByRole('button', { name: /^Rejeter le vote #/ }).click();
    const dialog = page.getByRole('dialog', { name: /^Rejeter le vote #\d+ \?$/ });
    await dialog.getByLabel('Motif (inscrit au registre)').fill('Compte jetable');
    await dialog.getByRole('button', { name: 'Rejeter' }).click();
    await page.getByText('1 vote rejeté.').waitFor();
    await page.getByText('Aucun vote en vérification : tout est traité.').waitFor();
    const [rejected] = await api.db.query(
      `SELECT count(*)::int AS n FROM vote_ledger WHERE kind = 'rejection' AND contest_id = $1`,
      [paques.contest.id],
    );
    expect(rejected.n).toBe(1);
  });
});
