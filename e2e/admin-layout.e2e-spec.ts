import { NestFactory } from '@nestjs/core';
import { CliModule } from '../services/cli/src/cli.module';
import { DemoSeed } from '../services/cli/src/demo/seed';
import type { MadeUser } from '../services/api/test/support/factories';
import { type BackOffice, startBackOffice } from './support/back-office';
import { screenshot } from './support/browser';
import { type LayoutFaults, layoutFaults, NO_FAULTS } from './support/layout';

/** Every tab of the back office, by its address under /admin/, and the views a tab switches between. */
const TABS = [
  'tableau-de-bord',
  'concours',
  'participants',
  'preinscriptions',
  'localisations',
  'administrateurs',
  'utilisateurs',
  'commentaires',
  'packs-de-votes',
  'reclamations-prix',
  'paiements',
  'paiements?view=refunds',
  'votes',
  'journal',
  'parametres',
  'canaux',
] as const;

const SCREENS = [
  { width: 1280, height: 800 },
  { width: 360, height: 640 },
] as const;

/** The controls an administrator uses: the page's and the side menu's. */
const CONTROLS = 'main :is(button, a[href], input, select, textarea), aside :is(button, a[href])';

describe('the back office fits its screen on every tab', () => {
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

  it.each(SCREENS)(
    'at $width×$height: no page wider than the window, no table action off-screen, no control covered',
    async ({ width, height }) => {
      const page = await office.open(width);
      await page.setViewportSize({ width, height });
      await office.signIn(page, demoAdmin, '');
      await page.getByRole('heading', { name: 'Tableau de bord', level: 1 }).waitFor();
      const faults: Record<string, LayoutFaults> = {};
      for (const tab of TABS) {
        await page.goto(`/admin/${tab}`, { waitUntil: 'networkidle' });
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.locator('.status-view[role="status"], [aria-busy="true"]').first().waitFor({ state: 'detached' });
        if (tab === 'reclamations-prix' || tab === 'paiements?view=refunds')
          await screenshot(page, `admin-layout-${tab.replace(/\W+/g, '-')}`);
        faults[tab] = await layoutFaults(page, { controls: CONTROLS, tables: width >= 900 });
        if (width >= 900) {
          // The way out stays in the first screen however many tabs the side menu lists.
          const logout = await page.getByRole('button', { name: 'Se déconnecter' }).boundingBox();
          expect(logout && logout.y + logout.height).toBeLessThanOrEqual(height);
        }
      }
      const expected = Object.fromEntries(TABS.map((tab) => [tab, NO_FAULTS]));
      expect(faults).toEqual(expected);
    },
  );
});
