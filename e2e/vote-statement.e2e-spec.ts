import { ledgerRows } from '@app/testing';
import type { Page } from 'playwright-core';
import { makeBaby, makeContest, makeParticipant } from '../services/api/test/support/contest-factories';
import { makeUser } from '../services/api/test/support/factories';
import { expectAccessible } from './support/accessibility';
import { type BackOffice, startBackOffice } from './support/back-office';
import { screenshot } from './support/browser';

/** The figure of one of the statement's totals ("Total", "En vérification"…). */
const total = (page: Page, label: string) =>
  page
    .getByLabel('Totaux du relevé')
    .locator('div', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('.statement-total__value')
    .innerText();

describe('held votes: the parent’s statement and the administrator’s release, in the browser', () => {
  let office: BackOffice;
  /** A page of `office` at `width`, given 30 s a step: this test keeps five browsers and the worker busy at once. */
  const open = async (width: number) => {
    const page = await office.open(width);
    page.setDefaultTimeout(30_000);
    return page;
  };

  beforeAll(async () => {
    // Every free vote of a day-old account is held: the score of a young account is 1.
    office = await startBackOffice({ site: true, env: { FRAUD_HOLD_SCORE: '1' } });
    await office.api.startWorker();
  });
  afterAll(() => office.close());

  it('shows the parent the ranking’s count, and moves it once an administrator releases a held vote', async () => {
    const { api } = office;
    const contest = await makeContest(api, { title: 'Concours Mixte — Tabaski' });
    const parent = await makeUser(api, { firstName: 'Khadija', lastName: 'Sy' });
    const aicha = await makeParticipant(
      api,
      contest.id,
      await makeBaby(api, parent.user.id, { name: 'Aïcha' }),
      parent.user.id,
    );
    const regular = await makeUser(api, { firstName: 'Awa', lastName: 'Diop' });
    await ledgerRows(
      api.db,
      {
        kind: 'free',
        contestId: contest.id,
        participantId: aicha.id,
        voterId: regular.user.id,
        ipHash: 'a'.repeat(32),
      },
      3,
    );
    const newcomer = await makeUser(api, { firstName: 'Binta', lastName: 'Fall' });
    const held = await api.http.post(`/api/contests/participants/${aicha.id}/vote/`).set(newcomer.auth).expect(202);
    expect(held.body).toMatchObject({ status: 'held' });

    const visitor = await open(1280);
    await visitor.goto(`/concours/${contest.id}/classement`);
    await visitor.getByText('3 votes').waitFor();

    const phone = await open(360);
    await phone.goto('/login/email?returnUrl=%2Faccount');
    await phone.getByLabel('Adresse e-mail').fill(parent.user.email);
    await phone.getByLabel('Mot de passe', { exact: true }).fill(parent.password);
    await phone.getByRole('button', { name: 'Se connecter' }).click();
    await phone.waitForURL('**/account');
    await phone.getByRole('link', { name: "Relevé des votes d'Aïcha" }).click();
    await phone.getByRole('heading', { name: "Relevé des votes d'Aïcha" }).waitFor();
    await phone.getByText('En vérification', { exact: true }).last().waitFor();
    expect(await total(phone, 'Total')).toBe('3');
    expect(await total(phone, 'En vérification')).toBe('1');
    await screenshot(phone, 'vote-statement');
    await expectAccessible(phone);

    const page = await open(1280);
    await office.signIn(page, office.admin, `/votes?view=held&contest=${contest.id}&by=participant`);
    const clusters = page.getByRole('list', { name: 'Groupes de votes en vérification, les plus nombreux d’abord' });
    await clusters.getByText('1 vote · 1 votant · 1 participant').waitFor();
    await screenshot(page, 'admin-held-votes');
    await expectAccessible(page);
    await clusters.getByRole('button', { name: /^Valider le groupe / }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Motif (inscrit au registre)').fill('Nouvelle maman du quartier, vérifiée par téléphone');
    await dialog.getByRole('button', { name: 'Valider' }).click();
    await page.getByText('Aucun vote en vérification pour ce concours.').waitFor();

    const [ledger] = await api.db.query(
      `SELECT count(*) FILTER (WHERE kind = 'release')::int AS releases, sum(weight)::int AS total
         FROM vote_ledger WHERE participant_id = $1`,
      [aicha.id],
    );
    expect(ledger).toEqual({ releases: 1, total: 4 });

    await visitor.reload();
    await visitor.getByText('4 votes').waitFor();
    await phone.reload();
    await phone.getByRole('heading', { name: "Relevé des votes d'Aïcha" }).waitFor();
    await phone.getByText('Validé', { exact: true }).waitFor();
    expect(await total(phone, 'Total')).toBe('4');
    expect(await total(phone, 'En vérification')).toBe('0');
    await screenshot(phone, 'vote-statement-released');

    const desktop = await open(1280);
    await desktop.goto('/login/email?returnUrl=%2Fcompte%2Fvotes%2F' + aicha.id);
    await desktop.getByLabel('Adresse e-mail').fill(parent.user.email);
    await desktop.getByLabel('Mot de passe', { exact: true }).fill(parent.password);
    await desktop.getByRole('button', { name: 'Se connecter' }).click();
    await desktop.getByRole('heading', { name: "Relevé des votes d'Aïcha" }).waitFor();
    await screenshot(desktop, 'vote-statement');

    const adminPhone = await open(360);
    await office.signIn(adminPhone, office.admin, `/votes?contest=${contest.id}&participant=${aicha.id}`);
    await adminPhone.getByRole('heading', { name: "Relevé des votes d'Aïcha" }).waitFor();
    await screenshot(adminPhone, 'admin-statement');
  });
});
