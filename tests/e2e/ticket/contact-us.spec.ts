/**
 * help/contact-us (issue 12): live chat is loaded only when asked for, with nothing about
 * the person pushed into it, and falls back to the ticket form when it cannot load; the
 * callback request arrives at the help desk as a ticket.
 */
import { test, expect, copy, fill, uniqueEmail } from '../fixtures.ts';
import { TICKET_FIELD } from '../../../src/lib/ticket/contract.ts';
import { useUpTicketLimit } from '../support/ticket-limit.ts';

const CHAT_SCRIPT = /\/chat-double\/l\.js$/;

test.describe('live chat', () => {
  test('en-US: nothing of the chat loads until "start live chat"; then it opens and is told only to open', async ({ page }) => {
    const c = copy['en-US'];
    const chatRequests: string[] = [];
    page.on('request', (request) => {
      if (CHAT_SCRIPT.test(request.url())) chatRequests.push(request.url());
    });
    await page.goto('/en-US/help/contact-us');
    const chat = page.getByRole('region', { name: c['contact.chat.heading'] });
    await expect(chat.getByRole('button', { name: c['contact.chat.start'] })).toBeVisible();
    // Typing in the ticket form pushes nothing anywhere either.
    await page.getByRole('form', { name: c['ticket.heading'] }).getByLabel(c['ticket.email']).fill('lin@example.com');
    await page.waitForLoadState('networkidle');
    expect(chatRequests).toEqual([]);

    await chat.getByRole('button', { name: c['contact.chat.start'] }).click();
    await expect(chat.getByRole('status')).toHaveText(c['contact.chat.ready']);
    await expect(page.getByRole('dialog', { name: 'Live chat (sandbox double)' })).toBeVisible();
    expect(chatRequests).toHaveLength(1);
    // No email, id or anything else of the person: only the command that opens the box.
    expect(await page.evaluate(() => (window as unknown as { $crisp: { received: unknown[] } }).$crisp.received)).toEqual([['do', 'chat:open']]);
  });

  test('zh-TW: when the chat cannot load, the page says so and leads to the ticket form', async ({ page, sandbox, expectFailedResponses }) => {
    // As from a blocked or unreachable host: the connection gives nothing back.
    expectFailedResponses([{ method: 'GET', url: CHAT_SCRIPT, status: 'network' }]);
    const c = copy['zh-TW'];
    await sandbox.fault({ pathPrefix: '/chat-double/', mode: 'drop', times: 1 });
    await page.goto('/zh-TW/help/contact-us');
    const chat = page.getByRole('region', { name: c['contact.chat.heading'] });
    await chat.getByRole('button', { name: c['contact.chat.start'] }).click();
    await expect(chat.getByRole('status')).toHaveText(c['contact.chat.failed']);
    // The words point where the form is: above the chat, so they say 上方 and never 下面/下方.
    const ticketForm = page.getByRole('form', { name: c['ticket.heading'] });
    expect((await ticketForm.boundingBox())?.y).toBeLessThan((await chat.boundingBox())?.y ?? 0);
    expect(c['contact.chat.failed']).toContain('上方');
    expect(c['contact.chat.failed']).not.toMatch(/下面|下方/);
    await chat.getByRole('link', { name: c['contact.chat.toTicket'] }).click();
    await expect(page.getByRole('form', { name: c['ticket.heading'] }).getByLabel(c['ticket.email'])).toBeFocused();
  });
});

test('zh-CN: a callback request is checked, then arrives as a ticket with its channel, number and window', async ({ page, sandbox }) => {
  const c = copy['zh-CN'];
  const email = uniqueEmail('callback.cn');
  await page.goto('/zh-CN/help/contact-us');
  const form = page.getByRole('form', { name: c['contact.callback.heading'] });
  await form.getByRole('heading', { name: c['contact.callback.heading'] }).click();
  await expect(page.locator('[data-wakes-with="callback-draft"] astro-island')).not.toHaveAttribute('ssr');
  await form.getByLabel(c['ticket.email']).fill(email);
  await form.getByLabel(c['contact.callback.handle']).fill('138 0013 8000');
  await form.getByRole('button', { name: c['contact.callback.send'] }).click();
  await expect(form.getByText(c['contact.callback.PhoneFormat'])).toBeVisible();
  await expect(form.getByText(c['contact.callback.WindowEmpty'])).toBeVisible();
  await expect(form.getByLabel(c['contact.callback.handle'])).toBeFocused();

  await form.getByLabel(c['contact.callback.handle']).fill('+86 138 0013 8000');
  await form.getByRole('radio', { name: c['contact.callback.window.19-22'] }).check();
  await form.getByRole('button', { name: c['contact.callback.send'] }).click();
  const sent = page.getByRole('status').filter({ hasText: /#\d+/ });
  await expect(sent).toBeVisible();
  const id = Number(/#(\d+)/.exec((await sent.textContent()) ?? '')?.[1]);
  await expect(sent).toHaveText(fill(c['contact.callback.sent'], { id }));

  const [ticket] = await sandbox.supportRequests(email);
  expect(ticket).toMatchObject({ id, issues: ['callback'], lang: 'zh-CN', subject: fill(c['contact.callback.subject'], { channel: c['contact.callback.channel.phone'] }) });
  expect(ticket?.customFields).toEqual(expect.arrayContaining([
    { id: TICKET_FIELD.callbackChannel, value: 'phone' },
    { id: TICKET_FIELD.callbackHandle, value: '+86 138 0013 8000' },
    { id: TICKET_FIELD.callbackWindow, value: '19-22' },
  ]));
  const receipt = (await sandbox.mail(email)).find((mail) => mail.kind === 'support-request');
  expect(receipt?.subject).toBe(`[Skyline] 已收到工单 #${id}：${ticket?.subject ?? ''}`);
  expect(receipt?.body).toContain('+86 138 0013 8000');
});

test('en-US: what is typed before a form has woken is still there once it has', async ({ page }) => {
  const c = copy['en-US'];
  await page.goto('/en-US/help/contact-us');
  // Typed into the prerendered forms at once, while their code may still be on its way.
  const ticket = page.getByRole('form', { name: c['ticket.heading'] });
  await ticket.getByLabel(c['ticket.email']).fill('early@example.com');
  await ticket.getByRole('checkbox', { name: c['ticket.category.connection'] }).check();
  await ticket.getByLabel(c['ticket.details']).pressSequentially('No connection since 9 pm.');
  const callback = page.getByRole('form', { name: c['contact.callback.heading'] });
  await callback.getByLabel(c['contact.callback.handle']).pressSequentially('+85251234567');
  for (const box of ['ticket-drafts', 'callback-draft']) await expect(page.locator(`[data-wakes-with="${box}"] astro-island`)).not.toHaveAttribute('ssr');
  await expect(ticket.getByLabel(c['ticket.email'])).toHaveValue('early@example.com');
  await expect(ticket.getByRole('checkbox', { name: c['ticket.category.connection'] })).toBeChecked();
  await expect(ticket.getByLabel(c['ticket.details'])).toHaveValue('No connection since 9 pm.');
  await expect(callback.getByLabel(c['contact.callback.handle'])).toHaveValue('+85251234567');
});

test('en-US: keys pressed while a form is waking (its code has run, React not yet done) are still there once it has', async ({ page }) => {
  const c = copy['en-US'];
  // Astro takes `ssr` off an island as it starts React's hydration, before React is done:
  // the keystrokes are pressed at that moment, each as the browser would deliver it.
  await page.addInitScript(() => {
    const pressed = new WeakSet<Element>();
    new MutationObserver((changes) => {
      for (const change of changes) {
        const island = change.target;
        if (!(island instanceof Element) || island.hasAttribute('ssr') || pressed.has(island) || !island.closest('[data-wakes-with]')) continue;
        pressed.add(island);
        const press = (field: HTMLInputElement | HTMLTextAreaElement | null, text: string) => {
          if (!field) return;
          field.value += text;
          field.dispatchEvent(new InputEvent('input', { bubbles: true, data: text, inputType: 'insertText' }));
        };
        press(island.querySelector<HTMLInputElement>('input[name="handle"]'), '+852');
        press(island.querySelector<HTMLTextAreaElement>('textarea[name="details"]'), 'Slow');
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['ssr'] });
  });
  await page.goto('/en-US/help/contact-us');
  const callback = page.getByRole('form', { name: c['contact.callback.heading'] });
  await callback.getByRole('heading', { name: c['contact.callback.heading'] }).click();
  await expect(page.locator('[data-wakes-with="callback-draft"] astro-island')).not.toHaveAttribute('ssr');
  const handle = callback.getByLabel(c['contact.callback.handle']);
  await expect(handle).toHaveValue('+852');
  await handle.press('End');
  await handle.pressSequentially('51234567');
  await expect(handle).toHaveValue('+85251234567');
  const ticket = page.getByRole('form', { name: c['ticket.heading'] });
  await ticket.getByRole('heading', { name: c['ticket.heading'] }).click();
  await expect(page.locator('[data-wakes-with="ticket-drafts"] astro-island')).not.toHaveAttribute('ssr');
  const details = ticket.getByLabel(c['ticket.details']);
  await expect(details).toHaveValue('Slow');
  await details.press('End');
  await details.pressSequentially(' since 9 pm.');
  await expect(details).toHaveValue('Slow since 9 pm.');
});

test('en-US: a callback request past the hour\'s 5 tickets says it was not sent and keeps the number and window', async ({ page, sandbox, expectFailedResponses }) => {
  expectFailedResponses([{ method: 'POST', url: /\/api\/v2\/requests\.json$/, status: 429 }]);
  const c = copy['en-US'];
  const email = uniqueEmail('callback.limit');
  await useUpTicketLimit(email);
  await page.goto('/en-US/help/contact-us');
  const form = page.getByRole('form', { name: c['contact.callback.heading'] });
  await form.getByRole('heading', { name: c['contact.callback.heading'] }).click();
  await expect(page.locator('[data-wakes-with="callback-draft"] astro-island')).not.toHaveAttribute('ssr');
  await form.getByLabel(c['ticket.email']).fill(email);
  await form.getByLabel(c['contact.callback.handle']).fill('+852 5123 4567');
  await form.getByRole('radio', { name: c['contact.callback.window.19-22'] }).check();
  await form.getByRole('button', { name: c['contact.callback.send'] }).click();
  const notice = form.getByRole('alert');
  await expect(notice.getByText(c['error.TicketLimitReached.title'])).toBeVisible();
  await expect(notice.getByText(c['error.TicketLimitReached.hint'])).toBeVisible();
  await expect(form.getByLabel(c['contact.callback.handle'])).toHaveValue('+852 5123 4567');
  await expect(form.getByRole('radio', { name: c['contact.callback.window.19-22'] })).toBeChecked();
  expect(await sandbox.supportRequests(email)).toHaveLength(5);
});

test.describe('a callback draft kept for the tab', () => {
  /** Opens contact-us with `draft` kept for the tab, as a reload after typing it would. */
  async function reloadWithDraft(page: import('@playwright/test').Page, lang: string, draft: object) {
    await page.goto(`/${lang}/help/contact-us`);
    await page.evaluate((kept) => sessionStorage.setItem('skyline:callback-draft', JSON.stringify(kept)), draft);
    await page.reload();
    await expect(page.locator('[data-wakes-with="callback-draft"] astro-island')).not.toHaveAttribute('ssr');
  }

  test('zh-TW: a reload keeps the window ticked, and the request is sent with it', async ({ page, sandbox }) => {
    const c = copy['zh-TW'];
    const email = uniqueEmail('callback.reload.tw');
    await reloadWithDraft(page, 'zh-TW', { email, channel: 'phone', handle: '+852 5123 4567', window: '19-22' });
    const form = page.getByRole('form', { name: c['contact.callback.heading'] });
    await expect(form.getByLabel(c['ticket.email'])).toHaveValue(email);
    await expect(form.getByRole('radio', { name: c['contact.callback.window.19-22'] })).toBeChecked();
    await form.getByRole('button', { name: c['contact.callback.send'] }).click();
    await expect(page.getByRole('status').filter({ hasText: /#\d+/ })).toBeVisible();
    const [ticket] = await sandbox.supportRequests(email);
    expect(ticket?.customFields).toContainEqual({ id: TICKET_FIELD.callbackWindow, value: '19-22' });
  });

  test('en-US: a Telegram draft comes back without a hydration error, its window ticked', async ({ page }) => {
    const c = copy['en-US'];
    await reloadWithDraft(page, 'en-US', { email: 'tg@example.com', channel: 'telegram', handle: '@skyline_user', window: '13-16' });
    const form = page.getByRole('form', { name: c['contact.callback.heading'] });
    await expect(form.getByLabel(c['contact.callback.channel'])).toHaveValue('telegram');
    await expect(form.getByLabel(c['contact.callback.handle'])).toHaveValue('@skyline_user');
    await expect(form.getByRole('radio', { name: c['contact.callback.window.13-16'] })).toBeChecked();
    // The fixture fails the test on React's hydration error (#418), which it logs as a console error.
  });
});
