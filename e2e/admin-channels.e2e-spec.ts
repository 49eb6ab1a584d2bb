import { UssdSessions } from '@app/channels';
import { makeContest } from '../services/api/test/support/contest-factories';
import { expectAccessible } from './support/accessibility';
import { type BackOffice, startBackOffice } from './support/back-office';
import { screenshot } from './support/browser';
import { layoutFaults, NO_FAULTS } from './support/layout';

const CONTROLS = 'main :is(button, a[href], input, select, textarea), aside :is(button, a[href])';

describe('the back office’s channels in the browser', () => {
  let office: BackOffice;
  let contestTitle: string;

  beforeAll(async () => {
    office = await startBackOffice();
    contestTitle = (await makeContest(office.api, { title: 'Concours des sourires de Bouaké' })).title;
    await makeContest(office.api, { title: 'Concours à venir', status: 'pre_registration' });
    // USSD sessions opened in this hour and the one before, as the USSD route records them.
    const sessions = office.api.app.get(UssdSessions);
    const hourAgo = new Date(Date.now() - 3600_000);
    for (let index = 0; index < 7; index += 1) {
      await sessions.touch(`ATUid_e2e_${index}`, '+2250701020304', index < 3 ? hourAgo : new Date());
    }
  });
  afterAll(() => office.close());

  it('closes USSD for a contest and changes the keywords, at 1280 px', async () => {
    const page = await office.open(1280);
    await office.signIn(page, office.admin, '/canaux');
    await page.getByRole('heading', { name: 'Canaux de vote', level: 1 }).waitFor();
    await page.getByText('7 sessions en 24 heures').waitFor();

    const contests = page.getByRole('region', { name: 'Canaux par concours' });
    await contests.getByRole('checkbox', { name: `USSD : ${contestTitle}` }).click();
    await contests.getByText(`Canaux de « ${contestTitle} » enregistrés.`).waitFor();
    expect(await contests.getByRole('checkbox', { name: `USSD : ${contestTitle}` }).isChecked()).toBe(false);

    const settings = page.getByRole('region', { name: 'Réglages USSD et SMS' });
    await settings.getByLabel('Mots-clés des votes par SMS').fill('VOTER');
    await settings.getByRole('button', { name: 'Enregistrer' }).click();
    await settings.getByText('Les mots-clés doivent comprendre VOTE.').waitFor();
    await settings.getByLabel('Mots-clés des votes par SMS').fill('vote, voter, bebe');
    await settings.getByRole('button', { name: 'Enregistrer' }).click();
    await settings.getByText('Réglages enregistrés.').waitFor();
    expect(await settings.getByLabel('Mots-clés des votes par SMS').inputValue()).toBe('VOTE, VOTER, BEBE');

    const [row]: { keywords: string[] }[] = await office.api.db.query('SELECT keywords FROM channel_settings');
    expect(row.keywords).toEqual(['VOTE', 'VOTER', 'BEBE']);
    await screenshot(page, 'admin-channels');
    expect(await layoutFaults(page, { controls: CONTROLS, tables: true })).toEqual(NO_FAULTS);
    await expectAccessible(page);
  });

  it('fits a 360 px phone', async () => {
    const phone = await office.open(360);
    await office.signIn(phone, office.admin, '/canaux');
    await phone.getByRole('heading', { name: 'Canaux de vote', level: 1 }).waitFor();
    await phone.getByText('7 sessions en 24 heures').waitFor();
    await screenshot(phone, 'admin-channels');
    expect(await layoutFaults(phone, { controls: CONTROLS, tables: false })).toEqual(NO_FAULTS);
    await expectAccessible(phone);
  });
});
