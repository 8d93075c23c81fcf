/**
 * The ticket store against a real sandbox help desk: the form's fields checked before
 * anything is sent, Zendesk's refusal of the address shown on the email field, a sent
 * ticket clearing its draft, and the callback sent as a ticket of its own category.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { $callbackDraft, $callbackSending, $ticketDrafts, $ticketFiles, $ticketSending, editTicket, sendCallback, sendTicketForm, submitTicket } from '../../../src/lib/ticket/store.ts';
import { TICKET_FIELD } from '../../../src/lib/ticket/contract.ts';
import { UploadAnswer } from '../../../src/lib/help/contract.ts';
import { useStoreTest } from '../../support/store-test.ts';

const store = useStoreTest();
const FORM = { key: 'contact', lang: 'en-US', subject: 'Ticket: Connection and speed' } as const;

describe('the ticket store', () => {
  beforeEach(() => {
    $ticketSending.set({ kind: 'idle' });
    $ticketDrafts.set({});
    $ticketFiles.set([]);
    $callbackSending.set({ kind: 'idle' });
  });

  it('sends nothing while fields are at fault, and names each', async () => {
    await sendTicketForm(store.client, FORM, { email: 'lin@', categories: [], details: '', files: [] }, store.client);
    expect($ticketSending.get()).toEqual({ kind: 'problems', problems: { email: 'EmailFormat', categories: 'NoCategory' } });
    expect(await store.control.supportRequests('lin@')).toEqual([]);
  });

  it('holds the send back while a file is still uploading', async () => {
    $ticketFiles.set([{ id: 'f1', name: 'shot.png', size: 10, state: 'uploading', progress: 0.5 }]);
    await sendTicketForm(store.client, FORM, { email: 'lin@example.com', categories: ['connection'], details: '', files: ['shot.png'] }, store.client);
    expect($ticketSending.get()).toEqual({ kind: 'problems', problems: { files: 'FilesPending' } });
  });

  it('sends a ticket, drops its draft and says when to expect the answer', async () => {
    const email = `store.${Date.now().toString(36)}@example.com`;
    const draft = { email, categories: ['connection' as const], details: 'Slow at night.', files: [] };
    editTicket('contact', draft);
    await sendTicketForm(store.client, { ...FORM, facts: 'Service #7', serviceId: 7 }, draft, store.client);
    const state = $ticketSending.get();
    expect(state).toMatchObject({ kind: 'sent', replyHours: 12 });
    expect($ticketDrafts.get()).toEqual({});
    const [ticket] = await store.control.supportRequests(email);
    expect(ticket?.body).toBe('Service #7\n\nSlow at night.');
    expect(ticket?.customFields).toContainEqual({ id: TICKET_FIELD.serviceId, value: 7 });
  });

  it('reads the help desk refusing the address as a problem with the email field', async () => {
    // Past the site's own check (a caller that skipped it): the desk's RecordInvalid names the requester.
    expect(await submitTicket(store.client, { email: 'not an email', subject: 's', body: 'b', categories: ['other'], lang: 'zh-TW' }, store.client)).toEqual({ ok: false, emailRefused: true });
  });

  it('reads a sixth file refused by the help desk (RecordInvalid on base) as "ticket submit error", keeping everything typed', async () => {
    // Past the form's own limit (a caller that skipped it): six uploaded files.
    const tokens: string[] = [];
    for (let i = 0; i < 6; i++) {
      const answer = await fetch(`${store.origin}/api/v2/uploads.json?filename=shot-${i}.png`, { method: 'POST', headers: { 'content-type': 'image/png' }, body: new Uint8Array([137, 80, i + 1]) });
      tokens.push(UploadAnswer.parse(await answer.json()).upload.token);
    }
    $ticketFiles.set(tokens.map((token, i) => ({ id: `f${i}`, name: `shot-${i}.png`, size: 3, state: 'uploaded', token })));
    const email = `six.${Date.now().toString(36)}@example.com`;
    const draft = { email, categories: ['connection' as const], details: 'Six screenshots of the error.', files: tokens.map((_, i) => `shot-${i}.png`) };
    editTicket('contact', draft);
    await sendTicketForm(store.client, FORM, draft, store.client);
    expect($ticketSending.get()).toEqual({ kind: 'error', error: 'TicketSubmitFailed' });
    expect($ticketDrafts.get()).toEqual({ contact: draft });
    expect($ticketFiles.get()).toHaveLength(6);
    expect(await store.control.supportRequests(email)).toEqual([]);
  });

  it('past the help desk\'s 5 tickets an hour, says from when it can be sent and keeps everything typed', async () => {
    const email = `limit.${Date.now().toString(36)}@example.com`;
    for (let i = 0; i < 5; i++) expect(await submitTicket(store.client, { email, subject: 's', body: `ticket ${i}`, categories: ['other'], lang: 'en-US' }, store.client)).toMatchObject({ ok: true });
    const draft = { email, categories: ['connection' as const], details: 'Still no connection.', files: [] };
    editTicket('contact', draft);
    const before = Date.now();
    await sendTicketForm(store.client, FORM, draft, store.client);
    const state = $ticketSending.get();
    if (state.kind !== 'limited') throw new Error(`expected the hour's limit, got ${JSON.stringify(state)}`);
    // The first of the five leaves the hour in just under 60 minutes: the next whole minute after that.
    expect(state.until).toBeGreaterThan(before + 59 * 60_000);
    expect(state.until).toBeLessThanOrEqual(Date.now() + 61 * 60_000);
    expect(state.until % 60_000).toBe(0);
    expect($ticketDrafts.get()).toEqual({ contact: draft });
    expect(await store.control.supportRequests(email)).toHaveLength(5);
  });

  it('sends a callback as a ticket of the callback category', async () => {
    const email = `callback.${Date.now().toString(36)}@example.com`;
    $callbackDraft.set({ email, channel: 'wechat', handle: 'lin_hk88', window: '10-13' });
    await sendCallback(store.client, { lang: 'zh-TW', subject: '預約回電：微信', body: '請在香港時間 10 點到 13 點透過微信聯絡 lin_hk88。' }, store.client);
    expect($callbackSending.get()).toMatchObject({ kind: 'sent' });
    const [ticket] = await store.control.supportRequests(email);
    expect(ticket?.issues).toEqual(['callback']);
    expect(ticket?.customFields).toContainEqual({ id: TICKET_FIELD.callbackHandle, value: 'lin_hk88' });
  });
});
