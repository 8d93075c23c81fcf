/**
 * How long the help search takes to answer, measured in the page: from the last
 * keystroke's input event to the moment a link to the wanted article is in the results.
 * Shared by the bench (scripts/bench.ts, on the emulated phone) and the browser test
 * (tests/e2e/help/help-search.spec.ts). The caller focuses the box and waits for the search to
 * be ready first.
 */
import type { Page } from '@playwright/test';

interface SearchTiming {
  lastInput: number;
  shown: number;
}

/** Types `query` as a person does (`delayMs` a key) and answers the milliseconds from the last keystroke to `articleId` listed. */
export async function timeSearchAnswer(page: Page, query: string, articleId: number, delayMs = 60): Promise<number> {
  await page.evaluate((article) => {
    const timing: SearchTiming = { lastInput: 0, shown: 0 };
    Object.assign(window, { __searchTiming: timing });
    // Captured on the window, so it runs before the page's own listener on the box: a page
    // that answers within the keystroke's own event is timed from that keystroke.
    const box = document.querySelector('input[name="q"]');
    window.addEventListener(
      'input',
      (event) => {
        if (event.target !== box) return;
        timing.lastInput = event.timeStamp;
        timing.shown = 0;
      },
      { capture: true },
    );
    new MutationObserver(() => {
      if (timing.shown === 0 && timing.lastInput > 0 && document.querySelector(`#help-search-results:not([hidden]) a[href$="/help/article/${article}"]`)) timing.shown = performance.now();
    }).observe(document.body, { childList: true, subtree: true, attributes: true });
  }, articleId);
  await page.locator('input[name="q"]').pressSequentially(query, { delay: delayMs });
  // The results of the last keystroke, not a link still shown from an earlier one (a prefix
  // may already find the article): `shown` is reset on every keystroke.
  await page.waitForFunction(() => (window as unknown as { __searchTiming: SearchTiming }).__searchTiming.shown > 0, undefined, { timeout: 30_000 });
  return page.evaluate(() => {
    const { lastInput, shown } = (window as unknown as { __searchTiming: SearchTiming }).__searchTiming;
    return Math.round(shown - lastInput);
  });
}
