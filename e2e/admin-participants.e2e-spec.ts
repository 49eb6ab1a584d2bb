import { makeBaby, makeContest, makeParticipant } from '../services/api/test/support/contest-factories';
import { makeUser } from '../services/api/test/support/factories';
import { expectAccessible } from './support/accessibility';
import { type BackOffice, startBackOffice } from './support/back-office';
import { screenshot } from './support/browser';

describe('the back office’s participants in the browser', () => {
  let office: BackOffice;

  beforeAll(async () => {
    office = await startBackOffice();
  });
  afterAll(() => office.close());

  it('searches on the server and corrects what voters see', async () => {
    const { api } = office;
    const contest = await makeContest(api, { title: 'Concours Filles — Printemps' });
    const parent = await makeUser(api, { firstName: 'Khadija', lastName: 'Sy' });
    const misspelt = await makeParticipant(
      api,
      contest.id,
      await makeBaby(api, parent.user.id, { name: 'Aicha' }),
      parent.user.id,
      { country: 'Sénégal', city: 'Dakar' },
    );
    await makeParticipant(api, contest.id, await makeBaby(api, parent.user.id, { name: 'Binta' }), parent.user.id);

    const page = await office.open(1280);
    await office.signIn(page, office.admin, '/participants');
    await page.getByRole('article', { name: 'Binta' }).waitFor();
    await page.getByRole('searchbox', { name: 'Rechercher' }).fill('aich');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await page.getByRole('article', { name: 'Binta' }).waitFor({ state: 'detached' });
    await screenshot(page, 'admin-participants');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Modifier (Aicha)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Modifier le participant' });
    await dialog.getByLabel('Nom du bébé').fill('Aïcha');
    await dialog.getByLabel('Ville').selectOption('Thiès');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Le participant Aïcha a été mis à jour.').waitFor();

    const [row] = await api.db.query('SELECT baby_name, city FROM participants WHERE id = $1', [misspelt.id]);
    expect(row).toEqual({ baby_name: 'Aïcha', city: 'Thiès' });

    const phone = await office.open(360);
    await office.signIn(phone, office.admin, '/participants');
    await phone.getByRole('article', { name: 'Aïcha' }).waitFor();
    await screenshot(phone, 'admin-participants');
    await expectAccessible(phone);
  });
});
