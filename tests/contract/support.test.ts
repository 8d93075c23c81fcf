/** Support requests: the help desk's `POST /api/v2/requests.json`, stood in for by the sandbox. */
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { endpoints } from '../../src/lib/contract/index.ts';
import { MailView } from '../../sandbox/control/schemas.ts';
import { errorOf, useHarness } from './harness.ts';

const h = useHarness();
const send = (request: object) => h.call('/api/v2/requests.json', { method: 'POST', body: { request } });
const ticket = (email: string, issues: string[] = ['payment-not-activated']) => ({
  requester: { email },
  subject: 'Paid but not activated: bill #10001',
  comment: { body: 'Bill #10001 · Alipay · 21 Nov 2026, 10:02' },
  issues,
  lang: 'en-US',
});

describe('POST /api/v2/requests.json', () => {
  it('takes a request, numbers it and mails the requester a receipt', async () => {
    const first = await send(ticket(' lin@example.com '));
    expect(first.status).toBe(200);
    const { request } = h.data(endpoints.supportRequest, first.json);
    expect(request.status).toBe('new');
    const second = h.data(endpoints.supportRequest, (await send(ticket('lin@example.com'))).json);
    expect(second.request.id).toBe(request.id + 1);

    const mail = z.array(MailView).parse((await h.call(`/__sandbox/api/mail?to=${encodeURIComponent('lin@example.com')}`)).json);
    expect(mail.filter((entry) => entry.kind === 'support-request').map((entry) => entry.subject)).toEqual([
      `[Skyline] Ticket #${second.request.id} received: Paid but not activated: bill #10001`,
      `[Skyline] Ticket #${request.id} received: Paid but not activated: bill #10001`,
    ]);
    expect(mail[0]?.body).toContain('Bill #10001 · Alipay');
  });

  it('refuses an empty or malformed email, naming the field', async () => {
    for (const email of ['', 'lin@', 'not an email']) {
      const { status, json } = await send(ticket(email));
      expect(status).toBe(400);
      expect(errorOf(json)).toMatchObject({ error: 'ValidationFailed', fields: ['email'] });
    }
  });

  it('needs at least one known issue', async () => {
    expect((await send(ticket('lin@example.com', []))).status).toBe(400);
    expect((await send(ticket('lin@example.com', ['refund-me-now']))).status).toBe(400);
  });
});
