/**
 * The ticket form on help/contact-us (issue 12): files checked before upload with the
 * reason for each refusal, uploaded with their state shown, removed (the upload deleted),
 * sent as a Zendesk anonymous request with their tokens; a failed send keeps the text;
 * what was typed survives a reload and the files are listed for choosing again; a send
 * pressed before the form woke is sent once it has; past the help desk's 5 tickets an hour
 * the form says from when it can be sent, with nothing lost.
 */
import type { Page } from '@playwright/test';
import { test, expect, copy, fill, holdIsland, uniqueEmail } from '../fixtures.ts';
import { TICKET_FIELD } from '../../../src/lib/ticket/contract.ts';
import { TICKET_FILE_MAX_BYTES, ticketLimitEnds } from '../../../src/lib/ticket/rules.ts';
import { formatAsOf } from '../../../src/lib/core/i18n/format.ts';
import type { Locale } from '../../../src/lib/core/i18n/locales.ts';
import { useUpTicketLimit } from '../support/ticket-limit.ts';

/** A small PNG's worth of bytes under a name. */
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: Buffer.from([137, 80, 78, 71, 13, 10, 26, 10, ...name.split('').map((char) => char.charCodeAt(0))]) });

/** Opens the page and wakes the ticket form (it hydrates on the first touch, ADR 0007). */
async function openTicketForm(page: Page, path: string, heading: string) {
  await page.goto(path);
  const form = page.getByRole('form', { name: heading });
  await form.getByRole('heading', { name: heading }).click();
  await expect(page.locator('#ticket astro-island')).not.toHaveAttribute('ssr');
  return form;
}

test.describe('the ticket form', () => {
  test('zh-TW: fields checked first; five files, a sixth, a too-large and a wrong-type file refused with the reason; removed and sent with the receipt mailed', async ({ page, sandbox }) => {
    const c = copy['zh-TW'];
    const email = uniqueEmail('ticket.tw');
    const form = await openTicketForm(page, '/zh-TW/help/contact-us', c['ticket.heading']);

    // Nothing filled: each problem is named and the focus goes to the first field at fault.
    await form.getByRole('button', { name: c['ticket.send'] }).click();
    await expect(form.getByRole('alert')).toHaveText(c['ticket.problems']);
    await expect(form.getByLabel(c['ticket.email'])).toBeFocused();
    await expect(form.getByText(c['ticket.EmailEmpty'])).toBeVisible();
    await expect(form.getByText(c['ticket.NoCategory'])).toBeVisible();

    await form.getByLabel(c['ticket.email']).fill(email);
    await form.getByRole('checkbox', { name: c['ticket.category.connection'] }).check();
    await form.getByLabel(c['ticket.details']).fill('iPhone 上的 Shadowrocket 一直連不上，附上截圖和記錄檔。');

    const chooser = form.getByLabel(c['ticket.files.choose']);
    await chooser.setInputFiles([
      png('shot-1.png'),
      png('shot-2.png'),
      { name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') },
      { name: 'recording.zip', mimeType: 'application/zip', buffer: Buffer.alloc(TICKET_FILE_MAX_BYTES + 1) },
      png('shot-3.png'),
      { name: 'shadowrocket.log', mimeType: '', buffer: Buffer.from('timeout\n') },
      png('shot-5.png'),
    ]);
    const files = form.getByRole('listitem');
    const row = (name: string) => files.filter({ hasText: name });
    await expect(row('setup.exe')).toContainText(c['ticket.file.FileType']);
    await expect(row('recording.zip')).toContainText(fill(c['ticket.file.FileTooLarge'], { size: 10 }));
    for (const name of ['shot-1.png', 'shot-2.png', 'shot-3.png', 'shadowrocket.log', 'shot-5.png']) await expect(row(name)).toContainText(c['error.UploadSucceeded.title']);

    // A sixth: no room.
    await chooser.setInputFiles([png('shot-6.png')]);
    await expect(row('shot-6.png')).toContainText(fill(c['ticket.file.TooManyFiles'], { max: 5 }));
    await expect(files.filter({ hasText: c['error.UploadSucceeded.title'] })).toHaveCount(5);

    // Removing an uploaded file deletes its upload at the help desk; then there is room again.
    const deleted = page.waitForResponse((response) => response.request().method() === 'DELETE' && /\/api\/v2\/uploads\/[A-Za-z0-9]+\.json$/.test(response.url()));
    await row('shot-5.png').getByRole('button', { name: fill(c['ticket.file.remove'], { name: 'shot-5.png' }) }).click();
    expect((await deleted).status()).toBe(204);
    await expect(row('shot-5.png')).toHaveCount(0);
    await chooser.setInputFiles([png('shot-4.png')]);
    await expect(row('shot-4.png')).toContainText(c['error.UploadSucceeded.title']);

    await form.getByRole('button', { name: c['ticket.send'] }).click();
    const sent = page.getByRole('status').filter({ hasText: /客服單 #\d+/ });
    await expect(sent).toBeVisible();
    const id = Number(/#(\d+)/.exec((await sent.textContent()) ?? '')?.[1]);
    await expect(sent).toHaveText(fill(c['ticket.sent'], { id, hours: 12 }));

    const [ticket] = await sandbox.supportRequests(email);
    expect(ticket).toMatchObject({ id, issues: ['connection'], lang: 'zh-TW' });
    // The files upload side by side, so the help desk may list them in any order.
    expect(ticket?.attachments.map((file) => file.fileName).sort()).toEqual(['shadowrocket.log', 'shot-1.png', 'shot-2.png', 'shot-3.png', 'shot-4.png']);
    expect(ticket?.body).toContain('Shadowrocket 一直連不上');
    const receipt = (await sandbox.mail(email)).find((mail) => mail.kind === 'support-request');
    // Written for a person: the category, not "客服單：" again after the receipt's own words.
    expect(receipt?.subject).toBe(`[Skyline] 已收到客服單 #${id}：${c['ticket.category.connection']}`);
    expect(receipt?.body).toContain('12 小時內');
    expect(receipt?.body).toContain('shot-1.png\nshot-2.png\nshot-3.png\nshadowrocket.log\nshot-4.png');
  });

  test('en-US: from a service page, a reload keeps the text and lists the files to choose again; a failed send keeps it too, and a retry sends it', async ({ page, sandbox, expectFailedResponses }) => {
    expectFailedResponses([{ method: 'POST', url: /\/api\/v2\/requests\.json$/, status: 500 }]);
    const c = copy['en-US'];
    const email = uniqueEmail('ticket.en');
    const form = await openTicketForm(page, '/en-US/help/contact-us?service=42', c['ticket.heading']);
    await expect(form.getByText(fill(c['ticket.facts.service'], { id: 42 }))).toBeVisible();
    await form.getByLabel(c['ticket.email']).fill(email);
    await form.getByRole('checkbox', { name: c['ticket.category.payment'] }).check();
    await form.getByRole('checkbox', { name: c['ticket.category.account'] }).check();
    await form.getByLabel(c['ticket.details']).fill('Charged twice for the yearly plan.');
    await form.getByLabel(c['ticket.files.choose']).setInputFiles([{ name: 'statement.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') }]);
    await expect(form.getByRole('listitem').filter({ hasText: 'statement.pdf' })).toContainText(c['error.UploadSucceeded.title']);

    await page.reload();
    // The form wakes by itself when the tab holds a draft, with everything typed in it.
    const again = page.getByRole('form', { name: c['ticket.heading'] });
    await expect(again.getByLabel(c['ticket.email'])).toHaveValue(email);
    await expect(again.getByRole('checkbox', { name: c['ticket.category.payment'] })).toBeChecked();
    await expect(again.getByRole('checkbox', { name: c['ticket.category.account'] })).toBeChecked();
    await expect(again.getByLabel(c['ticket.details'])).toHaveValue('Charged twice for the yearly plan.');
    await expect(again.getByRole('status')).toHaveText(fill(c['ticket.file.reselect'], { names: 'statement.pdf' }));

    await sandbox.fault({ pathPrefix: '/api/v2/requests.json', mode: 'error500', times: 1 });
    await again.getByRole('button', { name: c['ticket.send'] }).click();
    await expect(again.getByRole('alert')).toContainText(c['error.TicketSubmitFailed.title']);
    await expect(again.getByLabel(c['ticket.details'])).toHaveValue('Charged twice for the yearly plan.');
    await expect(again.getByLabel(c['ticket.email'])).toHaveValue(email);

    await again.getByRole('button', { name: c['action.retry'] }).click();
    await expect(page.getByRole('status').filter({ hasText: /^Ticket #\d+ sent/ })).toContainText('within 6 hours');
    const [ticket] = await sandbox.supportRequests(email);
    expect(ticket?.issues).toEqual(['payment', 'account']);
    expect(ticket?.customFields).toContainEqual({ id: TICKET_FIELD.serviceId, value: 42 });
    expect(ticket?.body).toBe(`${fill(c['ticket.facts.service'], { id: 42 })}\n\nCharged twice for the yearly plan.`);
    expect(await page.evaluate(() => sessionStorage.getItem('skyline:ticket-drafts'))).toBeNull();
  });
});

for (const locale of ['zh-CN', 'en-US'] as const satisfies readonly Locale[]) {
  test(`${locale}: the service page’s "contact support" opens the form with the service and the account’s email filled in, without a touch`, async ({ page, logIn }) => {
    const c = copy[locale];
    const email = uniqueEmail(`prefill.${locale}`);
    const { account } = await logIn({ email, emailStatus: 'verified', services: [{ status: 'Active', cycle: 'Monthly' }] });
    const id = account.services[0]?.id ?? 0;
    await page.goto(`/${locale}/user/service/${id}`);
    await page.getByRole('main').getByRole('link', { name: c['service.action.contactSupport'] }).first().click();
    await page.waitForURL((url) => url.pathname === `/${locale}/help/contact-us` && url.searchParams.get('service') === String(id));
    const form = page.getByRole('form', { name: c['ticket.heading'] });
    await expect(form.getByText(fill(c['ticket.facts.service'], { id }))).toBeVisible();
    await expect(form.getByLabel(c['ticket.email'])).toHaveValue(email);
  });
}

test.describe('a send pressed before the form has woken', () => {
  test('zh-TW: is sent once the form wakes, with what was typed', async ({ page, sandbox }) => {
    const c = copy['zh-TW'];
    const email = uniqueEmail('early.send.tw');
    await page.goto('/zh-TW/help/contact-us');
    // As on a slow line: the form's code is still on its way while the person fills it in and presses send.
    const release = await holdIsland(page, page.locator('#ticket astro-island'));
    const form = page.getByRole('form', { name: c['ticket.heading'] });
    await form.getByLabel(c['ticket.email']).fill(email);
    await form.getByRole('checkbox', { name: c['ticket.category.connection'] }).check();
    await form.getByLabel(c['ticket.details']).fill('晚上九點以後就連不上了。');
    await form.getByRole('button', { name: c['ticket.send'] }).click();
    // The bare HTML form was not submitted (no reload with the fields in the address), and nothing is sent yet.
    await expect(page).toHaveURL(/\/zh-TW\/help\/contact-us$/);
    await expect(page.locator('#ticket astro-island')).toHaveAttribute('ssr');
    expect(await sandbox.supportRequests(email)).toEqual([]);

    release();
    const sent = page.getByRole('status').filter({ hasText: /客服單 #\d+/ });
    await expect(sent).toBeVisible();
    const id = Number(/#(\d+)/.exec((await sent.textContent()) ?? '')?.[1]);
    await expect(sent).toHaveText(fill(c['ticket.sent'], { id, hours: 12 }));
    const [ticket] = await sandbox.supportRequests(email);
    expect(ticket).toMatchObject({ id, issues: ['connection'], body: '晚上九點以後就連不上了。' });
  });

  test('zh-CN: a file chosen before the form wakes is uploaded once it has, and sent with the ticket', async ({ page, sandbox }) => {
    const c = copy['zh-CN'];
    const email = uniqueEmail('early.file.cn');
    await page.goto('/zh-CN/help/contact-us');
    // As on a slow line: "choose file" is the first touch, and the form's code is still on its way.
    const release = await holdIsland(page, page.locator('#ticket astro-island'));
    const form = page.getByRole('form', { name: c['ticket.heading'] });
    await form.getByLabel(c['ticket.files.choose']).setInputFiles([png('screen.png')]);
    await form.getByLabel(c['ticket.email']).fill(email);
    await form.getByRole('checkbox', { name: c['ticket.category.connection'] }).check();
    await expect(page.locator('#ticket astro-island')).toHaveAttribute('ssr');

    release();
    await expect(page.locator('#ticket astro-island')).not.toHaveAttribute('ssr');
    await expect(form.getByRole('listitem').filter({ hasText: 'screen.png' })).toContainText(c['error.UploadSucceeded.title']);
    await expect(form.getByLabel(c['ticket.email'])).toHaveValue(email);
    await form.getByRole('button', { name: c['ticket.send'] }).click();
    await expect(page.getByRole('status').filter({ hasText: /#\d+/ })).toBeVisible();
    const [ticket] = await sandbox.supportRequests(email);
    expect(ticket?.attachments.map((file) => file.fileName)).toEqual(['screen.png']);
  });

  test('en-US: shows what to fix once the form wakes, the focus on the first field at fault', async ({ page }) => {
    const c = copy['en-US'];
    await page.goto('/en-US/help/contact-us');
    const release = await holdIsland(page, page.locator('#ticket astro-island'));
    const form = page.getByRole('form', { name: c['ticket.heading'] });
    await form.getByLabel(c['ticket.details']).fill('The app says "timeout".');
    await form.getByRole('button', { name: c['ticket.send'] }).click();
    await expect(page).toHaveURL(/\/en-US\/help\/contact-us$/);
    await expect(page.locator('#ticket astro-island')).toHaveAttribute('ssr');
    await expect(form.getByRole('alert')).toHaveCount(0);

    release();
    await expect(form.getByRole('alert')).toHaveText(c['ticket.problems']);
    // The line sits under the fields it points to, and says so.
    expect((await form.getByRole('alert').boundingBox())?.y).toBeGreaterThan((await form.getByLabel(c['ticket.email']).boundingBox())?.y ?? Infinity);
    expect(c['ticket.problems']).toMatch(/\babove\b/);
    await expect(form.getByText(c['ticket.EmailEmpty'])).toBeVisible();
    await expect(form.getByText(c['ticket.NoCategory'])).toBeVisible();
    await expect(form.getByLabel(c['ticket.email'])).toBeFocused();
    await expect(form.getByLabel(c['ticket.details'])).toHaveValue('The app says "timeout".');
  });
});

/** The line saying from when a refused ticket can be sent, either side of the moment the page read its clock. */
function limitLines(lang: Locale, retryAfterSeconds: number, refusedAt: number): [string, string] {
  const line = (at: number) => fill(copy[lang]['ticket.limited.when'], { time: formatAsOf(lang, ticketLimitEnds(retryAfterSeconds * 1000, at), at) });
  return [line(refusedAt - 2_000), line(refusedAt + 2_000)];
}

test('zh-TW: past 5 tickets in an hour, the form says it was not sent and from what time it can be, and keeps everything', async ({ page, sandbox, expectFailedResponses }) => {
  expectFailedResponses([{ method: 'POST', url: /\/api\/v2\/requests\.json$/, status: 429 }]);
  const c = copy['zh-TW'];
  const email = uniqueEmail('limit.tw');
  await useUpTicketLimit(email);
  const form = await openTicketForm(page, '/zh-TW/help/contact-us', c['ticket.heading']);
  await form.getByLabel(c['ticket.email']).fill(email);
  await form.getByRole('checkbox', { name: c['ticket.category.account'] }).check();
  await form.getByLabel(c['ticket.details']).fill('登入連結打不開，已經寫過信了。');
  const answered = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().endsWith('/api/v2/requests.json'));
  await form.getByRole('button', { name: c['ticket.send'] }).click();
  const answer = await answered;
  const refusedAt = Date.now();
  expect(answer.status()).toBe(429);

  const notice = form.getByRole('alert');
  await expect(notice.getByText(c['error.TicketLimitReached.title'])).toBeVisible();
  await expect(notice.getByText(c['error.TicketLimitReached.hint'])).toBeVisible();
  const [early, late] = limitLines('zh-TW', Number(answer.headers()['retry-after']), refusedAt);
  await expect(notice.getByText(early).or(notice.getByText(late))).toBeVisible();
  await expect(form.getByLabel(c['ticket.email'])).toHaveValue(email);
  await expect(form.getByRole('checkbox', { name: c['ticket.category.account'] })).toBeChecked();
  await expect(form.getByLabel(c['ticket.details'])).toHaveValue('登入連結打不開，已經寫過信了。');
  expect(await sandbox.supportRequests(email)).toHaveLength(5);
});
