/**
 * "Paid but not active?" on the payment page is the one ticket form (issue 12): the bill's
 * number, method and time, its service and the category filled in, up to 5 files checked
 * before upload and uploaded with their state, sent to the help desk on the site's own
 * origin (the sandbox stands in for it and mails a receipt). The form's code comes only
 * when the request is opened.
 */
import type { Page } from '@playwright/test';
import { test, expect, copy, fill, recordScripts, uniqueEmail, unpaidRenewal } from '../fixtures.ts';
import { openBill } from '../ordering.ts';
import { TICKET_FIELD } from '../../../src/lib/ticket/contract.ts';
import { ticketLimitEnds } from '../../../src/lib/ticket/rules.ts';
import { formatAsOf } from '../../../src/lib/core/i18n/format.ts';
import type { Locale } from '../../../src/lib/core/i18n/locales.ts';
import { useUpTicketLimit } from '../support/ticket-limit.ts';

const png = (name: string) => ({ name, mimeType: 'image/png', buffer: Buffer.from([137, 80, 78, 71, 13, 10, 26, 10, ...name.split('').map((char) => char.charCodeAt(0))]) });

/** Wakes the payment page with a touch on its heading and opens "paid but not active?": the ticket form inside. */
async function openRequest(page: Page, lang: Locale) {
  const c = copy[lang];
  await page.getByRole('heading', { name: c['pay.heading'] }).click();
  await expect(page.locator('[data-payment-island] astro-island')).not.toHaveAttribute('ssr');
  await page.getByText(c['pay.stuck.heading']).click();
  return page.locator('details', { hasText: c['pay.stuck.heading'] }).getByRole('form', { name: c['ticket.heading'] });
}

test.describe('paid but not active', () => {
  test('en-US: the ticket form loads when opened, with the bill filled in; files checked, uploaded and removed; sent with the bill, its service and the files', async ({ page, logIn, sandbox }) => {
    const c = copy['en-US'];
    const email = uniqueEmail('stuck');
    const { account } = await logIn({ email, emailStatus: 'verified', services: [{ status: 'Active', renewalInvoice: { dueInDays: 2 } }] });
    const bill = unpaidRenewal(account);
    const invoiceId = bill?.id ?? 0;
    const scripts = recordScripts(page);
    await openBill(page, 'en-US', invoiceId);
    await page.getByRole('heading', { name: c['pay.heading'] }).click();
    await expect(page.locator('[data-payment-island] astro-island')).not.toHaveAttribute('ssr');
    // The payment page is awake, and has not fetched the ticket form.
    expect(scripts.filter((path) => /TicketForm/.test(path))).toEqual([]);

    const form = await openRequest(page, 'en-US');
    await expect(form.getByText(`Bill #${invoiceId} · ${c['order.method.alipay']}`)).toBeVisible();
    expect(scripts.filter((path) => /TicketForm/.test(path))).not.toEqual([]);
    await expect(form.getByLabel(c['ticket.email'])).toHaveValue(email);
    await expect(form.getByRole('checkbox', { name: c['ticket.category.payment-not-activated'] })).toBeChecked();

    await form.getByLabel(c['ticket.email']).fill('lin@');
    await form.getByLabel(c['ticket.details']).fill('Paid at 10:02 with the Alipay app.');
    await form.getByRole('button', { name: c['ticket.send'] }).click();
    await expect(form.getByText(c['ticket.EmailFormat'])).toBeVisible();
    await expect(form.getByLabel(c['ticket.email'])).toBeFocused();
    await form.getByLabel(c['ticket.email']).fill(email);

    const chooser = form.getByLabel(c['ticket.files.choose']);
    await chooser.setInputFiles([png('alipay-receipt.png'), { name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') }, png('bank-sms.png')]);
    const row = (name: string) => form.getByRole('listitem').filter({ hasText: name });
    await expect(row('setup.exe')).toContainText(c['ticket.file.FileType']);
    await expect(row('alipay-receipt.png')).toContainText(c['error.UploadSucceeded.title']);
    await expect(row('bank-sms.png')).toContainText(c['error.UploadSucceeded.title']);
    await row('bank-sms.png').getByRole('button', { name: fill(c['ticket.file.remove'], { name: 'bank-sms.png' }) }).click();
    await expect(row('bank-sms.png')).toHaveCount(0);

    await form.getByRole('button', { name: c['ticket.send'] }).click();
    const sent = page.getByRole('status').filter({ hasText: /^Ticket #\d+ sent/ });
    await expect(sent).toContainText('within 6 hours');
    const id = Number(/#(\d+)/.exec((await sent.textContent()) ?? '')?.[1]);

    const [ticket] = await sandbox.supportRequests(email);
    expect(ticket).toMatchObject({ id, issues: ['payment-not-activated'], lang: 'en-US', subject: fill(c['pay.stuck.subject'], { id: invoiceId }) });
    expect(ticket?.customFields).toContainEqual({ id: TICKET_FIELD.serviceId, value: account.services[0]?.id });
    expect(ticket?.body).toMatch(new RegExp(`^Bill #${invoiceId} · ${c['order.method.alipay']} · .+\\n\\nPaid at 10:02 with the Alipay app\\.$`));
    expect(ticket?.attachments.map((file) => file.fileName)).toEqual(['alipay-receipt.png']);
    const receipt = (await sandbox.mail(email)).find((entry) => entry.kind === 'support-request');
    expect(receipt?.subject).toBe(`[Skyline] Ticket #${id} received: ${fill(c['pay.stuck.subject'], { id: invoiceId })}`);
    expect(receipt?.body).toContain('alipay-receipt.png');
  });

  test('zh-TW: when the help desk cannot be reached, says the request was not sent, keeps it, and a retry sends it', async ({ page, logIn, sandbox, expectFailedResponses }) => {
    expectFailedResponses([{ method: 'POST', url: /\/api\/v2\/requests\.json$/, status: 500 }]);
    const c = copy['zh-TW'];
    const { account } = await logIn({ email: uniqueEmail('stuck.tw'), emailStatus: 'verified', services: [{ status: 'Active', renewalInvoice: { dueInDays: 2 } }] });
    await openBill(page, 'zh-TW', unpaidRenewal(account)?.id ?? 0);
    const form = await openRequest(page, 'zh-TW');
    await form.getByLabel(c['ticket.details']).fill('已經用支付寶付款了');
    await sandbox.fault({ pathPrefix: '/api/v2/requests.json', mode: 'error500', times: 1 });
    await form.getByRole('button', { name: c['ticket.send'] }).click();
    await expect(form.getByRole('alert')).toContainText(c['error.TicketSubmitFailed.title']);
    await expect(form.getByLabel(c['ticket.details'])).toHaveValue('已經用支付寶付款了');
    await form.getByRole('button', { name: c['action.retry'] }).click();
    const sent = page.getByRole('status').filter({ hasText: /^客服單 #\d+/ });
    await expect(sent).toBeVisible();
    const id = Number(/#(\d+)/.exec((await sent.textContent()) ?? '')?.[1]);
    await expect(sent).toHaveText(fill(c['ticket.sent'], { id, hours: 6 }));
  });

  test('zh-CN: past 5 tickets in an hour, says when it can be sent and keeps what was written', async ({ page, logIn, sandbox, expectFailedResponses }) => {
    expectFailedResponses([{ method: 'POST', url: /\/api\/v2\/requests\.json$/, status: 429 }]);
    const c = copy['zh-CN'];
    const email = uniqueEmail('stuck.cn');
    await useUpTicketLimit(email);
    const { account } = await logIn({ email, emailStatus: 'verified', services: [{ status: 'Active', renewalInvoice: { dueInDays: 2 } }] });
    await openBill(page, 'zh-CN', unpaidRenewal(account)?.id ?? 0);
    const form = await openRequest(page, 'zh-CN');
    await form.getByLabel(c['ticket.details']).fill('已经用微信支付了，服务还是没有开通。');
    const answered = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/api/v2/requests.json'));
    await form.getByRole('button', { name: c['ticket.send'] }).click();
    const answer = await answered;
    const refusedAt = Date.now();
    const retryAfter = Number(answer.headers()['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);

    const notice = form.getByRole('alert');
    await expect(notice.getByText(c['error.TicketLimitReached.title'])).toBeVisible();
    await expect(notice.getByText(c['error.TicketLimitReached.hint'])).toBeVisible();
    // From what time, in Hong Kong time: either side of the moment the page read its clock.
    const times = [refusedAt - 2_000, refusedAt + 2_000].map((at) => fill(c['ticket.limited.when'], { time: formatAsOf('zh-CN', ticketLimitEnds(retryAfter * 1000, at), at) }));
    await expect(notice.getByText(times[0] ?? '').or(notice.getByText(times[1] ?? ''))).toBeVisible();
    await expect(form.getByLabel(c['ticket.details'])).toHaveValue('已经用微信支付了，服务还是没有开通。');
    expect(await sandbox.supportRequests(email)).toHaveLength(5);
  });
});
