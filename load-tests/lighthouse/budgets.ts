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
