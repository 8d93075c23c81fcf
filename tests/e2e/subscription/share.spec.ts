/**
 * The share dialog (issue 10 item 6): the use link only. Its text, what it copies, what
 * its QR code encodes and what it hands to the system's share sheet are the use link,
 * and none of them carries the login (user id and signature) or the service's management
 * signature, seed or token. The dialog is a native modal <dialog>, fetched when first
 * opened; one that cannot be fetched says so and can be tried again.
 */
import type { Page } from '@playwright/test';
import { test, expect, copy, type AccountView } from '../fixtures.ts';
import type { Copy } from '../ordering.ts';
import { readModules, symbolOf } from '../support/qr-symbol.ts';

/** The share dialog's own chunk (src/islands/subscription/ShareDialog.tsx, named after its module). */
const SHARE_DIALOG_CHUNK = /\/_astro\/ShareDialog\.[\w-]+\.js$/;

/** What must never leave the page through sharing: the login and the service's management values. */
function secretsOf(account: AccountView): string[] {
  const service = account.services[0];
  if (!service) throw new Error('the fixture account has no service');
  return [account.uuid, account.hmac, service.hmac, service.seed, service.token];
}

function useLinkOf(account: AccountView): string {
  const address = account.services[0]?.subscriptionUrl;
  if (!address) throw new Error('the fixture service has no subscription address');
  return address;
}

async function openShare(page: Page, c: Copy) {
  await page.getByRole('button', { name: c['subscription.share.open'] }).click();
  const dialog = page.getByRole('dialog', { name: c['subscriptionGuide.share.heading'] });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('zh-TW: the dialog shows, copies and encodes the use link and nothing secret, and closes back to its button', async ({ page, context, loggedIn }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const c = copy['zh-TW'];
  const useLink = useLinkOf(loggedIn.account);
  const secrets = secretsOf(loggedIn.account);
  for (const secret of secrets) expect(useLink).not.toContain(secret);

  await page.goto('/zh-TW/user/service/0');
  const dialog = await openShare(page, c);
  await expect(dialog).toContainText(c['subscriptionGuide.share.explain']);
  await expect(dialog.getByText(useLink, { exact: true })).toBeVisible();
  const text = (await dialog.textContent()) ?? '';
  for (const secret of secrets) expect(text).not.toContain(secret);
  expect(await dialog.evaluate((element) => element.outerHTML.includes('uuid='))).toBe(false);

  await dialog.getByRole('button', { name: c['subscriptionGuide.share.copy'] }).click();
  await expect(dialog.getByRole('status')).toHaveText(c['subscription.copied']);
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(useLink);

  const code = dialog.getByRole('img', { name: c['subscriptionGuide.share.qrAlt'] });
  await expect(code).toHaveAttribute('src', /^data:image\/png;base64,/);
  expect(await readModules(code)).toEqual(symbolOf(useLink));

  // A modal: the page behind cannot be reached; Escape closes it and focus returns to its button.
  expect(await dialog.evaluate((element) => element instanceof HTMLDialogElement && element.matches(':modal'))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: c['subscription.share.open'] })).toBeFocused();
});

test('en-US: the system share sheet is handed the use link alone', async ({ page, loggedIn }) => {
  // Linux Chromium has no share sheet: this stands in for the browser's own, and records what it is given.
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.defineProperty(window, 'sharedForTest', { value: shared });
    Object.defineProperty(navigator, 'share', { value: (data: ShareData) => (shared.push(data), Promise.resolve()), configurable: true });
    Object.defineProperty(navigator, 'canShare', { value: () => true, configurable: true });
  });
  const c = copy['en-US'];
  const useLink = useLinkOf(loggedIn.account);
  await page.goto('/en-US/user/service/0');
  const dialog = await openShare(page, c);
  await dialog.getByRole('button', { name: c['subscriptionGuide.share.system'] }).click();
  const shared = await page.evaluate(() => Reflect.get(window, 'sharedForTest'));
  expect(shared).toEqual([{ url: useLink }]);
  await dialog.getByRole('button', { name: c['subscriptionGuide.share.close'] }).click();
  await expect(dialog).toHaveCount(0);
});

test('zh-CN: a dialog that cannot be fetched says so, and "try again" opens it', async ({ page, loggedIn, expectFailedResponses }) => {
  expectFailedResponses([{ method: 'GET', url: SHARE_DIALOG_CHUNK, status: 'network' }]);
  await page.route(SHARE_DIALOG_CHUNK, (route) => route.abort('connectionrefused'));
  const c = copy['zh-CN'];
  const useLink = useLinkOf(loggedIn.account);
  await page.goto('/zh-CN/user/service/0');
  await page.getByRole('button', { name: c['subscription.share.open'] }).click();
  const notice = page.getByRole('alert').filter({ hasText: c['subscription.share.unavailable.title'] });
  await expect(notice).toContainText(c['subscription.fallback.hint']);
  // The address is still there to copy.
  await expect(page.getByText(useLink, { exact: true })).toBeVisible();

  await page.unroute(SHARE_DIALOG_CHUNK);
  await notice.getByRole('button', { name: c['action.retry'] }).click();
  await expect(page.getByRole('dialog', { name: c['subscriptionGuide.share.heading'] })).toBeVisible();
  await expect(notice).toHaveCount(0);
});
