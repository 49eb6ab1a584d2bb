/** Lighthouse category ids, in the order of the table. */
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/**
 * The lowest score (0–100) each category may have on every audited page, mobile profile with
 * simulated throttling. SEO is reported, not budgeted.
 */
export const BUDGETS: Partial<Record<Category, number>> = {
  performance: 90,
  accessibility: 95,
  'best-practices': 95,
};

/**
 * What the first visit of a page may cost on metered data, its service worker's downloads included
 * (issue 28): bytes transferred (compressed bodies and headers) and requests.
 */
export const FIRST_VISIT_BUDGET = { bytes: 200_000, requests: 30 } as const;

/** The pages a voter lands on first (the home page, a vote link shared on WhatsApp): the budget applies to them. */
export const FIRST_VISIT_PAGES: readonly string[] = ['home', 'vote'];

/** A browser window a first visit is measured in. */
export interface Screen {
  name: string;
  width: number;
  height: number;
  /** A phone: mobile viewport rules, touch, a 2× screen. */
  phone: boolean;
}

/**
 * The windows each first visit is measured in, each against the budget: a computer's, and the small
 * phone most voters hold (what fits in its first screen is not what fits in a computer's).
 */
export const FIRST_VISIT_SCREENS: readonly Screen[] = [
  { name: '1280×720', width: 1280, height: 720, phone: false },
  { name: '360×640', width: 360, height: 640, phone: true },
];

/** One request of a first visit, as Chromium's network log tells it. */
export interface VisitRequest {
  url: string;
  /** Chromium's resource type: document, script, stylesheet, image, fetch, font, manifest, other… */
  type: string;
  status: number | null;
  /** Compressed body and headers. */
  bytes: number;
  /** Made by the service worker (its pre-cache), not by the page. */
  worker: boolean;
}

export interface FirstVisit {
  bytes: number;
  requests: number;
  /** Of which the service worker's own downloads (its pre-cache). */
  workerBytes: number;
  workerRequests: number;
  /** Every request counted, in the order they finished. */
  list: VisitRequest[];
}

/** What a first visit spends beyond its budget, in words (none: within it). */
export function firstVisitMisses(visit: FirstVisit): string[] {
  const misses: string[] = [];
  if (visit.bytes > FIRST_VISIT_BUDGET.bytes) misses.push(`${visit.bytes} bytes > ${FIRST_VISIT_BUDGET.bytes}`);
  if (visit.requests > FIRST_VISIT_BUDGET.requests)
    misses.push(`${visit.requests} requests > ${FIRST_VISIT_BUDGET.requests}`);
  return misses;
}

export type Scores = Record<Category, number | null>;

export interface BudgetMiss {
  category: Category;
  score: number | null;
  budget: number;
}

/** The budgets a page's scores miss (a category without a score misses its budget). */
export function missedBudgets(scores: Scores): BudgetMiss[] {
  return CATEGORIES.flatMap((category) => {
    const budget = BUDGETS[category];
    if (budget === undefined) return [];
    const score = scores[category];
    return score === null || score < budget ? [{ category, score, budget }] : [];
  });
}
