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

export interface BrowserOptions {
  /** The window's height (780 px on a phone, 860 px wider by default). */
  height?: number;
  timezoneId?: string;
  javaScriptEnabled?: boolean;
  clientAddress?: string;
}

/**
 * A headless Chromium with a fresh profile (its own storage, no cookies), at `width` pixels wide, on
 * Abidjan's clock (UTC) unless `timezoneId` names another; with `javaScriptEnabled: false`, a browser
 * that runs no script (as Opera Mini's extreme mode, or JavaScript turned off); with `clientAddress`, a
 * visitor at that address behind the load balancer (an API trusting loopback as its proxy sees it).
 */
export async function openBrowser(
  baseURL: string,
  width = 360,
  { height, timezoneId = 'Africa/Abidjan', javaScriptEnabled = true, clientAddress }: BrowserOptions = {},
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
    viewport: { width, height: height ?? (width < 600 ? 780 : 860) },
    ...(clientAddress ? { extraHTTPHeaders: { 'X-Forwarded-For': clientAddress } } : {}),
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

/** The browsers a test file opens on its site (at the address `baseUrl` gives once it is up), closed together. */
export class Browsers {
  private readonly sessions: BrowserSession[] = [];

  constructor(private readonly baseUrl: () => string) {}

  /** A new browser `width` px wide, its page. */
  async open(width = 360, options: BrowserOptions = {}): Promise<Page> {
    return (await this.session(width, options)).page;
  }

  /** A new browser `width` px wide, whole (its context too). */
  async session(width = 360, options: BrowserOptions = {}): Promise<BrowserSession> {
    const session = await openBrowser(this.baseUrl(), width, options);
    this.sessions.push(session);
    return session;
  }

  async close(): Promise<void> {
    await Promise.all(this.sessions.splice(0).map((session) => session.close()));
  }
}

/** Saves a full-page screenshot under var/e2e-screenshots/<name>-<width>.png. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await mkdir(SCREENSHOTS, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: join(SCREENSHOTS, `${name}-${width}.png`), fullPage: true });
}

/** The back office's build the e2e API serves (ADMIN_WEB_DIST points at another build when needed). */
export const ADMIN_WEB_DIST = process.env.ADMIN_WEB_DIST ?? join(__dirname, '..', '..', 'admin-web', 'dist');
