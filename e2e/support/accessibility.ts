import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The axe-core impacts that fail a page: a user is blocked or badly hindered. */
const BLOCKING = new Set(['serious', 'critical']);

/**
 * The serious or critical violations axe-core (WCAG 2.x A and AA rules) finds on the page as it is
 * now, each with the elements it found them on.
 */
export async function accessibilityFaults(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help}\n` +
        violation.nodes.map((node) => `  ${node.target.join(' ')}`).join('\n'),
    );
}

/** Fails with the page's serious or critical accessibility violations, if any. */
export async function expectAccessible(page: Page): Promise<void> {
  expect(await accessibilityFaults(page)).toEqual([]);
}
