/**
 * Issue 23 item 9 (ADR 0044): the provider makes at most 5 new accounts an hour from one
 * address, whatever human checks they bring. Past that, the order page says so in words
 * with the ways forward, makes nothing and keeps what was chosen. This test's caller (its
 * scope) first makes its hour's share straight at the provider, as a script would.
 */
import { test, expect, copy } from '../fixtures.ts';
import { E2E_SANDBOX_ORIGIN } from '../ports.ts';
import { choosePlan, nextStep } from '../ordering.ts';
import { humanToken } from '../../contract/harness.ts';
import { ACCOUNTS_PER_CALLER_PER_HOUR } from '../../../sandbox/email-binding/verify-routes.ts';

for (const locale of ['zh-TW', 'en-US'] as const) {
  test(`${locale}: past the hour's share of new accounts, the anonymous account is refused in words and nothing is stored`, async ({ page, sandbox, expectFailedResponses }) => {
    expectFailedResponses([{ method: 'POST', url: /\/au\/user$/, status: 429 }]);
    const c = copy[locale];
    for (let made = 0; made < ACCOUNTS_PER_CALLER_PER_HOUR; made++) {
      const answer = await fetch(`${E2E_SANDBOX_ORIGIN}/au/api/v1/au/user`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-sandbox-scope': sandbox.scope ?? '' },
        body: JSON.stringify({ requestKey: crypto.randomUUID().replaceAll('-', ''), humanToken: await humanToken({ origin: E2E_SANDBOX_ORIGIN }) }),
      });
      expect(answer.status).toBe(201);
    }
    await page.goto(`/${locale}/order/place`);
    await choosePlan(page, c, 'Skyline Standard', 'cycle.Monthly');
    await nextStep(page, c);
    await page.getByRole('radio', { name: c['order.account.anonymous'] }).check();
    await page.getByRole('button', { name: c['order.account.createAnonymous'] }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(c['error.AccountLimitReached.title']);
    await expect(alert).toContainText(c['error.AccountLimitReached.hint']);
    expect(await page.evaluate(() => localStorage.getItem('skyline:credentials'))).toBeNull();
    await expect(page.getByRole('radio', { name: c['order.account.anonymous'] })).toBeChecked();
  });
}
