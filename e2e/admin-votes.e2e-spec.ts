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
    const vote = (participantId: number, voterId: number, hash: string, count: number) =>
      api.db.query(
        `INSERT INTO vote_ledger (kind, weight, contest_id, participant_id, voter_id, ip_hash)
         SELECT 'free', 1, $1, $2, $3, $4 FROM generate_series(1, $5::int)`,
        [contest.id, participantId, voterId, hash, count],
      );
    await vote(aicha.id, fraudster.user.id, 'f'.repeat(32), 5);
    await vote(binta.id, honest.user.id, 'a'.repeat(32), 3);

    const visitor = await office.open(1280);
    await visitor.goto(`/concours/${contest.id}/classement`);
    await visitor.getByText('5 votes').waitFor();
    expect(await rankingNames(visitor)).toEqual(['Aïcha', 'Binta']);

    const page = await office.open(1280);
    await office.signIn(page, office.admin, `/votes?contest=${contest.id}`);
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
    await office.signIn(phone, office.admin, `/votes?contest=${contest.id}&participant=${aicha.id}`);
    await phone.getByRole('heading', { name: "Registre des votes d'Aïcha" }).waitFor();
    await screenshot(phone, 'admin-votes');
    await expectAccessible(phone);
  });
});
