import { NestFactory } from '@nestjs/core';
import { CliModule } from '../services/cli/src/cli.module';
import { DemoSeed } from '../services/cli/src/demo/seed';
import type { MadeUser } from '../services/api/test/support/factories';
import { expectAccessible } from './support/accessibility';
import { type BackOffice, startBackOffice } from './support/back-office';
import { screenshot } from './support/browser';

/** Every tab of the navigation, in its order, with the heading its page opens on. */
const TABS = [
  ['Tableau de bord', 'Tableau de bord'],
  ['Concours', 'Gestion des concours'],
  ['Participants', 'Gestion des participants'],
  ['Préinscriptions', 'Gestion des préinscriptions'],
  ['Localisations', 'Gestion des emplacements'],
  ['Administrateurs', 'Administrateurs'],
  ['Utilisateurs', 'Gestion des utilisateurs'],
  ['Commentaires', 'Gestion des commentaires'],
  ['Packs de votes', 'Gestion des packs de votes'],
  ['Réclamations Prix', 'Gestion des réclamations de prix'],
  ['Paiements', 'Paiements'],
  ['Votes', 'Votes'],
  ['Journal', 'Journal'],
  ['Paramètres', 'Paramètres'],
] as const;

/** "Réclamations Prix" → "reclamations-prix". */
const slug = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z]+/g, '-');

describe('every tab of the back office on the demo data', () => {
  let office: BackOffice;
  let demoAdmin: MadeUser;

  beforeAll(async () => {
    office = await startBackOffice();
    await office.api.startWorker();
    const cli = await NestFactory.createApplicationContext(CliModule.register(office.api.config), { logger: false });
    await cli.get(DemoSeed).run();
    await cli.close();
    demoAdmin = {
      ...office.admin,
      user: { ...office.admin.user, email: office.api.config.seed.adminEmail },
      password: office.api.config.seed.adminPassword,
    };
  }, 120_000);
  afterAll(() => office.close());

  it.each([1280, 360])(
    'shows real content on every tab at %i px, with no serious accessibility fault',
    async (width) => {
      const page = await office.open(width);
      await office.signIn(page, demoAdmin, '');
      await page.getByRole('heading', { name: 'Tableau de bord', level: 1 }).waitFor();
      for (const [tab, heading] of TABS) {
        if (width < 600) {
          await page.getByRole('button', { name: 'Menu' }).click();
          await page.getByRole('dialog', { name: 'Onglets' }).getByRole('link', { name: tab, exact: true }).click();
        } else {
          await page.getByRole('navigation').getByRole('link', { name: tab, exact: true }).click();
        }
        await page.getByRole('heading', { name: heading, level: 1, exact: true }).waitFor();
        await page.locator('.status-view[role="status"], [aria-busy="true"]').first().waitFor({ state: 'detached' });
        await screenshot(page, `admin-tour-${slug(tab)}`);
        await expectAccessible(page);
      }
    },
  );
});
