/**
 * The tests' Chromium flags (scripts/lib.ts): Chromium reads only the last
 * `--disable-features`, so ours must keep every feature Playwright turns off, and the
 * address bar's popup page, which cost every browser context a renderer, must be gone.
 */
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { describe, expect, it } from 'vitest';
import { PLAYWRIGHT_BROWSER } from '../../../scripts/lib.ts';

describe("the tests' Chromium", () => {
  it('keeps every feature Playwright turns off, and makes no address-bar popup page per window', async () => {
    const server = await chromium.launchServer(PLAYWRIGHT_BROWSER.launchOptions);
    try {
      const pid = server.process().pid;
      const switches = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter((arg) => arg.startsWith('--disable-features='));
      const lists = switches.map((arg) => arg.slice('--disable-features='.length).split(','));
      expect(lists.length).toBeGreaterThanOrEqual(2);
      const effective = lists.at(-1) ?? [];
      for (const list of lists.slice(0, -1)) expect(effective).toEqual(expect.arrayContaining(list));

      const browser = await chromium.connect(server.wsEndpoint());
      const context = await browser.newContext();
      await (await context.newPage()).setContent('<p>a page</p>');
      const cdp = await browser.newBrowserCDPSession();
      const { targetInfos } = (await cdp.send('Target.getTargets', { filter: [{}] })) as { targetInfos: { url: string }[] };
      expect(targetInfos.map((target) => target.url)).not.toContainEqual(expect.stringContaining('omnibox-popup'));
      await browser.close();
    } finally {
      await server.close();
    }
  }, 30_000);
});
