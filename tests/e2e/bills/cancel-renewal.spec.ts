/**
 * Cancelling a renewal (issue 11, ADR 0025): the dialog says what happens and when (the
 * service's expiry), asks for a deliberate confirmation, takes an optional reason; the
 * page then says "renewal cancelled, ends on …" and offers no way to undo it. A failure
 * keeps the reason and names its way forward; a lost answer is checked by reading.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, copy, fill, type AccountView } from '../fixtures.ts';
import { named } from '../support/payment-rails.ts';
import { formatDate, formatDateTime } from '../../../src/lib/core/i18n/format.ts';
import type { Locale } from '../../../src/lib/core/i18n/locales.ts';

type Copy = (typeof copy)[Locale];

function firstService(account: AccountView) {
  const service = account.services[0];
  if (!service) throw new Error('the fixture account has no service');
  return service;
}

function renewalRegion(page: Page, c: Copy): Locator {
  return page.getByRole('region', { name: c['bills.renewal.heading'] });
}

async function openDialog(page: Page, c: Copy, serviceId: number): Promise<Locator> {
  await renewalRegion(page, c).getByRole('button', { name: c['bills.renewal.cancel'] }).click();
  const dialog = page.getByRole('dialog', { name: fill(c['billsDialog.heading'], { id: serviceId }) });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The service's renewal state as the provider keeps it. */
async function renewalCancelledAt(sandboxAccounts: () => Promise<AccountView[]>, uuid: string): Promise<string | null | undefined> {
  return (await sandboxAccounts()).find((account) => account.uuid === uuid)?.services[0]?.renewalCancelledAt;
}

for (const locale of ['en-US', 'zh-TW'] as const satisfies readonly Locale[]) {
  test(`${locale}: cancel renewal end to end: the date, a confirmation, an optional reason, then "ends on …" for good`, async ({ page, logIn, sandbox }) => {
    const c = copy[locale];
    const { account } = await logIn({ services: [{ status: 'Active', cycle: 'Monthly', expiresInDays: 20 }] });
    const service = firstService(account);
    await page.goto(`/${locale}/user/service/${service.id}/invoice`);
    const region = renewalRegion(page, c);
    await expect(region.getByText(named(c['bills.renewal.scheduled']))).toBeVisible();

    // Kept: Escape closes the dialog, nothing changes, and the focus is back on the button.
    let dialog = await openDialog(page, c, service.id);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(region.getByRole('button', { name: c['bills.renewal.cancel'] })).toBeFocused();

    dialog = await openDialog(page, c, service.id);
    // Exactly what happens and when: the service's expiry, in Hong Kong time.
    await expect(dialog.getByText(fill(c['billsDialog.keepsWorking'], { date: formatDateTime(locale, service.expiresAt) }))).toBeVisible();
    await expect(dialog.getByText(c['billsDialog.noBill'])).toBeVisible();
    await expect(dialog.getByText(c['billsDialog.final'])).toBeVisible();
    await expect(dialog.getByRole('link', { name: c['billsDialog.refundLink'] })).toHaveAttribute('href', `/${locale}/help/contact-us?service=${service.id}`);
    // A deliberate confirmation: the button naming the date waits for the box.
    const confirm = dialog.getByRole('button', { name: fill(c['billsDialog.confirm'], { date: formatDate(locale, service.expiresAt) }) });
    await expect(confirm).toBeDisabled();
    await dialog.getByRole('checkbox', { name: c['billsDialog.understood'] }).check();
    await expect(confirm).toBeEnabled();
    // The reason is optional: left empty here.
    await confirm.click();

    await expect(dialog).toBeHidden();
    await expect(region.getByText(named(c['bills.renewal.cancelled']))).toContainText(formatDateTime(locale, service.expiresAt));
    await expect(region.getByText(c['bills.renewal.cancelledFinal'])).toBeVisible();
    await expect(region.getByRole('button', { name: c['bills.renewal.cancel'] })).toHaveCount(0);
    await expect(region.getByRole('link', { name: c['bills.renewal.orderNew'] })).toHaveAttribute('href', `/${locale}/order/place`);
    expect(await renewalCancelledAt(() => sandbox.accounts(), account.uuid)).not.toBeNull();

    // It cannot be undone: after a reload the page still says so and offers nothing to re-enable it.
    await page.reload();
    await expect(renewalRegion(page, c).getByText(named(c['bills.renewal.cancelled']))).toBeVisible();
    await expect(page.getByRole('button', { name: c['bills.renewal.cancel'] })).toHaveCount(0);
    await expect(page.getByRole('button', { name: named(c['billsDialog.confirm']) })).toHaveCount(0);
  });
}

test('zh-CN: a billed renewal: the dialog names the bill it cancels; a failure keeps the reason and points to support; then it is cancelled', async ({ page, logIn, sandbox, expectFailedResponses }) => {
  const c = copy['zh-CN'];
  const { account } = await logIn({ services: [{ status: 'Active', cycle: 'Monthly', renewalInvoice: { dueInDays: 2 } }] });
  const service = firstService(account);
  const bill = service.invoices.find((invoice) => invoice.isRenewal && invoice.status === 'Unpaid');
  if (!bill) throw new Error('no renewal bill');
  await page.goto(`/zh-CN/user/service/${service.id}/invoice`);
  const region = renewalRegion(page, c);
  await expect(region.getByText(named(c['bills.renewal.billed']))).toBeVisible();

  const dialog = await openDialog(page, c, service.id);
  await expect(dialog.getByText(fill(c['billsDialog.billCancelled'], { id: bill.id }))).toBeVisible();
  const reason = 'Moving to another provider <b>for now</b>';
  await dialog.getByLabel(c['billsDialog.reason.label']).fill(reason);
  await dialog.getByRole('checkbox', { name: c['billsDialog.understood'] }).check();

  // The provider fails every try (the call is safe to repeat, so the client tries it again itself).
  const path = `/au/api/v1/au/service/${service.id}/renewal/cancel`;
  expectFailedResponses([{ method: 'POST', url: path, status: 500 }]);
  await sandbox.fault({ pathPrefix: path, mode: 'error500', times: 4 });
  await dialog.getByRole('button', { name: named(c['billsDialog.confirm']) }).click();
  await expect(dialog.getByText(c['error.RenewalCancelFailed.title'])).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByRole('link', { name: c['action.contactSupport'] })).toHaveAttribute('href', `/zh-CN/help/contact-us?service=${service.id}`);
  await expect(dialog.getByLabel(c['billsDialog.reason.label'])).toHaveValue(reason);
  expect(await renewalCancelledAt(() => sandbox.accounts(), account.uuid)).toBeNull();

  await sandbox.clearFaults();
  await dialog.getByRole('button', { name: named(c['billsDialog.confirm']) }).click();
  await expect(dialog).toBeHidden();
  await expect(region.getByText(named(c['bills.renewal.cancelled']))).toBeVisible();
  // The unpaid renewal bill was cancelled with it.
  const item = page
    .getByRole('region', { name: c['bills.list.heading'] })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: fill(c['bills.bill.number'], { id: bill.id }) }) });
  await expect(item.getByText(c['bills.bill.cancelled.cancelled'], { exact: true })).toBeVisible();
  await expect(item.getByRole('link', { name: named(c['bills.bill.pay']) })).toHaveCount(0);
  // Focus is on the renewal's heading (the button that opened the dialog is gone).
  await expect(region.getByRole('heading', { name: c['bills.renewal.heading'] })).toBeFocused();
});

test('en-US: a cancellation whose answer is lost is checked by reading the renewal, not guessed', async ({ page, logIn, sandbox, expectFailedResponses }) => {
  const c = copy['en-US'];
  const { account } = await logIn({ services: [{ status: 'Active', cycle: 'Monthly', expiresInDays: 15 }] });
  const service = firstService(account);
  await page.goto(`/en-US/user/service/${service.id}/invoice`);
  const dialog = await openDialog(page, c, service.id);
  await dialog.getByRole('checkbox', { name: c['billsDialog.understood'] }).check();

  // Done by the provider each time, and each answer lost on the way back.
  const path = `/au/api/v1/au/service/${service.id}/renewal/cancel`;
  expectFailedResponses([{ method: 'POST', url: path, status: 'network' }]);
  await sandbox.fault({ pathPrefix: path, mode: 'drop-after', times: 4 });
  await dialog.getByRole('button', { name: named(c['billsDialog.confirm']) }).click();

  await expect(dialog).toBeHidden({ timeout: 20_000 });
  await expect(renewalRegion(page, c).getByText(named(c['bills.renewal.cancelled']))).toContainText(formatDateTime('en-US', service.expiresAt));
  expect(await renewalCancelledAt(() => sandbox.accounts(), account.uuid)).not.toBeNull();
});

test('zh-TW: a service whose renewal is already cancelled says when it ends and offers no cancel', async ({ page, logIn }) => {
  const c = copy['zh-TW'];
  const { account } = await logIn({ services: [{ status: 'Active', cycle: 'Monthly', renewalCancelled: true }] });
  const service = firstService(account);
  await page.goto(`/zh-TW/user/service/${service.id}/invoice`);
  const region = renewalRegion(page, c);
  await expect(region.getByText(named(c['bills.renewal.cancelled']))).toContainText(formatDateTime('zh-TW', service.expiresAt));
  await expect(region.getByText(c['bills.renewal.cancelledFinal'])).toBeVisible();
  await expect(page.getByRole('button', { name: c['bills.renewal.cancel'] })).toHaveCount(0);
});

test('zh-TW: when the dialog cannot be downloaded, the section says so and a retry opens it; closed, the focus is back on the button', async ({ page, logIn, expectFailedResponses }) => {
  const c = copy['zh-TW'];
  const DIALOG_CODE = /\/_astro\/CancelRenewalDialog\.[\w-]+\.js/;
  expectFailedResponses([{ method: 'GET', url: DIALOG_CODE, status: 'network' }]);
  const { account } = await logIn({ services: [{ status: 'Active', cycle: 'Monthly' }] });
  const service = firstService(account);
  await page.route(DIALOG_CODE, (route) => route.abort('internetdisconnected'));
  await page.goto(`/zh-TW/user/service/${service.id}/invoice`);
  const region = renewalRegion(page, c);
  await region.getByRole('button', { name: c['bills.renewal.cancel'] }).click();
  const alert = region.getByRole('alert');
  await expect(alert).toContainText(c['error.NetworkTrouble.title']);

  await page.unroute(DIALOG_CODE);
  await alert.getByRole('button', { name: c['action.retry'] }).click();
  const dialog = page.getByRole('dialog', { name: fill(c['billsDialog.heading'], { id: service.id }) });
  await expect(dialog.getByRole('checkbox', { name: c['billsDialog.understood'] })).toBeVisible();
  await expect(alert).toBeHidden();
  await dialog.getByRole('button', { name: c['billsDialog.keep'] }).click();
  await expect(dialog).toBeHidden();
  await expect(region.getByRole('button', { name: c['bills.renewal.cancel'] })).toBeFocused();
});
