/**
 * user/unsubscribe (issue 13 item 4; ADR 0035): a visit from a marketing mail's link
 * changes nothing (checked on the sandbox); only the press unsubscribes, the result is in
 * words, and subscribing again works from the same page. A token that is not ours, or
 * none, says so and offers support. The RFC 8058 one-click POST itself is a contract test
 * (tests/contract/unsubscribe.test.ts).
 */
import { test, expect, copy, fill, uniqueEmail } from '../fixtures.ts';

for (const locale of ['zh-CN', 'en-US'] as const) {
  test(`${locale}: a visit shows a button; only the press unsubscribes; subscribing again works`, async ({ page, sandbox }) => {
    const c = copy[locale];
    const email = uniqueEmail('offers');
    const account = await sandbox.createAccount({ email, emailStatus: 'verified', lang: locale });
    const sent = await sandbox.sendMarketingMail(account.uuid);
    const [mail] = await sandbox.mail(email);
    expect(mail?.body).toContain(sent.pageUrl);
    expect(mail?.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    await page.goto(sent.pageUrl);
    const press = page.getByRole('button', { name: c['unsubscribe.button'] });
    await expect(press).toBeVisible();
    expect((await sandbox.marketing(account.uuid)).subscribed, 'a visit alone changes nothing').toBe(true);

    await press.click();
    const masked = `${email.slice(0, 1)}***@${email.split('@')[1] ?? ''}`;
    await expect(page.getByRole('status')).toHaveText(fill(c['unsubscribe.done'], { email: masked }));
    expect(await sandbox.marketing(account.uuid)).toMatchObject({ subscribed: false, changedBy: 'page' });

    await page.getByRole('button', { name: c['unsubscribe.again.button'] }).click();
    await expect(page.getByRole('status')).toHaveText(fill(c['unsubscribe.resubscribed'], { email: masked }));
    expect((await sandbox.marketing(account.uuid)).subscribed).toBe(true);
    // And away again with the new token the page now holds.
    await page.getByRole('button', { name: c['unsubscribe.button'] }).click();
    await expect(page.getByRole('status')).toHaveText(fill(c['unsubscribe.done'], { email: masked }));
    expect((await sandbox.marketing(account.uuid)).subscribed).toBe(false);
  });
}

test('zh-TW: a forged token is refused with a way forward; a link without one says so', async ({ page, expectFailedResponses }) => {
  const c = copy['zh-TW'];
  expectFailedResponses([{ method: 'POST', url: /\/ems\/api\/v1\/unsubcribe/, status: 404 }]);
  await page.goto(`/zh-TW/user/unsubscribe?off_num=${'1'.repeat(16)}-1-${'0'.repeat(32)}`);
  await page.getByRole('button', { name: c['unsubscribe.button'] }).click();
  await expect(page.getByText(c['unsubscribe.invalid'])).toBeVisible();
  await expect(page.getByRole('link', { name: c['unsubscribe.contact'] })).toHaveAttribute('href', '/zh-TW/help/contact-us');
  await expect(page.getByRole('button', { name: c['unsubscribe.button'] })).toBeHidden();

  await page.goto('/zh-TW/user/unsubscribe');
  await expect(page.getByText(c['unsubscribe.missing'])).toBeVisible();
  await expect(page.getByRole('button', { name: c['unsubscribe.button'] })).toBeHidden();
});

test('en-US: a connection failure changes nothing and the button can be pressed again', async ({ page, sandbox, expectFailedResponses }) => {
  const c = copy['en-US'];
  const email = uniqueEmail('offline');
  const account = await sandbox.createAccount({ email, emailStatus: 'verified', lang: 'en-US' });
  const sent = await sandbox.sendMarketingMail(account.uuid);
  expectFailedResponses([{ method: 'POST', url: /\/ems\/api\/v1\/unsubcribe/, status: 503 }]);
  await sandbox.fault({ pathPrefix: '/ems/api/v1/unsubcribe', mode: 'error503', times: 50 });
  await page.goto(sent.pageUrl);
  await page.getByRole('button', { name: c['unsubscribe.button'] }).click();
  await expect(page.getByText(c['unsubscribe.failed'])).toBeVisible();
  expect((await sandbox.marketing(account.uuid)).subscribed).toBe(true);
  // The provider is back.
  await sandbox.clearFaults();
  await page.getByRole('button', { name: c['unsubscribe.button'] }).click();
  await expect(page.getByRole('status')).toHaveText(fill(c['unsubscribe.done'], { email: `${email.slice(0, 1)}***@${email.split('@')[1] ?? ''}` }));
});
