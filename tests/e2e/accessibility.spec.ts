/**
 * WCAG 2.2 AA checks with axe-core on the pages and dialogs people use most: the service
 * page in each state a customer meets (its facts, every dialog it opens, the setup
 * guide), the order page, the bill, help and the not-found page. A violation fails the
 * test with the rule and the elements it found.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, copy } from './fixtures.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return violations.map((violation) => `${violation.id} (${violation.impact ?? 'unrated'}): ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`);
}

async function openDialog(page: Page, button: string, name: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  return dialog;
}

for (const locale of ['zh-TW', 'en-US'] as const) {
  test(`${locale}: the service page and each of its dialogs`, async ({ page, logIn }) => {
    const c = copy[locale];
    await logIn({ services: [{ status: 'Active' }, { status: 'Expired' }] });
    await page.goto(`/${locale}/user/service/0`);
    await expect(page.getByRole('button', { name: c['subscription.qr.show'] })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    const switcher = await openDialog(page, c['service.switch.open'], c['service.switch.title']);
    expect(await axeViolations(page)).toEqual([]);
    await switcher.getByRole('button', { name: c['service.switch.close'] }).click();

    const share = await openDialog(page, c['subscription.share.open'], c['subscriptionGuide.share.heading']);
    expect(await axeViolations(page)).toEqual([]);
    await share.getByRole('button', { name: c['subscriptionGuide.share.close'] }).click();

    // No email yet: the section asks for one, and its button opens the dialog.
    const email = await openDialog(page, c['email.prompt.go'], c['emailDialog.heading']);
    expect(await axeViolations(page)).toEqual([]);
    await email.getByRole('button', { name: c['emailDialog.close'] }).click();

    const reset = await openDialog(page, c['reset.start.service'], c['resetDialog.dialog.heading']);
    await expect(reset.getByText(c['resetDialog.changes.loginLink'])).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await reset.getByRole('button', { name: c['resetDialog.cancel'] }).click();

    await page.getByRole('button', { name: c['subscription.qr.show'] }).click();
    await expect(page.getByRole('img', { name: c['subscription.qr.alt'] })).toBeVisible();
    await page.getByRole('button', { name: c['subscription.guide.open'] }).click();
    await expect(page.getByRole('button', { name: c['subscription.guide.open'] })).toHaveAttribute('aria-expanded', 'true');
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('zh-CN: the order page, help and the not-found page', async ({ page, expectFailedResponses }) => {
  expectFailedResponses([{ method: 'GET', url: /\/zh-CN\/nowhere$/, status: 404 }]);
  for (const path of ['/zh-CN/order/place', '/zh-CN/help', '/zh-CN/nowhere']) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    expect(await axeViolations(page), path).toEqual([]);
  }
});
