/**
 * Who may pay how (spec section 9, ADR 0057): Alipay, WeChat Pay and Alipay HK are offered
 * only to some accounts; the sandbox decides by the account's region. An account in Taiwan
 * is offered none of them: the wizard's payment step and the payment page list only what
 * it may use and name nothing else, and a pay call with Alipay sent anyway is refused.
 */
import { test, expect, copy, renewalBillOf, type AccountFixture } from '../fixtures.ts';
import { openBill } from '../ordering.ts';
import { E2E_SANDBOX_ORIGIN } from '../ports.ts';
import type { Locale } from '../../../src/lib/core/i18n/locales.ts';

/** The regional wallets' names as the page would write them, and the apps they are scanned with. */
function walletNames(locale: Locale): RegExp {
  const c = copy[locale];
  const names = [c['order.method.alipay'], c['order.method.wechat'], c['order.method.alipayhk'], c['pay.app.alipay'], c['pay.app.wechat'], c['pay.app.alipayhk']];
  return new RegExp(names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'));
}

const TAIWAN_BILL: AccountFixture = { region: 'TW', services: [{ status: 'Active', cycle: 'Monthly', renewalInvoice: { dueInDays: 2 } }] };

test('zh-TW: an account in Taiwan is offered no regional wallet on the wizard’s payment step', async ({ page, logIn }) => {
  const c = copy['zh-TW'];
  await logIn({ region: 'TW', services: [{ status: 'Active', cycle: 'Monthly', expiresInDays: 20 }] });
  await page.goto('/zh-TW/order/place');
  await page.getByRole('button', { name: c['order.next'] }).click();
  await expect(page.getByRole('button', { name: c['order.back'] })).toBeVisible();
  await page.getByRole('button', { name: c['order.next'] }).click();

  const methods = page.getByRole('group', { name: c['order.payment.legend'] });
  await expect(methods.getByRole('radio', { name: c['order.method.card'], exact: true })).toBeVisible();
  const offered = await methods.getByRole('radio').evaluateAll((radios) => radios.map((radio) => radio.closest('label')?.textContent ?? ''));
  expect(offered).toEqual([c['order.method.unionpay'], c['order.method.card'], c['order.method.usdt'], c['order.method.crypto'], c['order.method.paypal']]);
  // Not a disabled radio, not a word: the wizard does not name them at all. (The marketing
  // sections under it are the same static page for everyone and say availability varies.)
  await expect(page.getByRole('region', { name: c['order.heading'] })).not.toContainText(walletNames('zh-TW'));
});

test('en-US: the payment page of a Taiwan account’s bill lists no regional wallet, and a pay call with Alipay is refused', async ({ page, sandbox, request }) => {
  const c = copy['en-US'];
  const account = await sandbox.createAccount(TAIWAN_BILL);
  const bill = renewalBillOf(account);
  await openBill(page, 'en-US', bill.id, account);

  const switcher = page.getByRole('group', { name: c['pay.method'] });
  await expect(switcher.getByRole('radio', { name: c['order.method.card'], exact: true })).toBeVisible();
  const offered = await switcher.getByRole('radio').evaluateAll((radios) => radios.map((radio) => radio.closest('label')?.textContent ?? ''));
  expect(offered).toEqual([c['order.method.unionpay'], c['order.method.card'], c['order.method.usdt'], c['order.method.crypto'], c['order.method.paypal']]);
  await expect(page.getByRole('main')).not.toContainText(walletNames('en-US'));

  // Sent anyway (an old tab, a hand-made request): the provider says why, in words a person can act on.
  const refused = await request.put(`${E2E_SANDBOX_ORIGIN}/au/api/v1/invoices/${bill.id}/pay`, {
    data: { paymentMethod: 'alipay', device: 'pc', requestKey: 'a'.repeat(32), uuid: account.uuid, hmac: account.hmac },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ error: 'MethodNotOffered', message: 'alipay is not offered to this account; choose one of the methods au/payments lists' });
  // And the bill is as it was: still unpaid, on a method the account may use.
  await page.reload();
  await expect(switcher.getByRole('radio', { name: c['order.method.unionpay'], exact: true })).toBeChecked();
});
