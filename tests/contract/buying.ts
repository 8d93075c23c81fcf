/** Helpers for the buying and paying tests: request keys, orders, invoices, payments. */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import * as z from 'zod/mini';
import { endpoints, type Invoice, type PaymentInstruction } from '../../src/lib/core/contract/index.ts';
import { PaymentView } from '../../sandbox/core/control/schemas.ts';
import { errorOf, humanToken, type Harness } from './harness.ts';

export const DAY_MS = 24 * 3600_000;

/** A fresh request key (32 hex characters). */
export const newKey = () => randomUUID().replaceAll('-', '');

export { uniqueEmail } from '../support/unique-email.ts';

export const pair = (account: { uuid: string; hmac: string }) => ({ uuid: account.uuid, hmac: account.hmac });

export interface OrderBody {
  pid?: number;
  cycle?: string;
  promocode?: string;
  paymentMethod?: string;
  device?: string;
  email?: string;
  uuid?: string;
  hmac?: string;
  renewServiceId?: number;
  requestKey?: string;
  lang?: string;
  /** The human check's token; a fresh one unless the test gives its own (or `null`: none at all). */
  humanToken?: string | null;
  aff?: string;
}

export async function orderCall(h: Harness, { humanToken: token, ...body }: OrderBody) {
  const carried = token === null ? {} : { humanToken: token ?? (await humanToken(h)) };
  return h.call('/au/api/v1/au/order', {
    method: 'POST',
    body: { pid: 1, cycle: 'Monthly', paymentMethod: 'alipay', device: 'pc', requestKey: newKey(), ...carried, ...body },
  });
}

/** Places an order that must succeed (201). */
export async function order(h: Harness, body: OrderBody) {
  const { status, json } = await orderCall(h, body);
  expect(status, JSON.stringify(json)).toBe(201);
  return h.data(endpoints.auOrder, json);
}

/** Expects a refusal with this status and error name. */
export function expectError(answer: { status: number; json: unknown }, status: number, name: string): void {
  expect(answer.status, JSON.stringify(answer.json)).toBe(status);
  expect(errorOf(answer.json).error).toBe(name);
}

export async function invoiceOf(h: Harness, id: number, login: { uuid: string; hmac: string }): Promise<Invoice> {
  const { status, json } = await h.call(`/au/api/v1/invoices/info/${id}`, { method: 'POST', body: pair(login) });
  expect(status, JSON.stringify(json)).toBe(200);
  return h.data(endpoints.invoiceInfo, json);
}

export async function publicInvoiceOf(h: Harness, id: number): Promise<Invoice> {
  const { status, json } = await h.call(`/au/api/v1/invoices/n/info/${id}`);
  expect(status, JSON.stringify(json)).toBe(200);
  return h.data(endpoints.invoiceInfoPublic, json);
}

export function payCall(h: Harness, invoiceId: number, body: { paymentMethod: string; device?: string; paymentId?: string; pmId?: string; requestKey?: string }, login?: { uuid: string; hmac: string }) {
  const path = login ? `/au/api/v1/invoices/${invoiceId}/pay` : `/au/api/v1/invoices/n/${invoiceId}/pay`;
  return h.call(path, { method: 'PUT', body: { device: 'pc', requestKey: newKey(), ...body, ...(login ? pair(login) : {}) } });
}

/** Starts a payment that must succeed and returns the instruction. */
export async function pay(h: Harness, invoiceId: number, body: Parameters<typeof payCall>[2], login?: { uuid: string; hmac: string }): Promise<PaymentInstruction> {
  const { status, json } = await payCall(h, invoiceId, body, login);
  expect(status, JSON.stringify(json)).toBe(200);
  return h.data(login ? endpoints.invoicePay : endpoints.invoicePayPublic, json);
}

/** The control surface settles a payment the way a person does in the wallet app. */
export async function settle(h: Harness, paymentId: string, outcome: 'pay' | 'decline'): Promise<PaymentView> {
  const { status, json } = await h.call(`/__sandbox/api/payments/${paymentId}/${outcome}`, { method: 'POST' });
  expect(status, JSON.stringify(json)).toBe(200);
  return PaymentView.parse(json);
}

export async function paymentsOf(h: Harness, invoiceId: number): Promise<PaymentView[]> {
  const { status, json } = await h.call(`/__sandbox/api/payments?invoiceId=${invoiceId}`);
  expect(status).toBe(200);
  return z.array(PaymentView).parse(json);
}

export async function moveClock(h: Harness, advanceMs: number): Promise<void> {
  expect((await h.call('/__sandbox/api/clock', { method: 'POST', body: { advanceMs } })).status).toBe(200);
}

export async function resetClock(h: Harness): Promise<void> {
  expect((await h.call('/__sandbox/api/clock', { method: 'POST', body: { reset: true } })).status).toBe(200);
}

/**
 * The pending email change read again later is the one sent: same address, sign and
 * deadline. Its resend countdown is counted from the clock, so it may have dropped by
 * the seconds between the two reads, never risen.
 */
export function expectSamePending(
  later: { resendAfterSeconds: number } | null | undefined,
  sent: { resendAfterSeconds: number } | null | undefined,
): void {
  if (!later || !sent) throw new Error(`expected a pending change, read ${JSON.stringify(later)} after ${JSON.stringify(sent)}`);
  const { resendAfterSeconds: laterCountdown, ...laterRest } = later;
  const { resendAfterSeconds: sentCountdown, ...sentRest } = sent;
  expect(laterRest).toEqual(sentRest);
  expect(laterCountdown).toBeLessThanOrEqual(sentCountdown);
  expect(laterCountdown).toBeGreaterThanOrEqual(sentCountdown - 5);
}
