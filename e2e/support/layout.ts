import type { Page } from 'playwright-core';

export interface LayoutFaults {
  /** How far the page is wider than the window's visible width, in pixels (0 when it is not). */
  overflow: number;
  /** The innermost elements that stick out past the window's right edge. */
  outside: string[];
  /** Controls in a table that sit outside the window or their scroll box (with `tables` only). */
  hiddenInTables: string[];
  /** Controls that another element covers at their centre once scrolled into view. */
  covered: string[];
}

/** Nothing wrong: what `layoutFaults` answers for a page that fits its screen. */
export const NO_FAULTS: LayoutFaults = { overflow: 0, outside: [], hiddenInTables: [], covered: [] };

/**
 * What a user of the page at its size cannot reach: a page wider than the window, a control (among
 * `controls`, a CSS selector) under another element, and with `tables` a table's button or link
 * behind sideways scrolling.
 */
export function layoutFaults(
  page: Page,
  { controls, tables }: { controls: string; tables: boolean },
): Promise<LayoutFaults> {
  return page.evaluate(
    ({ controls, tables }) => {
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
      for (const control of Array.from(document.querySelectorAll(controls))) {
        if (!shown(control)) continue;
        control.scrollIntoView({ block: 'center', inline: 'nearest' });
        const centre = () => {
          const box = control.getBoundingClientRect();
          return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
        };
        let { x, y } = centre();
        // A control kept out of the window until it has the focus (a skip link) is checked where the focus shows it.
        const hiddenUntilFocused = x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight;
        if (hiddenUntilFocused && control instanceof HTMLElement) {
          control.focus();
          ({ x, y } = centre());
        }
        const hit = document.elementFromPoint(x, y);
        if (hiddenUntilFocused && control instanceof HTMLElement) control.blur();
        const label = control.closest('label');
        if (!hit || !(control.contains(hit) || hit.contains(control) || (label !== null && label.contains(hit)))) {
          covered.push(`${describe(control)} under ${hit ? describe(hit) : 'nothing (outside the window)'}`);
        }
      }
      window.scrollTo(0, 0);
      return { overflow, outside, hiddenInTables, covered };
    },
    { controls, tables },
  );
}
