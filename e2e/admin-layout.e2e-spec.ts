import { NestFactory } from '@nestjs/core';
import type { Page } from 'playwright-core';
import { CliModule } from '../services/cli/src/cli.module';
import { DemoSeed } from '../services/cli/src/demo/seed';
import type { MadeUser } from '../services/api/test/support/factories';
import { type BackOffice, startBackOffice } from './support/back-office';
import { screenshot } from './support/browser';

/** Every tab of the back office, by its address under /admin/. */
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
  'votes',
  'journal',
  'parametres',
] as const;

const SCREENS = [
  { width: 1280, height: 800 },
  { width: 360, height: 640 },
] as const;

interface LayoutFaults {
  /** How far the page is wider than the window's visible width, in pixels (0 when it is not). */
  overflow: number;
  /** The innermost elements that stick out past the window's right edge. */
  outside: string[];
  /** Controls in a table that sit outside the window or their scroll box (1280 px only). */
  hiddenInTables: string[];
  /** Controls that another element covers at their centre once scrolled into view. */
  covered: string[];
}

/**
 * What a user of the page at its size cannot reach: a page wider than the window, a table's
 * button or link behind sideways scrolling, a control under another element.
 */
function layoutFaults(page: Page, checkTables: boolean): Promise<LayoutFaults> {
  return page.evaluate((tables) => {
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.textContent ?? element.getAttribute('aria-label') ?? '').trim().slice(0, 40)}"`;
    /** Rendered, visible and not inside a visually hidden box (a table's header in the phone's cards). */
    const shown = (element: Element) => {
      if (!element.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true })) return false;
      for (let box: Element | null = element; box; box = box.parentElement) {
        const { width, height } = box.getBoundingClientRect();
        if (width <= 2 || height <= 2) return false;
      }
      return true;
    };
    const scrollBox = (element: Element): Element | null => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (['auto', 'scroll', 'hidden'].includes(getComputedStyle(parent).overflowX)) return parent;
      }
      return null;
    };

    const scroller = document.scrollingElement ?? document.documentElement;
    // The page's width without its scroll bar's gutter, which the page keeps (scrollbar-gutter: stable).
    const overflow = Math.max(0, scroller.scrollWidth - scroller.clientWidth);
    const sticking = Array.from(document.querySelectorAll('body *')).filter(
      (element) => element.getBoundingClientRect().right > scroller.clientWidth + 1 && scrollBox(element) === null,
    );
    const outside = sticking
      .filter((element) => !sticking.some((other) => other !== element && element.contains(other)))
      .slice(0, 5)
      .map(describe);

    const hiddenInTables: string[] = [];
    if (tables) {
      for (const control of Array.from(document.querySelectorAll('table :is(button, a, input, select)'))) {
        if (!shown(control)) continue;
        const box = control.getBoundingClientRect();
        const container = scrollBox(control)?.getBoundingClientRect();
        const left = Math.max(0, container?.left ?? 0);
        const right = Math.min(window.innerWidth, container?.right ?? window.innerWidth);
        if (box.left < left - 1 || box.right > right + 1) hiddenInTables.push(describe(control));
      }
    }

    const covered: string[] = [];
    const controls = document.querySelectorAll(
      'main :is(button, a[href], input, select, textarea), aside :is(button, a[href])',
    );
    for (const control of Array.from(controls)) {
      if (!shown(control)) continue;
      control.scrollIntoView({ block: 'center', inline: 'nearest' });
      const box = control.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      const label = control.closest('label');
      if (!hit || !(control.contains(hit) || hit.contains(control) || (label !== null && label.contains(hit)))) {
        covered.push(`${describe(control)} under ${hit ? describe(hit) : 'nothing (outside the window)'}`);
      }
    }
    window.scrollTo(0, 0);
    return { overflow, outside, hiddenInTables, covered };
  }, checkTables);
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
      for (const tab of TABS) {
        await page.goto(`/admin/${tab}`, { waitUntil: 'networkidle' });
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.locator('.status-view[role="status"], [aria-busy="true"]').first().waitFor({ state: 'detached' });
        if (tab === 'reclamations-prix') await screenshot(page, `admin-layout-${tab}`);
        faults[tab] = await layoutFaults(page, width >= 900);
        if (width >= 900) {
          // The way out stays in the first screen however many tabs the side menu lists.
          const logout = await page.getByRole('button', { name: 'Se déconnecter' }).boundingBox();
          expect(logout && logout.y + logout.height).toBeLessThanOrEqual(height);
        }
      }
      const expected = Object.fromEntries(
        TABS.map((tab) => [tab, { overflow: 0, outside: [], hiddenInTables: [], covered: [] }]),
      );
      expect(faults).toEqual(expected);
    },
  );
});
