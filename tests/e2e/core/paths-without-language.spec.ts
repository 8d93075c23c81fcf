/**
 * A path without a language that names a real page (PayPal's return, an old bookmark,
 * a link typed by hand) is answered as a page that moves on, never as HTTP 404; only
 * paths that name no page are 404 (issue 8, "the defects found when tried as a new user would").
 */
import { test, expect, copy, loginQuery, unpaidRenewal } from '../fixtures.ts';
import { ROUTES, type RouteId } from '../../../src/lib/core/routes.ts';

// Help articles are prebuilt one page per article and none exist yet (README): their paths are 404 in every language.
const pages = (Object.keys(ROUTES) as RouteId[]).filter((id) => id !== 'helpArticle');

test('every page path without a language answers 200 or a redirect; unknown paths answer 404', async ({ request }) => {
  for (const id of pages) {
    const path = `/${ROUTES[id].path.replace(/:\w+/g, '42')}`;
    const response = await request.get(`${path}?invoice=7`, { maxRedirects: 0 });
    expect(response.status(), path).toBeLessThan(400);
  }
  for (const path of ['/nowhere', '/order/nowhere', '/user/service/42/nowhere', '/help/article/42']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
  }
});

test('en-US: PayPal returns to /order/pay without a language and the buyer lands on the bill in English, with no 404 on the way', async ({ page, sandbox }) => {
  const c = copy['en-US'];
  const account = await sandbox.createAccount({ services: [{ status: 'Active', cycle: 'Monthly', renewalInvoice: { dueInDays: 2 } }] });
  const invoiceId = unpaidRenewal(account)?.id ?? 0;
  expect(invoiceId).toBeGreaterThan(0);
  // The buyer was last on English pages (the login link stores the page's language).
  await page.goto(`/en-US/order/pay?invoice=${invoiceId}#${loginQuery(account)}`);
  await expect(page.getByText(c['pay.invoice'].replace('{id}', String(invoiceId)))).toBeVisible();

  const documentStatuses: number[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'document') documentStatuses.push(response.status());
  });
  // The address the sandbox's PayPal cashier sends the buyer back to (sandbox/core/links.ts orderPayUrl without a language).
  await page.goto(`/order/pay?invoice=${invoiceId}`);
  await page.waitForURL(`**/en-US/order/pay?invoice=${invoiceId}`);
  await expect(page.getByText(c['pay.invoice'].replace('{id}', String(invoiceId)))).toBeVisible();
  expect(documentStatuses.length).toBeGreaterThan(0);
  expect(documentStatuses.filter((status) => status >= 400)).toEqual([]);
});
