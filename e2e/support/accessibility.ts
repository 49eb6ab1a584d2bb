import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The axe-core impacts that fail a page: a user is blocked or badly hindered. */
const BLOCKING = new Set(['serious', 'critical']);

/**
 * Runs axe-core (WCAG 2.x A and AA rules) on the page as it is now and fails with the list of
 * serious or critical violations, each with the elements it found them on.
 */
export async function expectAccessible(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const blocking = violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help}\n` +
        violation.nodes.map((node) => `  ${node.target.join(' ')}`).join('\n'),
    );
  expect(blocking).toEqual([]);
}
