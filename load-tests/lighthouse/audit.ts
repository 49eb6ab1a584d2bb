import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { chromium as playwright } from 'playwright-core';
import { CATEGORIES, type Category, type FirstVisit, type Scores, type Screen, type VisitRequest } from './budgets';

/** Debian's chromium, as for the end-to-end tests; CHROMIUM_PATH points elsewhere when needed. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * chrome-launcher adds its own defaults to these: no background networking, component updates,
 * sync, extensions or first-run screens (this machine has no internet to reach).
 */
const CHROMIUM_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic'];

/** Lighthouse's mobile profile (Moto G Power screen, 4× CPU slowdown, slow 4G), simulated from one unthrottled load. */
const FLAGS: Flags = {
  formFactor: 'mobile',
  throttlingMethod: 'simulate',
  onlyCategories: [...CATEGORIES],
  logLevel: 'error',
};

export interface PageMetrics {
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  totalBytes: number | null;
}

export interface FailingAudit {
  category: Category;
  id: string;
  title: string;
  score: number;
  /** The audit's weight in its category's score (0: a diagnostic, which does not count). */
  weight: number;
  displayValue: string | undefined;
}

export interface PageResult {
  name: string;
  url: string;
  /** Of the median run: the run with the median performance score. */
  scores: Scores;
  metrics: PageMetrics;
  /** Performance score of each run, in run order. */
  performanceRuns: number[];
  /** Scored audits of the median run below 0.9, the weightiest first. */
  failing: FailingAudit[];
  consoleErrors: string[];
  lighthouseVersion: string;
  /** Lighthouse's measure of the machine's speed during the median run (it warns below 1000: too slow for its 4×). */
  benchmarkIndex: number;
}

export function launchChromium(): Promise<LaunchedChrome> {
  return launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
}

/** "HeadlessChrome/156.0.8078.108", as the browser itself tells (its user agent hides the minor version). */
export async function browserVersion(chromium: LaunchedChrome): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${chromium.port}/json/version`);
  return ((await response.json()) as { Browser: string }).Browser;
}

/**
 * Loads each page once in the running Chromium, so that the audits meet a server that has already
 * answered these requests (compiled code paths, open database connections), as one in service has.
 * Lighthouse empties the browser's cache and storage before each audit: nothing else carries over.
 */
export async function warmUp(chromium: LaunchedChrome, urls: string[]): Promise<void> {
  const browser = await playwright.connectOverCDP(`http://127.0.0.1:${chromium.port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    for (const url of urls) await page.goto(url, { waitUntil: 'networkidle' });
    await page.close();
  } finally {
    await browser.close();
  }
}

/**
 * The first visit of `url` in a fresh browser context (empty cache, no service worker) with `screen`'s
 * window: every request the page and its service worker make until the worker is active (its
 * pre-cache done) and the network idle, and the bytes they moved. A page request the worker answered
 * is counted once, as the worker's own request.
 */
export async function measureFirstVisit(chromium: LaunchedChrome, url: string, screen: Screen): Promise<FirstVisit> {
  const browser = await playwright.connectOverCDP(`http://127.0.0.1:${chromium.port}`);
  try {
    const context = await browser.newContext({
      viewport: { width: screen.width, height: screen.height },
      ...(screen.phone ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
    });
    const finished: Promise<VisitRequest | null>[] = [];
    context.on('requestfinished', (request) => {
      if (!request.url().startsWith('http')) return;
      finished.push(
        Promise.all([request.sizes(), request.response()]).then(([size, response]) =>
          response?.fromServiceWorker()
            ? null
            : {
                url: request.url(),
                type: request.resourceType(),
                status: response?.status() ?? null,
                bytes: size.responseBodySize + size.responseHeadersSize,
                worker: request.serviceWorker() !== null,
              },
        ),
      );
    });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    // Ready once active, that is once its install (the pre-cache) is done.
    await page.evaluate('navigator.serviceWorker.ready.then(() => true)');
    await page.waitForLoadState('networkidle');
    const list = (await Promise.all(finished)).filter((request) => request !== null);
    await context.close();
    const worker = list.filter((request) => request.worker);
    const sum = (requests: VisitRequest[]) => requests.reduce((total, request) => total + request.bytes, 0);
    return {
      bytes: sum(list),
      requests: list.length,
      workerBytes: sum(worker),
      workerRequests: worker.length,
      list,
    };
  } finally {
    await browser.close();
  }
}

/** The run with the median performance score (of two, the lower). */
function medianRun(results: Result[]): Result {
  const performance = (result: Result) => result.categories.performance?.score ?? 0;
  return [...results].sort((a, b) => performance(a) - performance(b))[Math.floor((results.length - 1) / 2)];
}

const numeric = (result: Result, id: string): number | null => result.audits[id]?.numericValue ?? null;

function scoresOf(result: Result): Scores {
  return Object.fromEntries(
    CATEGORIES.map((category) => {
      const score = result.categories[category]?.score;
      return [category, typeof score === 'number' ? Math.round(score * 100) : null];
    }),
  ) as Scores;
}

function failingAudits(result: Result): FailingAudit[] {
  return CATEGORIES.flatMap((category) =>
    (result.categories[category]?.auditRefs ?? []).flatMap((ref) => {
      const audit = result.audits[ref.id];
      if (typeof audit?.score !== 'number' || audit.score >= 0.9) return [];
      const { id, title, score, displayValue } = audit;
      return [{ category, id, title, score, weight: ref.weight, displayValue }];
    }),
  ).sort((a, b) => b.weight - a.weight || a.score - b.score);
}

function consoleErrorsOf(result: Result): string[] {
  const details = result.audits['errors-in-console']?.details;
  if (details?.type !== 'table') return [];
  return details.items.map((item) => (typeof item.description === 'string' ? item.description : 'console error'));
}

/** The runtime error after which Lighthouse says to run it again, and how many such runs a page may take. */
const RETRIED_ERRORS = new Set(['NO_NAVSTART']);
const MAX_RETRIES = 2;

/**
 * Audits `page.url` `runs` times in the running Chromium; with `reportsDir`, writes each run's JSON
 * and HTML reports there as <name>-<run>.report.{json,html}. A run that failed with one of
 * {@link RETRIED_ERRORS} is made again (at most {@link MAX_RETRIES} times, each told to `onRetry`).
 */
export async function auditPage(
  chromium: LaunchedChrome,
  page: { name: string; url: string },
  runs: number,
  reportsDir: string | null,
  onRetry: (text: string) => void,
): Promise<PageResult> {
  const results: Result[] = [];
  let retries = 0;
  for (let run = 1; run <= runs; run += 1) {
    const output = await lighthouse(page.url, {
      ...FLAGS,
      port: chromium.port,
      output: reportsDir ? ['json', 'html'] : 'json',
    });
    if (!output) throw new Error(`Lighthouse returned nothing for ${page.url}`);
    const error = output.lhr.runtimeError;
    // Chromium's trace sometimes lacks the navigation's start; Lighthouse itself asks for another run then.
    if (error && RETRIED_ERRORS.has(error.code) && retries < MAX_RETRIES) {
      retries += 1;
      onRetry(`${page.name}: run ${run} failed (${error.code}), run again`);
      run -= 1;
      continue;
    }
    if (error) throw new Error(`Lighthouse could not audit ${page.url}: ${error.message}`);
    if (reportsDir) {
      const [json, html] = output.report as string[];
      writeFileSync(join(reportsDir, `${page.name}-${run}.report.json`), json);
      writeFileSync(join(reportsDir, `${page.name}-${run}.report.html`), html);
    }
    results.push(output.lhr);
  }
  const median = medianRun(results);
  return {
    name: page.name,
    url: page.url,
    scores: scoresOf(median),
    metrics: {
      lcpMs: numeric(median, 'largest-contentful-paint'),
      tbtMs: numeric(median, 'total-blocking-time'),
      cls: numeric(median, 'cumulative-layout-shift'),
      totalBytes: numeric(median, 'total-byte-weight'),
    },
    performanceRuns: results.map((result) => scoresOf(result).performance ?? 0),
    failing: failingAudits(median),
    consoleErrors: consoleErrorsOf(median),
    lighthouseVersion: median.lighthouseVersion,
    benchmarkIndex: median.environment.benchmarkIndex,
  };
}
