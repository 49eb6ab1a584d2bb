import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';

/** Debian's chromium, as installed by .ci/run; CHROMIUM_PATH points elsewhere when needed. */
const EXECUTABLE = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const SCREENSHOTS = join(__dirname, '..', '..', 'var', 'e2e-screenshots');

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

/**
 * A headless Chromium with a fresh profile (its own storage, no cookies), at `width` pixels wide, on
 * Abidjan's clock (UTC) unless `timezoneId` names another; with `javaScriptEnabled: false`, a browser
 * that runs no script (as Opera Mini's extreme mode, or JavaScript turned off).
 */
export async function openBrowser(
  baseURL: string,
  width = 360,
  {
    timezoneId = 'Africa/Abidjan',
    javaScriptEnabled = true,
  }: { timezoneId?: string; javaScriptEnabled?: boolean } = {},
): Promise<BrowserSession> {
  const profile = await mkdtemp(join(tmpdir(), 'bebe-star-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: EXECUTABLE,
    headless: true,
    args: FLAGS,
    baseURL,
    locale: 'fr-FR',
    timezoneId,
    javaScriptEnabled,
    viewport: { width, height: width < 600 ? 780 : 860 },
  });
  context.setDefaultTimeout(10_000);
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    async close() {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/** Saves a full-page screenshot under var/e2e-screenshots/<name>-<width>.png. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await mkdir(SCREENSHOTS, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: join(SCREENSHOTS, `${name}-${width}.png`), fullPage: true });
}

/** The back office's build the e2e API serves (ADMIN_WEB_DIST points at another build when needed). */
export const ADMIN_WEB_DIST = process.env.ADMIN_WEB_DIST ?? join(__dirname, '..', '..', 'admin-web', 'dist');
