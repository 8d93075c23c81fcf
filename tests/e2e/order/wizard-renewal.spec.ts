/**
 * A logged-in holder of a renewable service finds the renewal chosen for them on the
 * wizard's account step: buying a second service is the exception, not the default.
 */
import { test, expect, copy, loginQuery } from '../fixtures.ts';

test('en-US: a visitor with an active service finds "renew" preselected, and the summary says so', async ({ page, sandbox }) => {
  const c = copy['en-US'];
  const account = await sandbox.createAccount({ services: [{ status: 'Active', pid: 1, cycle: 'Monthly', expiresInDays: 3 }] });
  const serviceId = account.services[0]?.id ?? 0;
  const service = c['service.number'].replace('{id}', String(serviceId));
  await page.goto(`/en-US/order/place#${loginQuery(account)}`);
  await page.getByRole('button', { name: c['order.next'] }).click();
  const offer = page.getByRole('group', { name: c['order.renew.offer'].replace('{service}', service) });
  await expect(offer.getByRole('radio', { name: c['order.renew.renew'].replace('{service}', service).replace('{product}', 'Skyline Standard') })).toBeChecked();
  await expect(offer.getByRole('radio', { name: c['order.renew.buyNew'] })).not.toBeChecked();
  await page.getByRole('button', { name: c['order.next'] }).click();
  const summary = page.getByRole('region', { name: c['order.summary.heading'] });
  await expect(summary.getByText(c['order.renew.renewing'].replace('{service}', service))).toBeVisible();

  // Choosing "buy a new service" is kept: coming back to the step does not choose the renewal again.
  await page.getByRole('button', { name: c['order.back'] }).click();
  await offer.getByRole('radio', { name: c['order.renew.buyNew'] }).check();
  await page.getByRole('button', { name: c['order.next'] }).click();
  await expect(summary).toBeVisible();
  await expect(summary.getByText(c['order.renew.renewing'].replace('{service}', service))).toHaveCount(0);
  await page.getByRole('button', { name: c['order.back'] }).click();
  await expect(offer.getByRole('radio', { name: c['order.renew.buyNew'] })).toBeChecked();
});
