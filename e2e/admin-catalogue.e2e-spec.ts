import { expectAccessible } from './support/accessibility';
import { type BackOffice, startBackOffice } from './support/back-office';
import { screenshot } from './support/browser';

describe('the back office’s locations and vote packs in the browser', () => {
  let office: BackOffice;

  beforeAll(async () => {
    office = await startBackOffice();
  });
  afterAll(() => office.close());

  it('adds a country and a city, then renames the city', async () => {
    const page = await office.open(1280);
    await office.signIn(page, office.admin, '/localisations');
    await page.getByRole('heading', { name: 'Gestion des emplacements' }).waitFor();
    const add = page.getByRole('button', { name: 'Ajouter le pays' });
    expect(await add.isDisabled()).toBe(true);
    await page.getByLabel('Nouveau pays').fill('Cap-Vert');
    await add.click();
    await page.getByText('Le pays Cap-Vert a été ajouté.').waitFor();

    await page.getByRole('button', { name: /Cap-Vert\s*0 ville/ }).click();
    await page.getByLabel('Nouvelle ville (Cap-Vert)').fill('Praya');
    await page.getByRole('button', { name: 'Ajouter la ville' }).click();
    await page.getByText('La ville Praya a été ajoutée.').waitFor();
    await page.getByRole('button', { name: 'Renommer (Praya)' }).click();
    await page.getByLabel('Nouveau nom de Praya').fill('Praia');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Renommé en Praia.').waitFor();
    await page.getByRole('button', { name: /Cap-Vert\s*1 ville/ }).waitFor();
    await screenshot(page, 'admin-locations');
    await expectAccessible(page);

    const cities = await office.api.db.query(
      `SELECT c.name FROM cities c JOIN countries p ON p.id = c.country_id WHERE p.name = 'Cap-Vert'`,
    );
    expect(cities).toEqual([{ name: 'Praia' }]);

    const phone = await office.open(360);
    await office.signIn(phone, office.admin, '/localisations?search=Cap');
    await phone.getByRole('button', { name: 'Cap-Vert 1 ville' }).waitFor();
    await screenshot(phone, 'admin-locations');
    await expectAccessible(phone);
  });

  it('creates a pack on promotion and shows the struck price', async () => {
    const page = await office.open(1280);
    await office.signIn(page, office.admin, '/packs-de-votes');
    const form = page.getByRole('region', { name: 'Nouveau pack' });
    await form.getByLabel('Nom', { exact: true }).fill('Pack Tabaski');
    await form.getByLabel('Nombre de votes', { exact: true }).fill('0');
    await form.getByLabel('Prix (F CFA)', { exact: true }).fill('2500');
    await form.getByRole('button', { name: 'Créer le pack' }).click();
    await form.getByText('Le nombre de votes doit être supérieur à zéro.').waitFor();
    await form.getByLabel('Nombre de votes', { exact: true }).fill('60');
    await form.getByLabel('Prix promotionnel (F CFA)').fill('2000');
    await form.getByLabel('Début de la promotion').fill('2026-01-01T00:00');
    await form.getByLabel('Fin de la promotion').fill('2099-01-01T00:00');
    await form.getByLabel('Texte de la promotion').fill('Spécial Tabaski');
    await form.getByRole('button', { name: 'Créer le pack' }).click();
    await page.getByText('Le pack Pack Tabaski a été créé.').waitFor();

    const card = page.getByRole('article', { name: 'Pack Tabaski' });
    await card.getByText('Promotion active').waitFor();
    expect((await card.locator('s').innerText()).replace(/\s/g, ' ')).toContain('2 500 F CFA');
    await card.getByText('−20 %').waitFor();
    await card.getByText('Excellent').waitFor();
    await screenshot(page, 'admin-vote-packs');
    await expectAccessible(page);

    const [pack] = await office.api.db.query(
      `SELECT votes_count, price, promotion_price FROM vote_packs WHERE name = 'Pack Tabaski'`,
    );
    expect(pack).toEqual({ votes_count: 60, price: 2500, promotion_price: 2000 });

    const phone = await office.open(360);
    await office.signIn(phone, office.admin, '/packs-de-votes');
    await phone.getByRole('article', { name: 'Pack Tabaski' }).waitFor();
    await screenshot(phone, 'admin-vote-packs');
    await expectAccessible(phone);
  });
});
