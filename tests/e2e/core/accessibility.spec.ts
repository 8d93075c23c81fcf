/**
 * WCAG 2.2 AA checks with axe-core on the pages and dialogs people use most: the service
 * page in each state a customer meets (its facts, every dialog it opens, the setup
 * guide), the order page, the bill, help and the not-found page. A violation fails the
 * test with the rule and the elements it found.
 */
import type { Page } from '@playwright/test';
import { test, expect, copy } from '../fixtures.ts';
import { axeViolations } from '../support/axe.ts';
import { serveStripeDouble } from '../support/payment-rails.ts';

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

test('zh-CN: the order page, help, a help article, the not-found page and the offline page', async ({ page, expectFailedResponses }) => {
  expectFailedResponses([{ method: 'GET', url: /\/zh-CN\/nowhere$/, status: 404 }]);
  for (const path of ['/zh-CN/order/place', '/zh-CN/help', '/zh-CN/help/article/4403000302', '/zh-CN/nowhere', '/zh-CN/offline']) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    expect(await axeViolations(page), path).toEqual([]);
  }
});

test('zh-TW: help/contact-us, as it loads and with the ticket form\'s problems shown', async ({ page }) => {
  const c = copy['zh-TW'];
  await page.goto('/zh-TW/help/contact-us');
  await expect(page.getByRole('heading', { name: c['contact.heading'], level: 1 })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const form = page.getByRole('form', { name: c['ticket.heading'] });
  await form.getByRole('heading', { name: c['ticket.heading'] }).click();
  await expect(page.locator('#ticket astro-island')).not.toHaveAttribute('ssr');
  await form.getByRole('button', { name: c['ticket.send'] }).click();
  await expect(form.getByText(c['ticket.NoCategory'])).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

for (const locale of ['zh-TW', 'en-US'] as const) {
  test(`${locale}: the bills page, with every bill status, and its cancel-renewal dialog`, async ({ page, logIn }) => {
    const c = copy[locale];
    const { account } = await logIn({
      services: [{ status: 'Active', cycle: 'Monthly', renewalInvoice: { dueInDays: 2 } }],
      extraInvoices: { paid: 1, unpaid: 1, refunded: 1, cancelled: 1 },
    });
    await page.goto(`/${locale}/user/service/${account.services[0]?.id ?? 0}/invoice`);
    await expect(page.getByRole('region', { name: c['bills.list.heading'] }).getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('button', { name: c['bills.renewal.cancel'] })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: c['bills.renewal.cancel'] }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('checkbox', { name: c['billsDialog.understood'] })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('checkbox', { name: c['billsDialog.understood'] }).check();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: c['billsDialog.keep'] }).click();
    await expect(dialog).toBeHidden();
  });
}

for (const locale of ['en-US', 'zh-CN'] as const) {
  test(`${locale}: the account page's saved cards (listed, "add a card" open, the remove dialog) and balance history`, async ({ page, logIn }) => {
    const c = copy[locale];
    await logIn({ cards: [{ brand: 'visa', last4: '4242', expMonth: 3, expYear: 2031 }, { brand: 'amex', last4: '0005', expMonth: 1, expYear: 2024 }], balanceEntries: [{ type: 'top-up', amount: '20.00' }, { type: 'pay-bill', amount: '6.90' }] });
    await serveStripeDouble(page);
    await page.goto(`/${locale}/user/account`);
    const cards = page.getByRole('region', { name: c['cards.heading'] });
    await cards.scrollIntoViewIfNeeded();
    await expect(cards.getByRole('listitem')).toHaveCount(2);
    await page.getByRole('region', { name: c['balance.heading'] }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('table', { name: c['balance.history.heading'] })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    // On a phone the history's rows are laid out as cards: still a table, still labelled.
    await page.setViewportSize({ width: 360, height: 800 });
    await expect(page.getByRole('table', { name: c['balance.history.heading'] }).getByRole('cell', { name: c['balance.type.top-up'] })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 720 });

    await cards.getByRole('button', { name: c['cards.add'] }).click();
    await expect(page.getByRole('group', { name: c['pay.card.fieldLabel'] }).getByLabel('Card number')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: c['cards.form.cancel'] }).click();

    await cards.getByRole('button', { name: c['cards.remove'] }).first().click();
    const dialog = page.getByRole('dialog', { name: c['cards.dialog.heading'] });
    await expect(dialog).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: c['cards.dialog.keep'] }).click();
  });
}

for (const locale of ['zh-TW', 'en-US'] as const) {
  test(`${locale}: the invoice page, its owner's view and its bare link's, on screen and in print`, async ({ page, logIn, sandbox, expectFailedResponses }) => {
    const c = copy[locale];
    // Someone else's bill: the owner's view answers not found, and the page shows the bare link's view.
    expectFailedResponses([{ method: 'POST', url: /\/au\/api\/v1\/invoices\/info\/\d+$/, status: 404 }]);
    const { account } = await logIn({ email: `a11y.${Date.now().toString(36)}@example.com`, services: [{ status: 'Active', cycle: 'Monthly', renewalInvoice: { dueInDays: 3 } }], extraInvoices: { refunded: 1, cancelled: 1 } });
    for (const bill of account.services[0]?.invoices ?? []) {
      await page.goto(`/${locale}/user/invoice/${bill.id}`);
      await expect(page.getByRole('article').getByText(c[`invoice.status.${bill.status}`]).first()).toBeVisible();
      expect(await axeViolations(page), `bill ${bill.id}`).toEqual([]);
    }
    const other = await sandbox.createAccount({ services: [{ status: 'Pending' }] });
    const unpaid = other.services[0]?.invoices[0];
    expect(unpaid).toBeDefined();
    await page.goto(`/${locale}/user/invoice/${unpaid?.id ?? 0}`);
    await expect(page.getByText(c['invoice.payer.publicView'])).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    expect(await axeViolations(page), 'print').toEqual([]);
  });
}

for (const locale of ['zh-CN', 'en-US'] as const) {
  test(`${locale}: the account page and each of its dialogs`, async ({ page, logIn }) => {
    const c = copy[locale];
    await logIn({
      services: [{ status: 'Active' }, { status: 'Expired' }],
      messages: [{ kind: 'notice', texts: { 'zh-TW': { title: '公告', body: '第一行\n第二行' }, 'zh-CN': { title: '公告', body: '第一行\n第二行' }, 'en-US': { title: 'Notice', body: 'Line one\nLine two' } } }],
    });
    await page.goto(`/${locale}/user/account`);
    await expect(page.getByRole('region', { name: c['account.messages.heading'] }).getByRole('listitem')).toHaveCount(1);
    await page.getByRole('button', { name: c['account.link.reveal'] }).click();
    expect(await axeViolations(page)).toEqual([]);

    const sheet = await openDialog(page, c['account.link.sheet'], c['account.sheet.heading']);
    await expect(sheet.getByRole('img', { name: c['account.sheet.qrAlt'] })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await sheet.getByRole('button', { name: c['account.sheet.close'] }).click();

    const switcher = await openDialog(page, c['account.service.switch'], c['service.switch.title']);
    expect(await axeViolations(page)).toEqual([]);
    await switcher.getByRole('button', { name: c['service.switch.close'] }).click();

    const email = await openDialog(page, c['email.prompt.go'], c['emailDialog.heading']);
    expect(await axeViolations(page)).toEqual([]);
    await email.getByRole('button', { name: c['emailDialog.close'] }).click();

    const reset = await openDialog(page, c['reset.start.account'], c['resetDialog.dialog.heading']);
    await expect(reset.getByText(c['resetDialog.changes.loginLink'])).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await reset.getByRole('button', { name: c['resetDialog.cancel'] }).click();
  });
}

test('zh-TW: user/login, as it loads and with a refused link and an email problem shown', async ({ page }) => {
  const c = copy['zh-TW'];
  await page.goto('/zh-TW/user/login');
  await expect(page.getByRole('heading', { name: c['loginPage.heading'], level: 1 })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByLabel(c['loginPage.link.label'], { exact: true }).fill('https://elsewhere.example/#uuid=abcd&hmac=0123456789abcdef');
  await page.getByRole('button', { name: c['loginPage.link.submit'] }).click();
  await page.getByLabel(c['loginPage.email.label'], { exact: true }).fill('not-an-email');
  await page.getByRole('button', { name: c['loginPage.email.submit'] }).click();
  await expect(page.getByText(c['loginPage.email.EmailFormat'])).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

// The desktop panel (issue 13 item 2), in a client's narrow web view: all four pages,
// with the update notice showing and a refused paste on screen.
test('zh-TW: the desktop panel (win, win/import, win/services, win/ticket) at 400 px', async ({ page, sandbox }) => {
  const c = copy['zh-TW'];
  await page.setViewportSize({ width: 400, height: 800 });
  const account = await sandbox.createAccount({ services: [{ status: 'Active' }, { status: 'Expired' }] });

  await page.goto('/zh-TW/win?client=windows&v=2.8.1');
  await expect(page.getByRole('region', { name: c['win.update.heading'] })).toBeVisible();
  await expect(page.getByText(c['win.account.out'])).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/zh-TW/win/import');
  const form = page.getByRole('form', { name: c['win.import.heading'] });
  await expect(form.getByRole('button', { name: c['win.import.submit'] })).toBeEnabled();
  await form.getByRole('button', { name: c['win.import.submit'] }).click();
  await expect(form.getByRole('alert')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.evaluate(({ uuid, hmac }) => localStorage.setItem('skyline:win-login', JSON.stringify({ uuid, hmac })), { uuid: account.uuid, hmac: account.hmac });
  await page.goto('/zh-TW/win/services');
  await expect(page.getByRole('button', { name: c['win.service.copy'] })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/zh-TW/win/ticket');
  await expect(page.getByRole('form', { name: c['ticket.heading'] })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

for (const locale of ['zh-TW', 'en-US'] as const) {
  test(`${locale}: user/migrate, with its field problems and a migration under way (issue 13)`, async ({ page, loggedIn }) => {
    const c = copy[locale];
    void loggedIn;
    await page.goto(`/${locale}/user/migrate`);
    await page.getByLabel(c['migrate.password']).fill('short');
    await page.getByRole('button', { name: c['migrate.submit'] }).click();
    await expect(page.getByText(c['migrate.problem.EmailEmpty'])).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('textbox', { name: c['migrate.email'] }).fill(`axe.${Date.now()}@example.com`);
    await page.getByLabel(c['migrate.password']).fill('long enough 1');
    await page.getByRole('button', { name: c['migrate.submit'] }).click();
    await expect(page.getByRole('region', { name: c['migrate.progress'] })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test(`${locale}: user/unsubscribe before and after the press (issue 13)`, async ({ page, sandbox }) => {
    const c = copy[locale];
    const account = await sandbox.createAccount({ email: `axe.${Date.now()}.${locale}@example.com`, emailStatus: 'verified', lang: locale });
    const sent = await sandbox.sendMarketingMail(account.uuid);
    await page.goto(sent.pageUrl);
    await expect(page.getByRole('button', { name: c['unsubscribe.button'] })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: c['unsubscribe.button'] }).click();
    await expect(page.getByRole('button', { name: c['unsubscribe.again.button'] })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

for (const locale of ['zh-TW', 'en-US'] as const) {
  test(`${locale}: the Android landing page, and its hint inside another app’s browser`, async ({ page }) => {
    const c = copy[locale];
    await page.goto(`/${locale}/landing-page/android-app`);
    await expect(page.getByRole('heading', { level: 1, name: c['landing.android.heading'] })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.evaluate(() => (document.documentElement.dataset.inApp = 'browser'));
    await expect(page.getByRole('heading', { name: c['landing.android.inApp.heading'] })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}
