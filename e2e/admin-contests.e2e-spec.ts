import { makeImage } from '@app/testing';
import { makeContest } from '../services/api/test/support/contest-factories';
import { expectAccessible } from './support/accessibility';
import { type BackOffice, startBackOffice } from './support/back-office';
import { screenshot } from './support/browser';

describe('the back office’s contests in the browser', () => {
  let office: BackOffice;

  beforeAll(async () => {
    office = await startBackOffice();
  });
  afterAll(() => office.close());

  it('refuses an end before the start, then creates the contest with its image', async () => {
    await makeContest(office.api, { title: 'Concours Filles — Printemps', prize: 150_000 });
    await makeContest(office.api, {
      title: 'Concours Garçons — Hivernage',
      gender: 'male',
      status: 'pre_registration',
      preregistrationStartDate: new Date(Date.now() - 20 * 24 * 3600_000),
      preregistrationEndDate: new Date(Date.now() - 24 * 3600_000),
    });
    const page = await office.open(1280);
    await office.signIn(page, office.admin, '/concours');
    await page
      .getByRole('article', { name: 'Concours Garçons — Hivernage' })
      .getByText('Fin préinscriptions dépassée')
      .waitFor();
    await screenshot(page, 'admin-contests');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Nouveau concours' }).click();
    const dialog = page.getByRole('dialog', { name: 'Créer un nouveau concours' });
    await dialog.getByLabel('Titre').fill('Concours Mixte — Fête de Noël');
    await dialog.getByLabel('Description').fill('Le plus beau sourire des fêtes.');
    await dialog.getByLabel('Catégorie').selectOption('mixed');
    await dialog.getByLabel('1re place (F CFA)').fill('200000');
    await dialog.getByLabel('2e place (F CFA)').fill('250000');
    await dialog.getByText('Le prix de la 2e place ne peut pas dépasser celui de la 1re place.').waitFor();
    await dialog.getByLabel('2e place (F CFA)').fill('100000');
    await dialog.getByLabel('3e place (F CFA)').fill('50000');
    const podium = dialog.getByRole('figure', { name: 'Aperçu du podium' });
    expect(await podium.getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringMatching(/^100\s000\sF\sCFA\s+2e place$/),
      expect.stringMatching(/^200\s000\sF\sCFA\s+1re place$/),
      expect.stringMatching(/^50\s000\sF\sCFA\s+3e place$/),
    ]);
    await dialog.getByLabel('Début du concours').fill('2026-12-20T10:00');
    await dialog.getByLabel('Fin du concours').fill('2026-12-10T10:00');
    await dialog.getByText('La fin du concours doit être postérieure au début du concours.').waitFor();
    expect(await dialog.getByRole('button', { name: 'Créer le concours' }).isDisabled()).toBe(true);
    await podium.scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-contest-form');
    await expectAccessible(page);

    await dialog.getByLabel('Fin du concours').fill('2027-01-10T18:00');
    await dialog.getByLabel('Image').setInputFiles({
      name: 'noel.png',
      mimeType: 'image/png',
      buffer: await makeImage({ width: 1200, height: 675, format: 'png' }),
    });
    await dialog.getByRole('img', { name: 'Aperçu de la nouvelle image' }).waitFor();
    await dialog.getByRole('button', { name: 'Créer le concours' }).click();
    await page.getByText('Le concours « Concours Mixte — Fête de Noël » a été créé.').waitFor();
    await page.getByRole('article', { name: 'Concours Mixte — Fête de Noël' }).waitFor();

    const [created] = await office.api.db.query(
      `SELECT status, gender, prize, second_prize, third_prize, image IS NOT NULL AS has_image, start_date, end_date
         FROM contests WHERE title = $1`,
      ['Concours Mixte — Fête de Noël'],
    );
    expect(created).toMatchObject({
      status: 'draft',
      gender: 'mixed',
      prize: 200_000,
      second_prize: 100_000,
      third_prize: 50_000,
      has_image: true,
    });
    expect((created.end_date as Date).toISOString()).toBe('2027-01-10T18:00:00.000Z');

    const phone = await office.open(360);
    await office.signIn(phone, office.admin, '/concours');
    await phone.getByRole('article', { name: 'Concours Mixte — Fête de Noël' }).waitFor();
    await screenshot(phone, 'admin-contests');
    await expectAccessible(phone);
    await phone
      .getByRole('article', { name: 'Concours Mixte — Fête de Noël' })
      .getByRole('button', { name: /Modifier/ })
      .click();
    const edit = phone.getByRole('dialog', { name: 'Modifier le concours' });
    await edit.getByRole('figure', { name: 'Aperçu du podium' }).scrollIntoViewIfNeeded();
    await screenshot(phone, 'admin-contest-form');
  });
});
