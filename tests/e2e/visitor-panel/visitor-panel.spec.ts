/**
 * The marketing page's visitor panel (order/place): the address the provider sees, with the
 * location and network its GeoIP database names for it (the sandbox's small table, in the
 * visitor's language, sandbox/order/geoip.ts), and "not available" where it names none. The
 * address is set from the control surface, since every browser test reaches the sandbox over
 * loopback (docs/sandbox.md, "Visitor address").
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../fixtures.ts';
import zhTW from '../../../src/lib/core/i18n/marketing/zh-TW.ts';
import zhCN from '../../../src/lib/core/i18n/marketing/zh-CN.ts';
import enUS from '../../../src/lib/core/i18n/marketing/en-US.ts';

type VisitorCopy = typeof enUS.visitor;

/** One value of the panel, by its label. */
function fact(panel: Locator, label: string): Locator {
  return panel.locator('div').filter({ has: panel.page().getByRole('term').filter({ hasText: label }) }).getByRole('definition');
}

async function openPanel(page: Page, path: string, copy: VisitorCopy): Promise<Locator> {
  await page.goto(path);
  const panel = page.getByRole('region', { name: copy.heading });
  await expect(fact(panel, copy.labels.ip)).not.toHaveText(copy.checking);
  return panel;
}

test.describe('zh-TW', () => {
  test.use({ locale: 'zh-TW' });
  test('a Taiwanese HiNet address shows its country and network in Traditional Chinese', async ({ page, sandbox }) => {
    const copy = zhTW.visitor;
    await sandbox.setVisitorAddress('114.40.1.2');
    const panel = await openPanel(page, '/zh-TW/order/place', copy);
    await expect(fact(panel, copy.labels.ip)).toHaveText('114.40.1.2');
    await expect(fact(panel, copy.labels.location)).toHaveText('台灣');
    await expect(fact(panel, copy.labels.isp)).toHaveText('中華電信 (HiNet)');
  });
});

test.describe('en-US', () => {
  test.use({ locale: 'en-US' });
  test('a known US address shows city, region and country and its network; an unknown one says "not available"', async ({ page, sandbox }) => {
    const copy = enUS.visitor;
    await sandbox.setVisitorAddress('8.8.8.8');
    let panel = await openPanel(page, '/en-US/order/place', copy);
    await expect(fact(panel, copy.labels.location)).toHaveText('Mountain View, California, United States');
    await expect(fact(panel, copy.labels.isp)).toHaveText('Google LLC');

    // An address the database does not know: the panel says so rather than guessing.
    await sandbox.setVisitorAddress('203.0.113.9');
    panel = await openPanel(page, '/en-US/order/place', copy);
    await expect(fact(panel, copy.labels.ip)).toHaveText('203.0.113.9');
    await expect(fact(panel, copy.labels.location)).toHaveText(copy.unknown);
    await expect(fact(panel, copy.labels.isp)).toHaveText(copy.unknown);
  });
});

test.describe('zh-CN', () => {
  test.use({ locale: 'zh-CN' });
  test('a visitor on the local network is told so, with no place', async ({ page }) => {
    const copy = zhCN.visitor;
    const panel = await openPanel(page, '/zh-CN/order/place', copy);
    await expect(fact(panel, copy.labels.ip)).toHaveText('127.0.0.1');
    await expect(fact(panel, copy.labels.location)).toHaveText(copy.unknown);
    await expect(fact(panel, copy.labels.isp)).toHaveText('本地网络');
  });
});
