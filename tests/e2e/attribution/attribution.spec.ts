/**
 * Attribution that arrives (ADR 0037): an ad click id and an affiliate code from a landing
 * URL reach the provider with the order; a malformed one never does; and no third-party or
 * ad script loads on the private routes.
 */
import type { Page } from '@playwright/test';
import { test, expect, copy, renewalBillOf } from '../fixtures.ts';
import { E2E_SANDBOX_ORIGIN, E2E_SITE_ORIGIN } from '../ports.ts';
import { choosePlan, continueWithEmail, placeOrder } from '../ordering.ts';
import { uniqueEmail } from '../../support/unique-email.ts';

const HOSTILE = encodeURIComponent('"><img src=x onerror=alert(1)>');

test('zh-TW: an ad click id and an affiliate code from the ad’s link reach the provider with the order; malformed ones are dropped', async ({ page, sandbox }) => {
  const c = copy['zh-TW'];
  const click = `EAIaIQ_${Date.now()}`;
  await page.goto(`/zh-TW/order/place?utm_source=tiktok&ttclid=${click}&gclid=${HOSTILE}&utm_campaign=${HOSTILE}&utm_medium=cpc&aff=SKYFRIEND`);
  await choosePlan(page, c, 'Skyline Standard', 'cycle.Monthly');
  const email = uniqueEmail('attributed');
  await continueWithEmail(page, c, email);
  await page.getByRole('radio', { name: c['order.method.alipay'], exact: true }).check();
  const invoiceId = await placeOrder(page, c);

  // The order carries the affiliate code, and the provider knew it.
  const [buyer] = await sandbox.accountsWithEmail(email);
  expect(buyer).toBeDefined();
  await expect.poll(async () => (await sandbox.attribution()).orderAffiliates.filter((row) => row.userUuid === buyer?.uuid)).toEqual([
    expect.objectContaining({ invoiceId, aff: 'SKYFRIEND', known: true }),
  ]);
  // The report after the order: the click id, its platform, the arrivals; nothing malformed.
  await expect.poll(async () => (await sandbox.attribution()).adReports.filter((row) => row.userUuid === buyer?.uuid)).toHaveLength(1);
  const [report] = (await sandbox.attribution()).adReports.filter((row) => row.userUuid === buyer?.uuid);
  expect(report).toMatchObject({ event: 'order', platform: 'tiktok', auadid: click, aff: 'SKYFRIEND' });
  expect(report?.report).toMatchObject({ clickIdParam: 'ttclid', utmMedium: 'cpc', traffics: expect.arrayContaining([expect.objectContaining({ platform: 'tiktok' }), expect.objectContaining({ aff: 'SKYFRIEND' })]) });
  expect(report?.report).not.toHaveProperty('campaignid');
  expect(JSON.stringify(report)).not.toContain('img');
  // The click was tied to this browser's install id on arrival, too.
  expect((await sandbox.attribution()).fingerprints.filter((row) => row.adid === click)).toMatchObject([{ platform: 'tiktok', fingerprint: report?.fingerprint }]);
});

test('en-US: an affiliate code the provider does not know is forgotten and never sent with the order', async ({ page, sandbox }) => {
  const c = copy['en-US'];
  await page.goto('/en-US/order/place?aff=nobody_invited_me');
  await expect.poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === 'skyline_aff')).toBe(false);
  await choosePlan(page, c, 'Skyline Standard', 'cycle.Monthly');
  const email = uniqueEmail('unknown-aff');
  await continueWithEmail(page, c, email);
  await page.getByRole('radio', { name: c['order.method.alipay'], exact: true }).check();
  await placeOrder(page, c);
  const [buyer] = await sandbox.accountsWithEmail(email);
  await expect.poll(async () => (await sandbox.attribution()).adReports.filter((row) => row.userUuid === buyer?.uuid)).toHaveLength(1);
  expect((await sandbox.attribution()).orderAffiliates.filter((row) => row.userUuid === buyer?.uuid)).toEqual([]);
});

/** Every request the page makes to a host other than the site and the provider, and every script not from the site. */
function watchForeign(page: Page): { foreign: string[]; scripts: string[] } {
  const seen = { foreign: [] as string[], scripts: [] as string[] };
  page.on('request', (request) => {
    const origin = new URL(request.url()).origin;
    if (origin !== E2E_SITE_ORIGIN && origin !== E2E_SANDBOX_ORIGIN && !request.url().startsWith('data:')) seen.foreign.push(request.url());
    if (request.resourceType() === 'script' && origin !== E2E_SITE_ORIGIN) seen.scripts.push(request.url());
  });
  return seen;
}

test.describe('the private routes load no ad and no third-party script', () => {
  test.use({ account: { services: [{ status: 'Active', cycle: 'Monthly', renewalInvoice: { dueInDays: 2 } }] } });

  test('user pages, the bill, the in-app paying screen and the desktop panel, after arriving from an ad', async ({ page, loggedIn }) => {
    const seen = watchForeign(page);
    // Arrive from an ad first: whatever was kept must not bring anything onto the private routes.
    await page.goto('/zh-TW/order/place?utm_source=google&gclid=Cj0KCQ_private&aff=SKYFRIEND');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const bill = renewalBillOf(loggedIn.account).id;
    const pages = [
      '/zh-TW/user/service/0',
      '/zh-TW/user/account',
      `/zh-TW/user/service/${loggedIn.account.services[0]?.id ?? 0}/invoice`,
      '/zh-TW/user/login',
      `/zh-TW/order/pay?invoice=${bill}`,
      `/zh-TW/order/paying?invoice=${bill}`,
      '/zh-TW/win',
      '/zh-TW/win/services',
    ];
    for (const path of pages) {
      const beforeCalls = seen.foreign.length;
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(seen.foreign.slice(beforeCalls), path).toEqual([]);
    }
    expect(seen.scripts).toEqual([]);
  });
});
