/** Helpers for the affiliate contract tests: inviters, bound friends who pay, the money calls. */
import { expect } from 'vitest';
import { affBalanceList, affBalanceWithdraw, affWithdrawList } from '../../src/lib/affiliate/contract.ts';
import type { AccountView } from '../../sandbox/core/control/schemas.ts';
import { DAY_MS, newKey, order, pair, pay, settle, uniqueEmail } from './buying.ts';
import type { Harness } from './harness.ts';

export { DAY_MS, newKey, pair, uniqueEmail };

/** An inviter: verified email and an Active paid service. */
export function inviter(h: Harness): Promise<AccountView> {
  return h.createAccount({ email: uniqueEmail('inviter'), emailStatus: 'verified', services: [{ status: 'Active' }] });
}

/**
 * A friend bound to `inviterUuid` who orders `pid`/`cycle` and pays it by Alipay through the
 * cashier (the real path): the friend's login and the paid invoice.
 */
export async function friendPays(h: Harness, inviterUuid: string, bill: { pid?: number; cycle?: string } = {}): Promise<{ friend: AccountView; invoiceId: number }> {
  const { friend } = await h.control.bindFriend({ inviterUuid, email: uniqueEmail('friend'), via: 'link' });
  const placed = await order(h, { ...pair(friend), pid: bill.pid ?? 1, cycle: bill.cycle ?? 'Monthly', paymentMethod: 'card' });
  const instruction = await pay(h, placed.invoiceId, { paymentMethod: 'alipay' }, friend);
  if (instruction.kind !== 'qr') throw new Error(`Alipay answered ${instruction.kind}, not a QR code`);
  await settle(h, instruction.paymentId, 'pay');
  return { friend, invoiceId: placed.invoiceId };
}

export async function bookedBills(h: Harness, login: { uuid: string; hmac: string }, extra: { status?: string; limitnum?: number; limitstart?: number } = {}) {
  const { status, json } = await h.call('/au/api/v1/aff/balance/list', { method: 'POST', body: { ...pair(login), limitnum: 20, limitstart: 0, ...extra } });
  expect(status, JSON.stringify(json)).toBe(200);
  return h.data(affBalanceList, json);
}

export async function withdrawals(h: Harness, login: { uuid: string; hmac: string }) {
  const { status, json } = await h.call('/au/api/v1/aff/withdraw/list', { method: 'POST', body: { ...pair(login), limitnum: 20, limitstart: 0 } });
  expect(status, JSON.stringify(json)).toBe(200);
  return h.data(affWithdrawList, json);
}

export function withdrawCall(h: Harness, login: { uuid: string; hmac: string }, body: { amount: string; destination: 'balance' | 'paypal'; paypalEmail?: string; requestKey?: string }) {
  return h.call('/au/api/v1/aff/balance/withdraw', { method: 'POST', body: { ...pair(login), requestKey: newKey(), ...body } });
}

/** A withdrawal that must be taken (201). */
export async function withdraw(h: Harness, login: { uuid: string; hmac: string }, body: Parameters<typeof withdrawCall>[2]) {
  const { status, json } = await withdrawCall(h, login, body);
  expect(status, JSON.stringify(json)).toBe(201);
  return h.data(affBalanceWithdraw, json);
}
