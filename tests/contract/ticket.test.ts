/**
 * Tickets over real HTTP, in Zendesk's shapes (features-2.md §2.5, §2.6): files uploaded
 * as raw bytes to `uploads.json` for a token, then `POST /api/v2/requests.json` with the
 * tokens and the custom fields, answered 201 without a `data` envelope; refusals are
 * `RecordInvalid` with details, `AttachmentTooLarge`, `RecordNotFound`.
 */
import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { endpoints, HUMAN_TOKEN_HEADER, TICKET_FIELD, ticketFields, type SupportIssue } from '../../src/lib/core/contract/index.ts';
import { HELP_DESK_UPLOAD_MAX_BYTES, HelpDeskError, UploadAnswer } from '../../src/lib/help/contract.ts';
import { MailView, SupportRequestView } from '../../sandbox/core/control/schemas.ts';
import { humanToken, useHarness } from './harness.ts';
import { moveClock, resetClock } from './buying.ts';

const h = useHarness({ seedDemo: false });

const send = async (request: object) => h.call('/api/v2/requests.json', { method: 'POST', body: { request }, headers: { [HUMAN_TOKEN_HEADER]: await humanToken(h) } });
const ticket = (email: string, options: { categories?: SupportIssue[]; language?: 'zh-TW' | 'zh-CN' | 'en-US'; uploads?: string[]; serviceId?: number } = {}) => ({
  requester: { email },
  subject: 'Paid but not activated: bill #10001',
  comment: { body: 'Bill #10001 · Alipay · 21 Nov 2026, 10:02', ...(options.uploads ? { uploads: options.uploads } : {}) },
  custom_fields: ticketFields({ categories: options.categories ?? ['payment-not-activated'], language: options.language ?? 'en-US', serviceId: options.serviceId }),
});

async function upload(name: string, bytes: Uint8Array | string, type = 'image/png', token?: string) {
  const query = `filename=${encodeURIComponent(name)}${token ? `&token=${token}` : ''}`;
  const response = await fetch(`${h.origin}/api/v2/uploads.json?${query}`, { method: 'POST', headers: { 'content-type': type }, body: typeof bytes === 'string' ? bytes : Buffer.from(bytes) });
  return { status: response.status, json: (await response.json()) as unknown };
}

const mailTo = async (email: string) => z.array(MailView).parse((await h.call(`/__sandbox/api/mail?to=${encodeURIComponent(email)}`)).json);
const ticketsOf = async (email: string) => z.array(SupportRequestView).parse((await h.call(`/__sandbox/api/support-requests?email=${encodeURIComponent(email)}`)).json);

describe('POST /api/v2/uploads.json', () => {
  it('takes raw bytes and answers 201 with a token and the attachment, as Zendesk does', async () => {
    const first = await upload('screen shot.png', new Uint8Array([137, 80, 78, 71, 1, 2, 3]));
    expect(first.status).toBe(201);
    expect(first.json).not.toHaveProperty('data');
    const { upload: answer } = UploadAnswer.parse(first.json);
    expect(answer.token).toMatch(/^[A-Za-z0-9]{24}$/);
    expect(answer.attachment).toMatchObject({ file_name: 'screen shot.png', content_type: 'image/png', size: 7 });
    // A second file may join the token.
    const second = UploadAnswer.parse((await upload('log.txt', 'line 1\n', 'text/plain', answer.token)).json);
    expect(second.upload.token).toBe(answer.token);
    expect(second.upload.attachments.map((each) => each.file_name)).toEqual(['screen shot.png', 'log.txt']);
  });

  it('refuses a program (RecordInvalid), an empty file, and a file past 50 MB (AttachmentTooLarge)', async () => {
    const program = await upload('setup.exe', 'MZ', 'application/octet-stream');
    expect(program.status).toBe(422);
    expect(HelpDeskError.parse(program.json)).toMatchObject({ error: 'RecordInvalid', details: { base: [{ description: expect.stringContaining('not allowed') }] } });
    expect((await upload('empty.png', new Uint8Array())).status).toBe(422);
    const huge = await upload('huge.zip', new Uint8Array(HELP_DESK_UPLOAD_MAX_BYTES + 1), 'application/zip');
    expect(huge.status).toBe(413);
    expect(HelpDeskError.parse(huge.json).error).toBe('AttachmentTooLarge');
  });

  it('DELETE /api/v2/uploads/{token}.json removes it (204); a request can no longer use it', async () => {
    const { upload: answer } = UploadAnswer.parse((await upload('a.png', new Uint8Array([1]))).json);
    const removed = await fetch(`${h.origin}/api/v2/uploads/${answer.token}.json`, { method: 'DELETE' });
    expect(removed.status).toBe(204);
    expect((await fetch(`${h.origin}/api/v2/uploads/${answer.token}.json`, { method: 'DELETE' })).status).toBe(404);
    const refused = await send(ticket('gone@example.com', { uploads: [answer.token] }));
    expect(refused.status).toBe(422);
    expect(HelpDeskError.parse(refused.json)).toMatchObject({ error: 'RecordInvalid', details: { comment: [expect.anything()] } });
  });
});

describe('POST /api/v2/requests.json', () => {
  it('takes an anonymous request (201, no envelope), keeps its files and fields, and mails a receipt in its language', async () => {
    const token = UploadAnswer.parse((await upload('receipt.pdf', '%PDF-1.4', 'application/pdf')).json).upload.token;
    const other = UploadAnswer.parse((await upload('v2rayN.log', 'error: timeout', 'text/plain')).json).upload.token;
    const email = 'lin.ticket@example.com';
    const first = await send(ticket(` ${email} `, { uploads: [token, other], language: 'zh-TW', serviceId: 7, categories: ['payment', 'connection'] }));
    expect(first.status).toBe(201);
    expect(first.json).not.toHaveProperty('data');
    const { request } = z.parse(endpoints.supportRequest.response, first.json);
    expect(request).toMatchObject({ status: 'new', subject: 'Paid but not activated: bill #10001', description: 'Bill #10001 · Alipay · 21 Nov 2026, 10:02' });
    expect(request.custom_fields).toContainEqual({ id: TICKET_FIELD.categories, value: ['payment', 'connection'] });

    const [stored] = await ticketsOf(email);
    expect(stored).toMatchObject({ id: request.id, issues: ['payment', 'connection'], lang: 'zh-TW' });
    expect(stored?.customFields).toContainEqual({ id: TICKET_FIELD.serviceId, value: 7 });
    expect(stored?.attachments.map((file) => file.fileName)).toEqual(['receipt.pdf', 'v2rayN.log']);

    const receipt = (await mailTo(email)).find((mail) => mail.kind === 'support-request');
    expect(receipt?.subject).toBe(`[Skyline] 已收到客服單 #${request.id}：Paid but not activated: bill #10001`);
    // A payment question: about 6 hours; the files are listed.
    expect(receipt?.body).toContain('6 小時內');
    expect(receipt?.body).toContain('receipt.pdf\nv2rayN.log');
    // A token is spent by its request.
    expect((await send(ticket(email, { uploads: [token] }))).status).toBe(422);
  });

  it('numbers requests in order; a question that is not about payment is answered within about 12 hours', async () => {
    const email = 'order.ticket@example.com';
    const one = z.parse(endpoints.supportRequest.response, (await send(ticket(email, { categories: ['connection'] }))).json);
    const two = z.parse(endpoints.supportRequest.response, (await send(ticket(email, { categories: ['account'], language: 'zh-CN' }))).json);
    expect(two.request.id).toBe(one.request.id + 1);
    const mail = (await mailTo(email)).filter((entry) => entry.kind === 'support-request');
    expect(mail.map((entry) => entry.subject)).toEqual([`[Skyline] 已收到工单 #${two.request.id}：Paid but not activated: bill #10001`, `[Skyline] Ticket #${one.request.id} received: Paid but not activated: bill #10001`]);
    expect(mail[1]?.body).toContain('within 12 hours');
  });

  it.each([
    ['zh-TW', '預約回電（電話）', '請在香港時間19 點到 22 點透過電話聯絡+852 5123 4567。', '我們會在香港時間 19 點到 22 點之間聯絡 +852 5123 4567。'],
    ['zh-CN', '预约回电（电话）', '请在香港时间19 点到 22 点通过电话联系+86 138 0013 8000。', '我们会在香港时间 19 点到 22 点之间联系 +86 138 0013 8000。'],
  ] as const)('%s: a callback\'s receipt says the window in hours and does not repeat the request written for the agents', async (language, subject, forAgents, promise) => {
    const email = `callback.receipt.${language.toLowerCase()}@example.com`;
    const handle = promise.includes('+852') ? '+852 5123 4567' : '+86 138 0013 8000';
    const request = { requester: { email }, subject, comment: { body: forAgents }, custom_fields: ticketFields({ categories: ['callback'], language, callback: { channel: 'phone', handle, window: '19-22' } }) };
    expect((await send(request)).status).toBe(201);
    const receipt = (await mailTo(email)).find((mail) => mail.kind === 'support-request');
    expect(receipt?.body).toContain(promise);
    expect(receipt?.body).not.toContain(forAgents);
    expect(receipt?.body).not.toContain('19-22');
  });

  it('refuses an empty or malformed email as Zendesk does: RecordInvalid naming the requester', async () => {
    for (const email of ['', 'lin@', 'not an email']) {
      const { status, json } = await send(ticket(email));
      expect(status).toBe(422);
      expect(HelpDeskError.parse(json)).toMatchObject({ error: 'RecordInvalid', details: { requester: [{ description: 'Requester: Email is invalid' }] } });
    }
  });

  it('needs at least one known issue category', async () => {
    for (const categories of [[], ['refund-me-now']]) {
      const body = { ...ticket('lin@example.com'), custom_fields: [{ id: TICKET_FIELD.categories, value: categories }] };
      const { status, json } = await send(body);
      expect(status).toBe(422);
      expect(HelpDeskError.parse(json).details).toHaveProperty('custom_fields');
    }
  });

  it('takes no more than 5 files, refusing a sixth token as Zendesk refuses an invalid record', async () => {
    const tokens: string[] = [];
    for (let i = 0; i < 6; i++) tokens.push(UploadAnswer.parse((await upload(`shot-${i}.png`, new Uint8Array([i + 1]))).json).upload.token);
    const { status, json } = await send(ticket('six@example.com', { uploads: tokens }));
    expect(status).toBe(422);
    expect(json).toEqual({ error: 'RecordInvalid', description: 'Record validation errors', details: { base: [{ description: 'Attachments: an anonymous request can have at most 5 attachments' }] } });
    // Nothing was taken: the same five tokens still make a request.
    expect((await send(ticket('five@example.com', { uploads: tokens.slice(0, 5) }))).status).toBe(201);
    expect(await ticketsOf('six@example.com')).toEqual([]);
  });

  it('refuses six files joined under one token the same way', async () => {
    let token: string | undefined;
    for (let i = 0; i < 6; i++) token = UploadAnswer.parse((await upload(`joined-${i}.png`, new Uint8Array([i + 1]), 'image/png', token)).json).upload.token;
    const { status, json } = await send(ticket('joined@example.com', { uploads: [token ?? ''] }));
    expect(status).toBe(422);
    expect(HelpDeskError.parse(json).details).toEqual({ base: [{ description: expect.stringContaining('at most 5') }] });
  });
});

describe('an upload\'s content_url', () => {
  afterEach(async () => resetClock(h));

  const contentOf = async (url: string) => {
    const response = await fetch(url);
    return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
  };

  it('shows the stored bytes with the stored type, as a download named after the file', async () => {
    const bytes = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 7]);
    const first = UploadAnswer.parse((await upload('截圖 1.png', bytes)).json).upload;
    const second = UploadAnswer.parse((await upload('v2rayN.log', 'error: timeout\n', 'text/plain', first.token)).json).upload;
    const png = await contentOf(first.attachment.content_url);
    expect(png.status).toBe(200);
    expect(png.bytes).toEqual(bytes);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(png.headers.get('x-content-type-options')).toBe('nosniff');
    expect(png.headers.get('content-disposition')).toBe(`attachment; filename="__ 1.png"; filename*=UTF-8''%E6%88%AA%E5%9C%96%201.png`);
    // Two files under one token each have their own address.
    const log = await contentOf(second.attachment.content_url);
    expect(new TextDecoder().decode(log.bytes)).toBe('error: timeout\n');
    expect(log.headers.get('content-type')).toBe('text/plain');
    expect(log.headers.get('content-disposition')).toContain('filename="v2rayN.log"');
  });

  it('answers 404 once the upload is deleted, taken by a request, or past its 60 minutes', async () => {
    const deleted = UploadAnswer.parse((await upload('gone.png', new Uint8Array([1]))).json).upload;
    expect((await fetch(`${h.origin}/api/v2/uploads/${deleted.token}.json`, { method: 'DELETE' })).status).toBe(204);
    const gone = await contentOf(deleted.attachment.content_url);
    expect(gone.status).toBe(404);
    expect(HelpDeskError.parse(JSON.parse(new TextDecoder().decode(gone.bytes)))).toMatchObject({ error: 'RecordNotFound' });

    const taken = UploadAnswer.parse((await upload('taken.png', new Uint8Array([2]))).json).upload;
    expect((await send(ticket(`taken.${Date.now()}@example.com`, { uploads: [taken.token] }))).status).toBe(201);
    expect((await contentOf(taken.attachment.content_url)).status).toBe(404);

    const waiting = UploadAnswer.parse((await upload('waiting.png', new Uint8Array([3]))).json).upload;
    await moveClock(h, 59 * 60_000);
    expect((await contentOf(waiting.attachment.content_url)).status).toBe(200);
    await moveClock(h, 2 * 60_000);
    expect((await contentOf(waiting.attachment.content_url)).status).toBe(404);
  });

  it('answers 404 for an address that names no file', async () => {
    const { attachment } = UploadAnswer.parse((await upload('real.png', new Uint8Array([4]))).json).upload;
    const url = new URL(attachment.content_url);
    // The right token with another file's id, and a token that was never handed out.
    const wrongId = url.pathname.replace(/[0-9a-z]{8}\/$/, 'zzzzzzzz/');
    expect((await fetch(`${h.origin}${wrongId}`)).status).toBe(404);
    expect((await fetch(`${h.origin}/attachments/token/AAAAAAAAAAAAAAAAAAAAAAAA00000001/`)).status).toBe(404);
  });
});

describe('the anonymous request limit (5 an hour per requester, ADR 0038)', () => {
  afterEach(async () => resetClock(h));

  it('takes 5 requests an hour from one address, counting down in X-Rate-Limit-Remaining; the sixth is 429 with Retry-After', async () => {
    const email = `limit.${Date.now()}@example.com`;
    for (let i = 0; i < 5; i++) {
      const taken = await send(ticket(email, { categories: ['connection'] }));
      expect(taken.status).toBe(201);
      expect([taken.headers.get('x-rate-limit'), taken.headers.get('x-rate-limit-remaining')]).toEqual(['5', String(4 - i)]);
      if (i === 0) await moveClock(h, 10 * 60_000);
    }
    const refused = await send(ticket(email.toUpperCase(), { categories: ['connection'] }));
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ error: 'APIRateLimitExceeded', description: 'Number of allowed requests per hour exceeded' });
    expect([refused.headers.get('x-rate-limit'), refused.headers.get('x-rate-limit-remaining')]).toEqual(['5', '0']);
    // The first request leaves the hour 50 minutes from now (give or take the seconds the calls took).
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(49 * 60);
    expect(retryAfter).toBeLessThanOrEqual(50 * 60);
    expect(await ticketsOf(email)).toHaveLength(5);

    // Another requester is not held back.
    expect((await send(ticket(`other.${Date.now()}@example.com`))).status).toBe(201);
    // Once the first request is an hour old, one more is taken; then the limit holds again.
    await moveClock(h, retryAfter * 1000);
    expect((await send(ticket(email, { categories: ['connection'] }))).status).toBe(201);
    expect((await send(ticket(email, { categories: ['connection'] }))).status).toBe(429);
  });

  it('does not count a refused request', async () => {
    const email = `typo.${Date.now()}@example.com`;
    for (let i = 0; i < 6; i++) expect((await send({ ...ticket(email), custom_fields: [] })).status).toBe(422);
    const taken = await send(ticket(email));
    expect(taken.status).toBe(201);
    expect(taken.headers.get('x-rate-limit-remaining')).toBe('4');
  });
});
