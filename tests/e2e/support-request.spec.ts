/**
 * "Paid but not active?" on the payment page: a support request with the bill's number,
 * method and time filled in, sent to the help desk on the site's own origin (the sandbox
 * stands in for it and mails a receipt to its local mailbox).
 */
import { test, expect, copy, uniqueEmail, unpaidRenewal } from './fixtures.ts';
import { openBill } from './ordering.ts';

// Templates filled as the page fills them (Chinese spacing added at interpolation).
import { fill } from './fixtures.ts';

test.describe('paid but not active', () => {
  test('en-US: the request is checked, keeps what was typed, and reaches support with the bill filled in', async ({ page, logIn, sandbox }) => {
    const c = copy['en-US'];
    const email = uniqueEmail('stuck');
    const { account } = await logIn({ email, emailStatus: 'verified', services: [{ status: 'Active', renewalInvoice: { dueInDays: 2 } }] });
    const invoiceId = unpaidRenewal(account)?.id ?? 0;
    await openBill(page, 'en-US', invoiceId);
    // The panel is part of the awake page: a tap on "Pay" wakes it.
    await page.getByRole('button', { name: /^Pay US\$/ }).click();
    await page.getByText(c['pay.stuck.heading']).click();
    const form = page.locator('details', { hasText: c['pay.stuck.heading'] });
    await expect(form.getByText(`Bill #${invoiceId} · ${c['order.method.alipay']}`)).toBeVisible();
    const emailField = form.getByLabel(c['pay.stuck.email']);
    await expect(emailField).toHaveValue(email);

    const note = form.getByLabel(c['pay.stuck.note']);
    await note.fill('Paid at 10:02 with the Alipay app.');
    await emailField.fill('');
    await form.getByRole('button', { name: c['pay.stuck.send'] }).click();
    await expect(form.getByRole('alert')).toHaveText(c['pay.stuck.EmailEmpty']);
    await emailField.fill('lin@');
    await form.getByRole('button', { name: c['pay.stuck.send'] }).click();
    await expect(form.getByRole('alert')).toHaveText(c['pay.stuck.EmailFormat']);
    await expect(note).toHaveValue('Paid at 10:02 with the Alipay app.');

    await emailField.fill(email);
    await form.getByRole('button', { name: c['pay.stuck.send'] }).click();
    const sent = form.getByRole('status');
    await expect(sent).toHaveText(/^Ticket #\d+ sent\./);
    const requestId = ((await sent.textContent()) ?? '').match(/#(\d+)/)?.[1];

    const mail = await sandbox.mail(email);
    const receipt = mail.find((entry) => entry.kind === 'support-request');
    expect(receipt?.subject).toBe(`[Skyline] Ticket #${requestId} received: ${fill(c['pay.stuck.subject'], { id: String(invoiceId) })}`);
    expect(receipt?.body).toContain(`Bill #${invoiceId} · ${c['order.method.alipay']}`);
    expect(receipt?.body).toContain('Paid at 10:02 with the Alipay app.');
  });

  test.describe('when the help desk cannot be reached', () => {
    test('zh-TW: says the request was not sent, keeps it, and a retry sends it', async ({ page, logIn, sandbox, expectFailedResponses }) => {
      expectFailedResponses([{ method: 'POST', url: /\/api\/v2\/requests\.json$/, status: 500 }]);
      const c = copy['zh-TW'];
      const { account } = await logIn({ email: uniqueEmail('stuck.tw'), emailStatus: 'verified', services: [{ status: 'Active', renewalInvoice: { dueInDays: 2 } }] });
      const invoiceId = unpaidRenewal(account)?.id ?? 0;
      await openBill(page, 'zh-TW', invoiceId);
      await page.getByRole('button', { name: /US\$/ }).click();
      await page.getByText(c['pay.stuck.heading']).click();
      const form = page.locator('details', { hasText: c['pay.stuck.heading'] });
      await form.getByLabel(c['pay.stuck.note']).fill('已經用支付寶付款了');
      await sandbox.fault({ pathPrefix: '/api/v2/requests.json', mode: 'error500', times: 1 });
      await form.getByRole('button', { name: c['pay.stuck.send'] }).click();
      await expect(form.getByRole('alert')).toContainText(c['error.TicketSubmitFailed.title']);
      await expect(form.getByLabel(c['pay.stuck.note'])).toHaveValue('已經用支付寶付款了');
      await form.getByRole('button', { name: c['action.retry'] }).click();
      await expect(form.getByRole('status')).toHaveText(/^客服單 #\d+ 已送出/);
    });
  });
});
