/**
 * A service sold through a reseller (issue 27 item 1, ADR 0054): the service page says whose
 * service it is and sends support questions to the reseller where its setting says so; the
 * client login's password is reset through a dialog that shows the new password once, to
 * the owner, and keeps it nowhere after it closes.
 */
import type { ResellerSetting } from '../../../src/lib/reseller/contract.ts';
import type { Page } from '@playwright/test';
import { test, expect, copy, fill, type SandboxControl } from '../fixtures.ts';
import { axeViolations } from '../support/axe.ts';

const HARBOUR: ResellerSetting = {
  name: '港灣網路 Harbour Link',
  support: { email: 'help@harbourlink.example', url: 'https://support.harbourlink.example/', hours: '每日 10:00–22:00' },
  supportReplacesOurs: true,
  customerMay: { changeEmail: true, resetClientPassword: true },
  clientPanelUrl: 'https://panel.harbourlink.example/login',
};

/** The reseller answers 2.5 s after the service (the head asks for both at once). */
const answerLate = (sandbox: SandboxControl) => sandbox.fault({ pathPrefix: '/wl/v1/reseller/setting', mode: 'delay', delayMs: 2500 });

/** Watches, from before the next page loads, whether `selector` ever matches in it, however briefly; the function says. */
async function everInPage(page: Page, selector: string): Promise<() => Promise<boolean>> {
  await page.addInitScript((watched: string) => {
    new MutationObserver(() => {
      if (document.querySelector(watched)) document.documentElement.dataset.everInPage = 'yes';
    }).observe(document, { childList: true, subtree: true });
  }, selector);
  return async () => (await page.evaluate(() => document.documentElement.dataset.everInPage)) === 'yes';
}

const uniqueUsername = (label: string) => `${label}-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`;

test('zh-TW: whose service, the reseller’s support, and a new client password shown once and then gone', async ({ page, context, logIn, sandbox }) => {
  const c = copy['zh-TW'];
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const username = uniqueUsername('hbl');
  const { account } = await logIn({ services: [{ status: 'Active', reseller: { setting: HARBOUR, username, password: 'FirstPass-1234' } }] });
  const serviceId = account.services[0]?.id ?? 0;
  await page.goto('/zh-TW/user/service/0');

  const section = page.getByRole('region', { name: c['reseller.heading'] });
  await expect(section.getByText(fill(c['reseller.soldBy'], { name: HARBOUR.name }))).toBeVisible();
  await expect(section.getByText(fill(c['reseller.support.theirs'], { name: HARBOUR.name }))).toBeVisible();
  await expect(section.getByRole('link', { name: 'help@harbourlink.example' })).toHaveAttribute('href', 'mailto:help@harbourlink.example');
  // Our "contact support" becomes the reseller's.
  await expect(page.getByRole('link', { name: c['service.action.contactSupport'] })).toHaveCount(0);
  await expect(page.getByRole('link', { name: fill(c['reseller.support.contact'], { name: HARBOUR.name }) })).toHaveAttribute('href', '#reseller-heading');

  await section.getByRole('button', { name: c['reseller.login.start'] }).click();
  const dialog = page.getByRole('dialog', { name: c['reseller.dialog.heading'] });
  await expect(dialog.getByText(fill(c['reseller.dialog.username'], { username }))).toBeVisible();
  await expect(dialog.getByText(c['reseller.dialog.what'])).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: c['reseller.dialog.confirm'] }).click();

  const done = page.getByRole('dialog', { name: c['reseller.done.heading'] });
  await expect(done.getByText(c['reseller.done.once'])).toBeVisible();
  const password = (await done.locator('code').nth(1).textContent()) ?? '';
  expect(password).toMatch(/^[A-Za-z2-9]{16}$/);
  expect(await sandbox.clientLoginSignsIn({ serviceId, username, password })).toBe(true);
  expect(await sandbox.clientLoginSignsIn({ serviceId, username, password: 'FirstPass-1234' })).toBe(false);
  await done.getByRole('button', { name: c['reseller.done.copy'] }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(password);
  expect(await axeViolations(page)).toEqual([]);
  // No QR code of it, and nowhere in the browser's storage.
  await expect(done.getByRole('img')).toHaveCount(0);
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }) + document.cookie);
  expect(stored).not.toContain(password);

  await done.getByRole('button', { name: c['reseller.done.close'] }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText(password)).toHaveCount(0);
  // Opened again: the login to reset, never the last password.
  await section.getByRole('button', { name: c['reseller.login.start'] }).click();
  const again = page.getByRole('dialog', { name: c['reseller.dialog.heading'] });
  await expect(again.getByText(fill(c['reseller.dialog.username'], { username }))).toBeVisible();
  await expect(again.getByText(password)).toHaveCount(0);
});

test('en-US: a reseller that keeps the email and the password to itself; our own support stays', async ({ page, logIn }) => {
  const c = copy['en-US'];
  const setting: ResellerSetting = { ...HARBOUR, name: 'Kowloon Bay Net', supportReplacesOurs: false, customerMay: { changeEmail: false, resetClientPassword: false } };
  await logIn({ services: [{ status: 'Active', reseller: { setting, username: uniqueUsername('kb'), password: 'FirstPass-1234' } }] });
  await page.goto('/en-US/user/service/0');
  const section = page.getByRole('region', { name: c['reseller.heading'] });
  await expect(section.getByText(fill(c['reseller.soldBy'], { name: setting.name }))).toBeVisible();
  await expect(section.getByText(fill(c['reseller.support.ours'], { name: setting.name }))).toBeVisible();
  await expect(section.getByText(fill(c['reseller.login.notAllowed'], { name: setting.name }))).toBeVisible();
  await expect(section.getByRole('button', { name: c['reseller.login.start'] })).toHaveCount(0);
  await expect(page.getByRole('link', { name: c['service.action.contactSupport'] })).toBeVisible();
  await expect(page.getByRole('heading', { name: c['email.heading'] })).toHaveCount(0);
});

test('zh-CN: the email section never shows to a reseller’s customer whose reseller keeps it, even when the reseller answers late', async ({ page, logIn, sandbox }) => {
  const c = copy['zh-CN'];
  const setting: ResellerSetting = { ...HARBOUR, name: '九龍灣網絡', supportReplacesOurs: false, customerMay: { changeEmail: false, resetClientPassword: false } };
  await logIn({ services: [{ status: 'Active', reseller: { setting, username: uniqueUsername('kbl'), password: 'FirstPass-1234' } }] });
  await answerLate(sandbox);
  const emailHeadingSeen = await everInPage(page, '#email-heading');
  await page.goto('/zh-CN/user/service/0');
  await expect(page.getByRole('heading', { level: 2, name: /#\d+/ })).toBeVisible();
  await expect(page.getByRole('region', { name: c['reseller.heading'] }).getByText(fill(c['reseller.soldBy'], { name: setting.name }))).toBeVisible();
  await expect(page.getByRole('heading', { name: c['email.heading'] })).toHaveCount(0);
  expect(await emailHeadingSeen()).toBe(false);
});

test('zh-TW: "contact support" never leads to our help desk first for a reseller that answers its customers, even when the reseller answers late', async ({ page, logIn, sandbox }) => {
  const c = copy['zh-TW'];
  await logIn({ services: [{ status: 'Active', reseller: { setting: HARBOUR, username: uniqueUsername('hbl'), password: 'FirstPass-1234' } }] });
  await answerLate(sandbox);
  // The service's link to our contact form.
  const ourSupportSeen = await everInPage(page, 'a[href*="/help/contact-us?service="]');
  await page.goto('/zh-TW/user/service/0');
  await expect(page.getByRole('heading', { level: 2, name: /#\d+/ })).toBeVisible();
  await expect(page.getByRole('link', { name: fill(c['reseller.support.contact'], { name: HARBOUR.name }) })).toHaveAttribute('href', '#reseller-heading');
  expect(await ourSupportSeen()).toBe(false);
});

test('en-US: a service we sold shows its email section once the provider says no reseller sold it', async ({ page, loggedIn, sandbox }) => {
  const c = copy['en-US'];
  expect(loggedIn.account.services.length).toBe(1);
  await answerLate(sandbox);
  await page.goto('/en-US/user/service/0');
  await expect(page.getByRole('heading', { level: 2, name: /#\d+/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: c['email.heading'] })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: c['email.heading'] })).toBeVisible();
  await expect(page.getByRole('region', { name: c['reseller.heading'] })).toHaveCount(0);
});

test('en-US: a service we sold shows no reseller section', async ({ page, loggedIn }) => {
  const c = copy['en-US'];
  await page.goto('/en-US/user/service/0');
  await expect(page.getByRole('link', { name: c['service.action.contactSupport'] })).toBeVisible();
  await expect(page.getByRole('region', { name: c['reseller.heading'] })).toHaveCount(0);
  expect(loggedIn.account.services.length).toBe(1);
});
