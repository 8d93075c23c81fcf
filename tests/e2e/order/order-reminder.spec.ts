/**
 * The order reminder (spec section 2 dialogs, ADR 0059): a logged-in person with an unpaid
 * bill who goes on to pay for a new order is reminded of it first, in a modal dialog
 * fetched only then: what the bill is, what is due and by when; pay it, or go on with the
 * new order while it stays open. A renewal bill already waiting for the renewed service is
 * the way to renew.
 */
import { test, expect, copy, fill } from '../fixtures.ts';
import { axeViolations } from '../support/axe.ts';

test('zh-TW: an unpaid order is named before a new one; Escape keeps the step, "continue" goes on and does not ask again', async ({ page, logIn }) => {
  const c = copy['zh-TW'];
  const { account } = await logIn({ services: [{ status: 'Pending', cycle: 'Monthly' }] });
  const bill = account.services[0]?.invoices.find((invoice) => invoice.status === 'Unpaid');
  if (!bill) throw new Error('the fixture has no unpaid bill');
  const reminderChunks: string[] = [];
  page.on('request', (request) => {
    if (/OrderReminderDialog/.test(request.url())) reminderChunks.push(request.url());
  });
  await page.goto('/zh-TW/order/place');
  await page.getByRole('button', { name: c['order.next'] }).click();
  const next = page.getByRole('button', { name: c['order.next'] });
  await expect(page.getByRole('button', { name: c['order.back'] })).toBeVisible();
  // The dialog's code is not on the page until there is a bill to remind of.
  expect(reminderChunks).toEqual([]);
  await next.click();

  const dialog = page.getByRole('dialog', { name: c['order.reminder.unpaid.heading'] });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(fill(c['order.reminder.bill'], { id: bill.id, product: 'Skyline Standard', cycle: c['cycle.Monthly'] }))).toBeVisible();
  // What is still due on it (Alipay's, with its fee), as the bill says.
  await expect(dialog.getByText(`US$${bill.balanceDue}`)).toBeVisible();
  await expect(dialog.getByText(c['order.reminder.payBy'])).toBeVisible();
  await expect(dialog.getByRole('link', { name: c['order.reminder.pay'] })).toHaveAttribute('href', `/zh-TW/order/pay?invoice=${bill.id}`);
  await expect(dialog.getByRole('heading', { name: c['order.reminder.unpaid.heading'] })).toBeFocused();
  expect(await axeViolations(page)).toEqual([]);

  // Escape: nothing decided, still on the account step, the focus back on "Next".
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(next).toBeFocused();
  await expect(page.getByRole('group', { name: c['order.payment.legend'] })).toHaveCount(0);

  await next.click();
  await dialog.getByRole('button', { name: c['order.reminder.continue'] }).click();
  await expect(page.getByRole('group', { name: c['order.payment.legend'] })).toBeVisible();
  // Back and on again: the bill kept open is not asked about twice.
  await page.getByRole('button', { name: c['order.back'] }).click();
  await page.getByRole('button', { name: c['order.next'] }).click();
  await expect(page.getByRole('group', { name: c['order.payment.legend'] })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('en-US: renewing a service whose renewal bill is already waiting suggests paying that bill, and its link opens it', async ({ page, logIn }) => {
  const c = copy['en-US'];
  const { account } = await logIn({ services: [{ status: 'Active', cycle: 'Monthly', renewalInvoice: { dueInDays: 2 } }] });
  const service = account.services[0];
  const bill = service?.invoices.find((invoice) => invoice.isRenewal && invoice.status === 'Unpaid');
  if (!service || !bill) throw new Error('the fixture has no waiting renewal bill');
  await page.goto('/en-US/order/place');
  await page.getByRole('button', { name: c['order.next'] }).click();
  const serviceName = fill(c['service.number'], { id: service.id });
  // Renewing is chosen for them (the wizard's renewal offer).
  await expect(page.getByRole('radio', { name: fill(c['order.renew.renew'], { service: serviceName, product: 'Skyline Standard' }) })).toBeChecked();
  await page.getByRole('button', { name: c['order.next'] }).click();

  const dialog = page.getByRole('dialog', { name: fill(c['order.reminder.renewal.heading'], { service: serviceName }) });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription(c['order.reminder.renewal.hint']);
  await expect(dialog.getByText(fill(c['order.reminder.bill'], { id: bill.id, product: 'Skyline Standard', cycle: c['cycle.Monthly'] }))).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('link', { name: c['order.reminder.pay'] }).click();
  await page.waitForURL(new RegExp(`/en-US/order/pay\\?invoice=${bill.id}$`));
  await expect(page.getByRole('heading', { name: c['pay.heading'] })).toBeVisible();
});
