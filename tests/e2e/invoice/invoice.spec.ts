/**
 * The invoice page, user/invoice/{id} (spec section 2, "Invoice detail"; issue 11): a bill
 * in detail as its owner sees it and as its bare link shows it, the way forward from an
 * unpaid one, a missing bill, and a read that fails.
 */
import { copy, expect, fill, test, uniqueEmail, type AccountView, type InvoiceSummary } from '../fixtures.ts';
import { formatDateTime, formatMoneyWithCode } from '../../../src/lib/core/i18n/format.ts';
import type { Locator, Page } from '@playwright/test';
import { SELLER } from '../../../sandbox/invoice/view.ts';

/** The first bill of the account's first service with this status; fails the test when there is none. */
function billOf(account: AccountView, status: InvoiceSummary['status']): InvoiceSummary {
  const bill = account.services[0]?.invoices.find((invoice) => invoice.status === status);
  if (!bill) throw new Error(`the fixture account has no ${status} bill: ${JSON.stringify(account.services)}`);
  return bill;
}

/** The invoice document on the page (its heading is the word "invoice"). */
function invoiceDocument(page: Page) {
  return page.getByRole('article');
}

/** The row of the amounts table whose heading is `label`. */
function amountRow(scope: Locator, label: string): Locator {
  return scope.getByRole('row').filter({ has: scope.page().getByRole('rowheader', { name: label, exact: true }) });
}

test.describe('a paid bill in detail', () => {
  // Markup in the payer's email is shown as the text it is (the fixture API takes any text).
  const email = `<b>bold</b>${uniqueEmail('invoice-paid')}`;
  test.use({ account: { email, emailStatus: 'verified', services: [{ status: 'Active', cycle: 'Monthly' }] } });

  test('zh-TW: the document with its number, dates, status in words, seller, payer and transactions', async ({ page, loggedIn }) => {
    const c = copy['zh-TW'];
    const bill = billOf(loggedIn.account, 'Paid');
    await page.goto(`/zh-TW/user/invoice/${bill.id}`);
    const doc = invoiceDocument(page);
    await expect(doc.getByRole('heading', { level: 1, name: c['invoice.word'] })).toBeVisible();
    await expect(doc.getByText(c['invoice.status.Paid']).first()).toBeVisible();
    await expect(doc.locator('.invoice__number')).toContainText(String(bill.id));
    for (const label of ['invoice.createdAt', 'invoice.dueAt', 'invoice.paidAt', 'invoice.paymentMethod'] as const) {
      await expect(doc.getByRole('term').filter({ hasText: c[label] })).toBeVisible();
    }
    await expect(doc.getByText(fill(c['invoice.hongKongTime'], { date: formatDateTime('zh-TW', bill.dueAt) }))).toBeVisible();
    // The seller's block, as a Hong Kong invoice carries it.
    const seller = doc.getByRole('region', { name: c['invoice.seller'] });
    await expect(seller).toContainText(SELLER.name);
    for (const line of SELLER.address) await expect(seller).toContainText(line);
    await expect(seller).toContainText(fill(c['invoice.seller.registration'], { number: SELLER.registration }));
    await expect(seller).toContainText(SELLER.email);
    // The owner sees the payer.
    const payer = doc.getByRole('region', { name: c['invoice.payer'] });
    await expect(payer).toContainText(email);
    await expect(payer.locator('b')).toHaveCount(0);
    // Amounts with their currency code; a paid bill owes nothing.
    const amounts = doc.getByRole('region', { name: c['invoice.amounts'] });
    await expect(amountRow(amounts, c['invoice.balanceDue'])).toContainText(formatMoneyWithCode('zh-TW', { amount: '0', currency: 'USD' }));
    await expect(amountRow(amounts, c['invoice.total'])).toContainText('USD');
    // Its owner sees which service the bill is for.
    await expect(doc.getByRole('region', { name: c['invoice.items'] })).toContainText(fill(c['invoice.items.details'], { id: loggedIn.account.services[0]?.id ?? 0 }));
    // What the bill costs first, then what paid toward it: the balance credit comes after the total.
    // The card paid it all: the paid row names it, and the payment method says it too.
    const paidByCard = fill(c['invoice.paidWith'], { methods: c['order.method.card'] });
    await expect(amounts.getByRole('rowheader')).toHaveText([c['invoice.subtotal'], c['invoice.fee'], c['invoice.total'], c['invoice.credit'], paidByCard, c['invoice.balanceDue']]);
    await expect(doc.getByRole('definition').filter({ hasText: c['order.method.card'] })).toBeVisible();
    // Its payment, as a transaction in words.
    const transactions = doc.getByRole('region', { name: c['invoice.transactions'] });
    await expect(transactions.getByRole('columnheader', { name: c['invoice.transactions.id'] })).toBeVisible();
    await expect(transactions.getByRole('cell', { name: c['invoice.transactions.buy'], exact: true })).toBeVisible();
    // Nothing to pay: no pay button, and the tab is titled with the bill's number (Save as PDF's file name).
    await expect(doc.getByRole('link', { name: new RegExp(c['invoice.pay'].replace('{amount}', '')) })).toHaveCount(0);
    await expect(page).toHaveTitle(`${c['invoice.word']} ${bill.id}`);
  });
});

test.describe('an unpaid bill', () => {
  test.use({ account: { email: uniqueEmail('invoice-unpaid'), emailStatus: 'verified', services: [{ status: 'Active', cycle: 'Monthly', renewalInvoice: { dueInDays: 2 } }] } });

  test('en-US: says when to pay it and its pay button opens the payment page for it', async ({ page, loggedIn }) => {
    const c = copy['en-US'];
    const bill = billOf(loggedIn.account, 'Unpaid');
    await page.goto(`/en-US/user/invoice/${bill.id}`);
    const doc = invoiceDocument(page);
    await expect(doc.getByText(c['invoice.status.Unpaid']).first()).toBeVisible();
    await expect(doc.getByText(fill(c['invoice.standing.unpaid'], { date: formatDateTime('en-US', bill.dueAt) }))).toBeVisible();
    const owed = formatMoneyWithCode('en-US', { amount: bill.balanceDue, currency: 'USD' });
    await expect(amountRow(doc, c['invoice.balanceDue'])).toContainText(owed);
    await expect(doc.getByText(c['invoice.transactions.none'])).toBeVisible();
    await doc.getByRole('link', { name: fill(c['invoice.pay'], { amount: owed }) }).click();
    await page.waitForURL(`**/en-US/order/pay?invoice=${bill.id}`);
    await expect(page.getByText(fill(c['pay.invoice'], { id: bill.id }))).toBeVisible();
  });
});

test.describe('the bare bill link, without a login', () => {
  test('zh-CN: shows the bill and nothing from the account; its pay button works', async ({ page, sandbox }) => {
    const c = copy['zh-CN'];
    const email = uniqueEmail('invoice-public');
    const account = await sandbox.createAccount({ email, emailStatus: 'verified', services: [{ status: 'Active', cycle: 'Annually', renewalInvoice: { dueInDays: 5 } }] });
    const bill = billOf(account, 'Unpaid');
    await page.goto(`/zh-CN/user/invoice/${bill.id}`);
    const doc = invoiceDocument(page);
    await expect(doc.getByRole('heading', { level: 1, name: c['invoice.word'] })).toBeVisible();
    await expect(doc.locator('.invoice__number')).toContainText(String(bill.id));
    await expect(doc.getByRole('region', { name: c['invoice.payer'] })).toHaveText(new RegExp(c['invoice.payer.publicView']));
    // Nothing from the account: no service number, no email, no login, no link to the account's pages.
    const serviceId = account.services[0]?.id ?? 0;
    await expect(doc.getByRole('region', { name: c['invoice.items'] })).toContainText(c['cycle.Annually']);
    await expect(doc.getByRole('region', { name: c['invoice.items'] })).not.toContainText(`#${serviceId}`);
    const html = await page.content();
    expect(html).not.toContain(email);
    expect(html).not.toContain(account.uuid);
    expect(html).not.toContain(account.hmac);
    expect(await page.evaluate(() => localStorage.getItem('skyline:credentials'))).toBeNull();
    // Open to anyone with the link, but never listed by search engines.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    const owed = formatMoneyWithCode('zh-CN', { amount: bill.balanceDue, currency: 'USD' });
    await doc.getByRole('link', { name: fill(c['invoice.pay'], { amount: owed }) }).click();
    await page.waitForURL(`**/zh-CN/order/pay?invoice=${bill.id}`);
    await expect(page.getByText(fill(c['pay.invoice'], { id: bill.id }))).toBeVisible();
  });

  test('en-US: a logged-in visitor opening someone else’s bill gets the link’s view, never that account’s data', async ({ page, sandbox, loggedIn, expectFailedResponses }) => {
    const c = copy['en-US'];
    // The owner's view of someone else's bill is answered as not found; the page then reads the link's view.
    expectFailedResponses([{ method: 'POST', url: /\/au\/api\/v1\/invoices\/info\/\d+$/, status: 404 }]);
    const otherEmail = uniqueEmail('invoice-other');
    const other = await sandbox.createAccount({ email: otherEmail, emailStatus: 'verified', services: [{ status: 'Active', cycle: 'Monthly' }] });
    const bill = billOf(other, 'Paid');
    expect(loggedIn.account.uuid).not.toBe(other.uuid);
    await page.goto(`/en-US/user/invoice/${bill.id}`);
    const doc = invoiceDocument(page);
    await expect(doc.locator('.invoice__number')).toContainText(String(bill.id));
    await expect(doc.getByRole('region', { name: c['invoice.payer'] })).toHaveText(new RegExp(c['invoice.payer.publicView']));
    expect(await page.content()).not.toContain(otherEmail);
  });
});

test.describe('when the bill cannot be shown', () => {
  test('zh-TW: a bill number the provider does not know says so', async ({ page, expectFailedResponses }) => {
    const c = copy['zh-TW'];
    expectFailedResponses([{ method: 'GET', url: /\/au\/api\/v1\/invoices\/n\/info\/\d+$/, status: 404 }]);
    await page.goto('/zh-TW/user/invoice/987654321');
    await expect(page.getByRole('heading', { level: 1, name: c['invoice.notFound.heading'] })).toBeVisible();
    await expect(page.getByRole('link', { name: c['invoice.notFound.myService'] })).toBeVisible();
  });

  test('en-US: a network failure says so with a retry, and the retry shows the bill', async ({ page, sandbox, loggedIn, expectFailedResponses }) => {
    const c = copy['en-US'];
    const bill = billOf(loggedIn.account, 'Paid');
    expectFailedResponses([{ method: 'POST', url: /\/au\/api\/v1\/invoices\/info\/\d+$/, status: 'network' }]);
    // Chromium quietly retries a request dropped on a reused connection, so the fault stays armed until cleared.
    await sandbox.fault({ pathPrefix: `/au/api/v1/invoices/info/${bill.id}`, mode: 'drop', times: 20 });
    await page.goto(`/en-US/user/invoice/${bill.id}`);
    const alert = page.getByRole('main').getByRole('alert');
    await expect(alert).toContainText(c['error.NetworkTrouble.title']);
    await sandbox.clearFaults();
    await alert.getByRole('button', { name: c['action.retry'] }).click();
    await expect(invoiceDocument(page).getByText(c['invoice.status.Paid']).first()).toBeVisible();
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  });
});

test('zh-CN: after a read lost on the way, the bill link reads the bill by itself when the connection comes back', async ({ page, context, sandbox, expectFailedResponses }) => {
  const c = copy['zh-CN'];
  const account = await sandbox.createAccount({ services: [{ status: 'Active', cycle: 'Monthly' }] });
  const bill = billOf(account, 'Paid');
  expectFailedResponses([{ method: 'GET', url: /\/au\/api\/v1\/invoices\/n\/info\/\d+$/, status: 'network' }]);
  await sandbox.fault({ pathPrefix: `/au/api/v1/invoices/n/info/${bill.id}`, mode: 'drop', times: 20 });
  await page.goto(`/zh-CN/user/invoice/${bill.id}`);
  await expect(page.getByRole('main').getByRole('alert')).toContainText(c['error.NetworkTrouble.title']);
  await sandbox.clearFaults();
  // The connection drops and comes back: the browser says "online", and the page reads again without a press.
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(invoiceDocument(page).locator('.invoice__status')).toContainText(c['invoice.status.Paid']);
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
});

test.describe('bills paid from the balance, wholly and in part (issue 23)', () => {
  // The older bills: the newer one paid wholly from the balance, the older one 2.00 from it and the rest by card.
  test.use({ account: { services: [{ status: 'Active', cycle: 'Monthly', pid: 2 }], extraInvoices: { paidFromBalance: 2 }, balanceEntries: [{ type: 'top-up', amount: '50.00', daysAgo: 400 }] } });

  /** The account's bills paid from the balance: [wholly, in part] (the older bills were made newest first). */
  function balanceBills(account: AccountView): [InvoiceSummary, InvoiceSummary] {
    const [wholly, partly] = (account.services[0]?.invoices ?? []).filter((bill) => bill.status === 'Paid' && bill.isRenewal).sort((a, b) => a.id - b.id);
    if (!wholly || !partly) throw new Error('the fixture has no bills paid from the balance');
    return [wholly, partly];
  }

  test('zh-TW: a bill the balance paid reads as paid once, by the balance, its item and times in Chinese', async ({ page, loggedIn }) => {
    const c = copy['zh-TW'];
    const [bill] = balanceBills(loggedIn.account);
    await page.goto(`/zh-TW/user/invoice/${bill.id}`);
    const doc = invoiceDocument(page);
    const amounts = doc.getByRole('region', { name: c['invoice.amounts'] });
    const usd = (amount: string) => formatMoneyWithCode('zh-TW', { amount, currency: 'USD' });
    await expect(amountRow(amounts, c['invoice.total'])).toContainText(usd('11.90'));
    await expect(amountRow(amounts, c['invoice.credit'])).toContainText(fill(c['invoice.minus'], { amount: usd('11.90') }));
    // Nothing else paid it: the balance is not counted twice (was 11.90 here too, as if 23.80 had been paid).
    await expect(amountRow(amounts, c['invoice.paid'])).toContainText(usd('0'));
    await expect(amountRow(amounts, c['invoice.balanceDue'])).toContainText(usd('0'));
    // The method is what paid it (was Alipay).
    await expect(doc.getByRole('definition').filter({ hasText: c['order.method.balance'] })).toBeVisible();
    // The item in Chinese, composed from its fields; the time on the 24-hour clock.
    const items = doc.getByRole('region', { name: c['invoice.items'] });
    await expect(items).toContainText('Skyline Pro 續費（月繳）');
    await expect(items).not.toContainText('Renewal');
    const transactions = doc.getByRole('region', { name: c['invoice.transactions'] });
    await expect(transactions.getByRole('cell', { name: c['order.method.balance'], exact: true })).toBeVisible();
    await expect(transactions.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText(/^\d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2}$/);
  });

  test('en-US: a bill paid 2.00 from the balance and the rest by card adds up as printed', async ({ page, loggedIn }) => {
    const c = copy['en-US'];
    const [, bill] = balanceBills(loggedIn.account);
    await page.goto(`/en-US/user/invoice/${bill.id}`);
    const doc = invoiceDocument(page);
    const amounts = doc.getByRole('region', { name: c['invoice.amounts'] });
    const usd = (amount: string) => formatMoneyWithCode('en-US', { amount, currency: 'USD' });
    await expect(amountRow(amounts, c['invoice.total'])).toContainText(usd('11.90'));
    await expect(amountRow(amounts, c['invoice.credit'])).toContainText(fill(c['invoice.minus'], { amount: usd('2.00') }));
    // Read down: 11.90 − 2.00 − 9.90 = 0.00.
    await expect(amountRow(amounts, fill(c['invoice.paidWith'], { methods: c['order.method.card'] }))).toContainText(fill(c['invoice.minus'], { amount: usd('9.90') }));
    await expect(amountRow(amounts, c['invoice.balanceDue'])).toContainText(usd('0'));
    await expect(doc.getByRole('definition').filter({ hasText: `${c['order.method.balance']} and ${c['order.method.card']}` })).toBeVisible();
    await expect(doc.getByRole('region', { name: c['invoice.items'] })).toContainText('Renewal: Skyline Pro (Monthly)');
  });

  test('zh-CN: at 390 px the transactions keep their words whole (no one character a line) and nothing scrolls sideways', async ({ page, loggedIn }) => {
    const c = copy['zh-CN'];
    const [, bill] = balanceBills(loggedIn.account);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/zh-CN/user/invoice/${bill.id}`);
    const transactions = invoiceDocument(page).getByRole('region', { name: c['invoice.transactions'] });
    await expect(transactions.getByRole('row')).toHaveCount(3);
    // How many lines each cell's text takes, by its line boxes.
    const lines = await transactions.getByRole('cell').evaluateAll((cells) =>
      cells.map((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        return { text: cell.textContent ?? '', lines: new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size };
      }),
    );
    for (const cell of lines) {
      if (/^txn_/.test(cell.text)) continue;
      // A date and time may take two lines (date, then time) and an amount one; a longer
      // name may wrap (信用卡或借记卡), but never to one character a line (支付 stays whole).
      if (/\d{2}:\d{2}/.test(cell.text)) expect(cell.lines, cell.text).toBeLessThanOrEqual(2);
      else if (/\d/.test(cell.text)) expect(cell.lines, cell.text).toBe(1);
      else expect(cell.lines, cell.text).toBeLessThanOrEqual(Math.max(1, Math.floor(cell.text.length / 2)));
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe('refunded, cancelled and past-paying bills in detail', () => {
  test.use({ account: { services: [{ status: 'Active', cycle: 'Monthly' }], extraInvoices: { refunded: 1, cancelled: 1, unpaid: 1 } } });

  for (const locale of ['zh-CN', 'en-US'] as const) {
    test(`${locale}: a refunded bill shows its payment and its refund, and owes nothing`, async ({ page, loggedIn }) => {
      const c = copy[locale];
      const bill = billOf(loggedIn.account, 'Refunded');
      await page.goto(`/${locale}/user/invoice/${bill.id}`);
      const doc = invoiceDocument(page);
      await expect(doc.locator('.invoice__status')).toContainText(c['invoice.status.Refunded']);
      await expect(doc.getByText(c['invoice.standing.refunded'])).toBeVisible();
      const transactions = doc.getByRole('region', { name: c['invoice.transactions'] });
      // Two rows: the payment, then its refund, each said in words with its amount.
      await expect(transactions.getByRole('row')).toHaveCount(3);
      const buy = transactions.getByRole('row').filter({ has: page.getByRole('cell', { name: c['invoice.transactions.buy'], exact: true }) });
      const refund = transactions.getByRole('row').filter({ has: page.getByRole('cell', { name: c['invoice.transactions.refund'], exact: true }) });
      await expect(buy).toHaveCount(1);
      await expect(refund).toHaveCount(1);
      const total = (await amountRow(doc, c['invoice.total']).getByRole('cell').textContent()) ?? '';
      expect(total).toContain('USD');
      await expect(buy).toContainText(total);
      await expect(refund).toContainText(fill(c['invoice.minus'], { amount: total }));
      await expect(amountRow(doc, c['invoice.refunded'])).toContainText(total);
      await expect(amountRow(doc, c['invoice.balanceDue'])).toContainText(formatMoneyWithCode(locale, { amount: '0', currency: 'USD' }));
      await expect(doc.getByRole('link', { name: c['invoice.reorder'] })).toHaveCount(0);
    });
  }

  test('zh-TW: on a 320 px phone the whole bill fits the screen, with no sideways scrolling (WCAG 1.4.10)', async ({ page, loggedIn }) => {
    const bill = billOf(loggedIn.account, 'Refunded');
    await page.setViewportSize({ width: 320, height: 720 });
    await page.goto(`/zh-TW/user/invoice/${bill.id}`);
    await expect(invoiceDocument(page).getByRole('region', { name: copy['zh-TW']['invoice.transactions'] }).getByRole('row')).toHaveCount(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });

  test('en-US: a cancelled bill says why, owes nothing, and offers a new order instead of paying', async ({ page, loggedIn }) => {
    const c = copy['en-US'];
    const bill = billOf(loggedIn.account, 'Cancelled');
    await page.goto(`/en-US/user/invoice/${bill.id}`);
    const doc = invoiceDocument(page);
    await expect(doc.locator('.invoice__status')).toContainText(c['invoice.status.Cancelled']);
    await expect(doc.getByText(c['invoice.standing.cancelled.timeout'])).toBeVisible();
    await expect(amountRow(doc, c['invoice.balanceDue'])).toContainText(formatMoneyWithCode('en-US', { amount: '0', currency: 'USD' }));
    await expect(doc.getByRole('link', { name: /^Pay / })).toHaveCount(0);
    await doc.getByRole('link', { name: c['invoice.reorder'] }).click();
    await page.waitForURL('**/en-US/order/place');
  });

  test('zh-CN: an unpaid bill past paying says it can no longer be paid and offers a new order', async ({ page, loggedIn }) => {
    const c = copy['zh-CN'];
    const bill = billOf(loggedIn.account, 'Unpaid');
    await page.goto(`/zh-CN/user/invoice/${bill.id}`);
    const doc = invoiceDocument(page);
    await expect(doc.locator('.invoice__status')).toContainText(c['invoice.status.Unpaid']);
    await expect(doc.getByText(c['invoice.standing.unpaidExpired'])).toBeVisible();
    await expect(doc.getByRole('link', { name: new RegExp(`^${c['invoice.pay'].replace('{amount}', '')}`) })).toHaveCount(0);
    await expect(doc.getByRole('link', { name: c['invoice.reorder'] })).toHaveAttribute('href', '/zh-CN/order/place');
  });
});
