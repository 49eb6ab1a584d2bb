import { readFile } from 'node:fs/promises';
import type { ApiHarness } from '../services/api/test/support/api-harness';
import { makeBaby, makeContest } from '../services/api/test/support/contest-factories';
import { makeUser } from '../services/api/test/support/factories';
import { expectAccessible } from './support/accessibility';
import { type BackOffice, startBackOffice } from './support/back-office';
import { screenshot } from './support/browser';

/** A parent's baby pre-registered in `contestId` (a baby without a photo cannot be converted); the id. */
async function preregister(
  api: ApiHarness,
  contestId: number,
  babyName: string,
  parentName: string,
  withPhoto = true,
): Promise<number> {
  const [firstName, lastName] = parentName.split(' ');
  const parent = await makeUser(api, { firstName, lastName });
  const baby = await makeBaby(api, parent.user.id, { name: babyName, withPhoto });
  const [row] = await api.db.query(
    `INSERT INTO preregistrations (user_id, baby_id, contest_id, phone_number, country, city)
     VALUES ($1, $2, $3, '+221771234567', 'Sénégal', 'Thiès') RETURNING id`,
    [parent.user.id, baby.id, contestId],
  );
  return row.id as number;
}

describe('the back office’s pre-registrations in the browser', () => {
  let office: BackOffice;

  beforeAll(async () => {
    office = await startBackOffice();
  });
  afterAll(() => office.close());

  it('converts the selected pre-registrations into participants and downloads the CSV', async () => {
    const { api } = office;
    const open = await makeContest(api, { title: 'Concours Mixte — Tabaski' });
    const later = await makeContest(api, { title: 'Concours Filles — Hivernage', status: 'pre_registration' });
    const ids = [
      await preregister(api, open.id, 'Aïcha', 'Fatou Ndiaye'),
      await preregister(api, open.id, 'Moussa', 'Awa Diop'),
    ];
    await preregister(api, later.id, 'Coumba', 'Aminata Sow', false);

    const page = await office.open(1280);
    await office.signIn(page, office.admin, '/preinscriptions');
    await page.getByRole('row', { name: /Coumba/ }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'Sélectionner la préinscription de Coumba' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Convertir la sélection (0)' }).click();
    await page.getByText('Veuillez sélectionner des préinscriptions à convertir').waitFor();
    await page
      .getByRole('checkbox', { name: 'Sélectionner toutes les préinscriptions convertibles de la page' })
      .check();
    await screenshot(page, 'admin-preregistrations');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Convertir la sélection (2)' }).click();
    await page
      .getByRole('dialog', { name: 'Convertir 2 préinscriptions ?' })
      .getByRole('button', { name: 'Convertir' })
      .click();
    const result = page.getByRole('dialog', { name: 'Résultat de la conversion' });
    await result.getByText('2 préinscriptions converties en participations.').waitFor();
    await result.getByRole('button', { name: 'Fermer' }).first().click();
    await page.getByRole('row', { name: /Aïcha/ }).getByText('Convertie').waitFor();

    const converted = await api.db.query(
      `SELECT p.baby_name FROM preregistrations r JOIN participants p ON p.id = r.participant_id
        WHERE r.id = ANY($1) ORDER BY p.baby_name`,
      [ids],
    );
    expect(converted).toEqual([{ baby_name: 'Aïcha' }, { baby_name: 'Moussa' }]);

    await page.getByLabel('Concours', { exact: true }).selectOption({ label: 'Concours Mixte — Tabaski' });
    await page.getByRole('row', { name: /Moussa/ }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exporter en CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^preinscriptions-.*\.csv$/);
    const lines = (await readFile(await download.path(), 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toContain('Bébé');
    expect(lines).toHaveLength(3);
    expect(lines.filter((line) => line.includes('Aïcha') || line.includes('Moussa'))).toHaveLength(2);
    expect(lines.some((line) => line.includes('Coumba'))).toBe(false);

    const phone = await office.open(360);
    await office.signIn(phone, office.admin, '/preinscriptions');
    await phone.getByRole('row', { name: /Coumba/ }).waitFor();
    await screenshot(phone, 'admin-preregistrations');
    await expectAccessible(phone);
  });
});
