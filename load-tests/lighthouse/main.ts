/**
 * `npm run lighthouse`: Lighthouse's mobile profile (simulated throttling) on the home page, the
 * participants page of an open contest and the vote page of its leader, in Debian's Chromium,
 * against the compiled API serving the built site with the demo data (site-stack.ts). Each page is
 * loaded once first (a warm server), then visited for the first time in each window of
 * FIRST_VISIT_SCREENS, then audited `--runs` times; the median run counts. Tables on stdout; exit
 * code 1 when a page misses a budget of budgets.ts (a first visit's, in any of the windows).
 *
 * Needs `npm run build` first; starts and stops everything else itself. Options: `--help`.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import type { LaunchedChrome } from 'chrome-launcher';
import { cpuSnapshot, cpuUsage, otherCores, waitForQuietCpu } from '../bench/cpu';
import { ROOT } from '../bench/stack';
import { auditPage, browserVersion, launchChromium, measureFirstVisit, type PageResult, warmUp } from './audit';
import {
  BUDGETS,
  CATEGORIES,
  type Category,
  FIRST_VISIT_BUDGET,
  FIRST_VISIT_PAGES,
  FIRST_VISIT_SCREENS,
  type FirstVisit,
  firstVisitMisses,
  missedBudgets,
} from './budgets';
import { checkBuild, DATABASE, LIGHTHOUSE_VAR, SiteStack, WEB } from './site-stack';

interface Options {
  runs: number;
  reportsDir: string | null;
  waitIdleSeconds: number;
  /** The directory of the site's build to serve: its `dist/` and `dist-server/`. */
  site: string;
  /** Only the first visits, no Lighthouse audit. */
  firstVisitsOnly: boolean;
  /** List each first visit's requests. */
  listRequests: boolean;
}

/** A first visit of an audited page in one window. */
interface Visit {
  name: string;
  path: string;
  screen: string;
  visit: FirstVisit;
}

const DEFAULT_REPORTS = join(LIGHTHOUSE_VAR, 'reports');

const USAGE = `Usage: npm run lighthouse -- [--runs N] [--reports [dir]] [--wait-idle S] [--site dir]
                                        [--first-visits-only] [--requests]
  --runs N              audit each page N times; the median run counts (default 3)
  --reports [dir]       write each run's JSON and HTML reports (default ${relative(ROOT, DEFAULT_REPORTS)})
  --wait-idle S         before each page, wait up to S seconds for other processes to leave the CPU
                        (default 60; 0: no wait)
  --site dir            serve the site's build in dir (its dist/ and dist-server/, as web/ holds them
                        after \`npm run build -w web\`; a copy of an older build, to compare; default web/)
  --first-visits-only   measure the first visits, without the Lighthouse audits
  --requests            list every request of each first visit`;

/** Failing audits listed under a missed budget. */
const AUDITS_SHOWN = 8;

interface PageRow extends PageResult {
  /** Cores other processes used while the page was audited. */
  otherCores: number;
}

const HEADINGS: Record<Category, string> = {
  performance: 'Performance',
  accessibility: 'Accessibility',
  'best-practices': 'Best practices',
  seo: 'SEO',
};

function log(text: string): void {
  process.stderr.write(`[lighthouse] ${text}\n`);
}

function parseOptions(argv: string[]): Options {
  const options: Options = {
    runs: 3,
    reportsDir: null,
    waitIdleSeconds: 60,
    site: WEB,
    firstVisitsOnly: false,
    listRequests: false,
  };
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index];
    if (argument === '--help' || argument === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else if (argument === '--runs') {
      options.runs = Number(argv[++index]);
      if (!Number.isInteger(options.runs) || options.runs < 1) throw new Error(`--runs: a whole number ≥ 1\n${USAGE}`);
    } else if (argument === '--wait-idle') {
      options.waitIdleSeconds = Number(argv[++index]);
      if (!(options.waitIdleSeconds >= 0)) throw new Error(`--wait-idle: seconds ≥ 0\n${USAGE}`);
    } else if (argument === '--site') {
      const directory = argv[++index];
      if (directory === undefined) throw new Error(`--site: a directory\n${USAGE}`);
      options.site = isAbsolute(directory) ? directory : join(process.cwd(), directory);
    } else if (argument === '--first-visits-only') {
      options.firstVisitsOnly = true;
    } else if (argument === '--requests') {
      options.listRequests = true;
    } else if (argument === '--reports') {
      const next = argv[index + 1];
      const directory = next !== undefined && !next.startsWith('--') ? argv[++index] : DEFAULT_REPORTS;
      options.reportsDir = isAbsolute(directory) ? directory : join(process.cwd(), directory);
    } else {
      throw new Error(`unknown option ${argument}\n${USAGE}`);
    }
  }
  return options;
}

const milliseconds = (value: number | null) => (value === null ? '–' : `${Math.round(value)} ms`);
const kibibytes = (value: number | null) => (value === null ? '–' : `${Math.round(value / 1024)} KiB`);

function scoreCell(result: PageResult, category: Category): string {
  const score = result.scores[category];
  const budget = BUDGETS[category];
  const text = score === null ? '–' : String(score);
  return budget !== undefined && (score === null || score < budget) ? `**${text}** ✗` : text;
}

function renderTable(results: PageRow[], runs: number): string {
  const headings = [
    'Page',
    ...CATEGORIES.map((category) => HEADINGS[category]),
    ...(runs > 1 ? ['Performance per run'] : []),
    'LCP',
    'TBT',
    'CLS',
    'Total bytes',
    'CPU benchmark',
    'Other processes',
  ];
  const rows = results.map((result) => [
    `${result.name} (${new URL(result.url).pathname})`,
    ...CATEGORIES.map((category) => scoreCell(result, category)),
    ...(runs > 1 ? [result.performanceRuns.join(' / ')] : []),
    milliseconds(result.metrics.lcpMs),
    milliseconds(result.metrics.tbtMs),
    result.metrics.cls === null ? '–' : result.metrics.cls.toFixed(3),
    kibibytes(result.metrics.totalBytes),
    String(Math.round(result.benchmarkIndex)),
    `${result.otherCores.toFixed(2)} cores`,
  ]);
  return [headings, headings.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

function renderFirstVisits(visits: Visit[]): string {
  const rows = visits.map(({ name, path, screen, visit }) => {
    const budgeted = FIRST_VISIT_PAGES.includes(name);
    const mark = (value: number, budget: number) => (budgeted && value > budget ? ' ✗' : '');
    return [
      `${name} (${path})${budgeted ? '' : ' (not budgeted)'}`,
      screen,
      `${kibibytes(visit.bytes)} (${visit.bytes} B)${mark(visit.bytes, FIRST_VISIT_BUDGET.bytes)}`,
      `${visit.requests}${mark(visit.requests, FIRST_VISIT_BUDGET.requests)}`,
      `${kibibytes(visit.workerBytes)} in ${visit.workerRequests}`,
    ];
  });
  const headings = ['First visit', 'Window', 'Transferred', 'Requests', 'Of which the service worker'];
  return [headings, headings.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

/** Each first visit's requests: type, status, bytes, the address (within the site: its path), the worker's marked. */
function renderRequests(visits: Visit[], site: string): string {
  return visits
    .map(({ name, screen, visit }) => {
      const lines = visit.list.map((request) => {
        const address = request.url.startsWith(site) ? request.url.slice(site.length) : request.url;
        const status = String(request.status ?? '–');
        return `  ${request.type.padEnd(10)} ${status.padStart(3)} ${String(request.bytes).padStart(7)} B  ${address}${request.worker ? '  (service worker)' : ''}`;
      });
      return [`${name}, ${screen}: ${visit.requests} requests, ${visit.bytes} bytes`, ...lines].join('\n');
    })
    .join('\n\n');
}

/** What to look at for each missed budget: the audits of that category the page fails, the weightiest first. */
function renderMisses(results: PageRow[]): string[] {
  const lines: string[] = [];
  for (const result of results) {
    for (const miss of missedBudgets(result.scores)) {
      lines.push(`${result.name}: ${miss.category} ${miss.score ?? 'no score'} < ${miss.budget}`);
      const failing = result.failing.filter((audit) => audit.category === miss.category);
      for (const audit of failing.slice(0, AUDITS_SHOWN)) {
        const value = audit.displayValue ? ` (${audit.displayValue})` : '';
        lines.push(`  - ${audit.id}: ${audit.title}${value}, score ${audit.score.toFixed(2)}`);
      }
      if (failing.length > AUDITS_SHOWN) lines.push(`  - and ${failing.length - AUDITS_SHOWN} more (--reports)`);
    }
    for (const error of result.consoleErrors) lines.push(`${result.name}: console error: ${error}`);
  }
  return lines;
}

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2));
  const started = performance.now();
  for (const warning of checkBuild(options.site)) log(`warning: ${warning}`);
  if (options.reportsDir) {
    rmSync(options.reportsDir, { recursive: true, force: true });
    mkdirSync(options.reportsDir, { recursive: true });
  }
  mkdirSync(LIGHTHOUSE_VAR, { recursive: true });

  let stack: SiteStack | undefined;
  let chromium: LaunchedChrome | undefined;
  const shutdown = async () => {
    chromium?.kill();
    await stack?.stop();
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      log(`${signal}: stopping Chromium, the API and the worker`);
      void shutdown().finally(() => process.exit(130));
    });
  }

  try {
    const site = await SiteStack.start(log, options.site);
    stack = site;
    const ready = performance.now();
    chromium = await launchChromium();
    const browser = await browserVersion(chromium);
    const pages = site.pages.map((page) => ({ ...page, url: `${site.url}${page.path}` }));
    await warmUp(
      chromium,
      pages.map((page) => page.url),
    );
    // Before the audits: a first visit in a fresh context, service worker and its pre-cache included.
    const visits: Visit[] = [];
    for (const page of pages) {
      for (const screen of FIRST_VISIT_SCREENS) {
        const visit = await measureFirstVisit(chromium, page.url, screen);
        visits.push({ name: page.name, path: page.path, screen: screen.name, visit });
      }
    }
    const ours = [process.pid, chromium.pid, ...site.pids()];
    const results: PageRow[] = [];
    for (const page of options.firstVisitsOnly ? [] : pages) {
      if (options.waitIdleSeconds > 0) await waitForQuietCpu(options.waitIdleSeconds, ours, DATABASE, log);
      log(`auditing ${page.name} (${page.path})${options.runs > 1 ? ` ${options.runs} times` : ''}`);
      const before = cpuSnapshot();
      const result = await auditPage(chromium, page, options.runs, options.reportsDir, log);
      results.push({ ...result, otherCores: otherCores(cpuUsage(before, cpuSnapshot(), { ours }, DATABASE)) });
    }
    const seconds = (performance.now() - started) / 1000;
    const auditSeconds = (performance.now() - ready) / 1000;

    const budgets = Object.entries(BUDGETS)
      .map(([category, budget]) => `${category} ≥ ${budget}`)
      .join(', ');
    if (results.length > 0) {
      console.log(renderTable(results, options.runs));
      console.log(
        `\nLighthouse ${results[0].lighthouseVersion}, ${browser}; mobile, simulated throttling; ` +
          `median of ${options.runs} run(s) per page. Budgets: ${budgets}. ` +
          `${seconds.toFixed(0)} s in all, ${auditSeconds.toFixed(0)} s in Chromium.\n`,
      );
    } else {
      console.log(`First visits only, ${browser}; ${seconds.toFixed(0)} s in all.\n`);
    }
    console.log(renderFirstVisits(visits));
    console.log(
      `\nFirst visit budget (${FIRST_VISIT_PAGES.join(', ')}): ≤ ${FIRST_VISIT_BUDGET.bytes} bytes, ≤ ${FIRST_VISIT_BUDGET.requests} requests.`,
    );
    if (options.reportsDir) console.log(`Reports: ${relative(process.cwd(), options.reportsDir)}/`);
    if (options.listRequests) console.log(`\n${renderRequests(visits, site.url)}`);
    const visitMisses = visits.flatMap(({ name, screen, visit }) =>
      FIRST_VISIT_PAGES.includes(name)
        ? firstVisitMisses(visit).map((miss) => `${name}: first visit at ${screen} ${miss}`)
        : [],
    );
    const misses = [...renderMisses(results), ...visitMisses];
    if (misses.length > 0) console.log(`\n${misses.join('\n')}`);
    return results.some((result) => missedBudgets(result.scores).length > 0) || visitMisses.length > 0 ? 1 : 0;
  } finally {
    await shutdown();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    log(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
