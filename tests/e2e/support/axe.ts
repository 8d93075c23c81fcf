/**
 * WCAG 2.2 AA checks with axe-core, one way for every spec: the page as it is now (an open
 * dialog included), each violation as its rule, impact and the elements it found.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** @example expect(await axeViolations(page)).toEqual([]); */
export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return violations.map((violation) => `${violation.id} (${violation.impact ?? 'unrated'}): ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
}
