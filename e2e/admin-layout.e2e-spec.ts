import { NestFactory } from '@nestjs/core';
import { CliModule } from '../services/cli/src/cli.module';
import { DemoSeed } from '../services/cli/src/demo/seed';
import type { MadeUser } from '../services/api/test/support/factories';
import type { Page } from 'playwright-core';
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

/** A table row's actions: its buttons, links and toggles (a checkbox or a switch). */
const ROW_ACTIONS = 'tbody tr :is(button, a[href], input, select, [role="switch"])';

/**
 * The row actions of the page's tables that lie outside the window with every table scrolled to its
 * start: what an administrator would have to scroll sideways to reach. Each named by its row's first
 * words and its own text.
 */
function rowActionsOffScreen(page: Page): Promise<{ actions: number; offScreen: string[] }> {
  return page.evaluate((selector) => {
    for (const scroller of Array.from(document.querySelectorAll('main *'))) {
      if (scroller.scrollLeft > 0) scroller.scrollLeft = 0;
    }
    window.scrollTo(0, 0);
    const controls = Array.from(document.querySelectorAll(selector)).filter((control) =>
      control.checkVisibility({ visibilityProperty: true }),
    );
    const offScreen = controls
      .filter((control) => {
        const box = control.getBoundingClientRect();
        return box.width > 0 && (box.left < 0 || box.right > document.documentElement.clientWidth);
      })
      .map((control) => {
        const row = (control.closest('tr')?.textContent ?? '').trim().slice(0, 30);
        const name = (control.textContent || control.getAttribute('aria-label') || control.tagName).trim();
        return `${row} → ${name.slice(0, 30)}`;
      });
    return { actions: controls.length, offScreen };
  }, ROW_ACTIONS);
}

/** The navigation's tabs that cannot be seen without scrolling the side bar, and whether it scrolls at all. */
function tabsOutOfView(page: Page): Promise<{ tabs: number; hidden: string[] }> {
  return page.evaluate(() => {
    const nav = document.querySelector('aside .admin-nav')!.getBoundingClientRect();
    const links = Array.from(document.querySelectorAll('aside .admin-nav a'));
    const hidden = links
      .filter((link) => {
        const box = link.getBoundingClientRect();
        return box.top < Math.max(0, nav.top) - 1 || box.bottom > Math.min(window.innerHeight, nav.bottom) + 1;
      })
      .map((link) => link.textContent ?? '');
    return { tabs: links.length, hidden };
  });
}

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
      const offScreen: Record<string, string[]> = {};
      let rowActions = 0;
      for (const tab of TABS) {
        await page.goto(`/admin/${tab}`, { waitUntil: 'networkidle' });
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.locator('.status-view[role="status"], [aria-busy="true"]').first().waitFor({ state: 'detached' });
        await screenshot(page, `admin-layout-${tab.replace(/\W+/g, '-')}-${height}`);
        faults[tab] = await layoutFaults(page, { controls: CONTROLS, tables: width >= 900 });
        if (width >= 900) {
          const actions = await rowActionsOffScreen(page);
          rowActions += actions.actions;
          offScreen[tab] = actions.offScreen;
          // Every tab and the way out in the first screen, the side bar unscrolled.
          expect(await tabsOutOfView(page)).toEqual({ tabs: TABS.length - 1, hidden: [] });
          const logout = await page.getByRole('button', { name: 'Se déconnecter' }).boundingBox();
          expect(logout && logout.y + logout.height).toBeLessThanOrEqual(height);
        }
      }
      const expected = Object.fromEntries(TABS.map((tab) => [tab, NO_FAULTS]));
      expect(faults).toEqual(expected);
      if (width >= 900) {
        expect(offScreen).toEqual(Object.fromEntries(TABS.map((tab) => [tab, []])));
        // The demo's tables have rows with actions: the check looked at real ones.
        expect(rowActions).toBeGreaterThan(50);
      } else {
        // On a phone the tabs are in the menu's drawer: each one reachable there, scrolled to if need be.
        await page.getByRole('button', { name: 'Menu' }).click();
        const drawer = page.getByRole('dialog', { name: 'Onglets' });
        const links = drawer.getByRole('navigation').getByRole('link');
        expect(await links.count()).toBe(TABS.length - 1);
        const unreachable: string[] = [];
        for (const link of await links.all()) {
          await link.scrollIntoViewIfNeeded();
          const box = await link.boundingBox();
          if (!box || box.y < -1 || box.y + box.height > height + 1) {
            unreachable.push(`${await link.textContent()} ${JSON.stringify(box)}`);
          }
        }
        expect(unreachable).toEqual([]);
        await screenshot(page, 'admin-layout-menu');
      }
    },
  );
});
