/**
 * Inviters and friends for the affiliate sandbox tests, made through the sandbox's own code
 * paths (accounts, orders, payments) on an in-process sandbox, with the time given as dates.
 */
import { startTestSandbox } from '../../../../sandbox/core/test-sandbox.ts';
import { startedPerFile } from '../../../support/per-file.ts';
import { uniqueEmail } from '../../../support/unique-email.ts';
import { createAccount } from '../../../../sandbox/core/accounts.ts';
import { addAffiliateCodeIfMissing } from '../../../../sandbox/attribution/data.ts';
import { placeOrder, type OrderRequest } from '../../../../sandbox/order/orders.ts';
import { payInvoice } from '../../../../sandbox/invoice/invoices.ts';
import { findUser, type UserRow } from '../../../../sandbox/core/account-rows.ts';
import type { SandboxContext } from '../../../../sandbox/core/context.ts';
import type { PaymentMethodId } from '../../../../src/lib/core/contract/index.ts';

export const DAY_MS = 24 * 3600_000;

/** One in-process sandbox for the file, without the demo accounts. */
export function useAffiliateSandbox() {
  return startedPerFile('the affiliate sandbox', () => startTestSandbox({ name: 'affiliate', seedDemo: false }));
}

let codes = 0;
/** A code in the invites' format (8 Crockford base32 characters), unique in the run. */
export function freshCode(): string {
  codes += 1;
  return `K7QM${String(codes).padStart(4, '0')}`;
}

/** An inviter with a verified email and a current invite code. */
export function inviterWithCode(ctx: SandboxContext, now: Date): { inviter: UserRow; code: string } {
  const inviter = createAccount(ctx, { email: uniqueEmail('inviter'), emailStatus: 'verified', services: [{ status: 'Active' }] }, 'fixture');
  const code = freshCode();
  addAffiliateCodeIfMissing(ctx.db, code, inviter.uuid, now);
  return { inviter, code };
}

/** A first order by a new email, as `au/order` places it; the account it made. */
export function orderByNewEmail(ctx: SandboxContext, request: Partial<OrderRequest> & { email?: string }, now: Date): { friend: UserRow; invoiceId: number } {
  const email = request.email ?? uniqueEmail('friend');
  const placed = placeOrder(ctx, { kind: 'email', email, existing: undefined }, { pid: 1, cycle: 'Monthly', paymentMethod: 'card', device: 'pc', ...request }, now);
  const order = ctx.db.prepare('SELECT user_uuid FROM orders WHERE id = ?').get(placed.orderId);
  const friend = findUser(ctx.db, String(order?.user_uuid));
  if (!friend) throw new Error('the order made no account');
  return { friend, invoiceId: placed.invoiceId };
}

/** An order by a logged-in account. */
export function orderAsAccount(ctx: SandboxContext, user: UserRow, request: Partial<OrderRequest>, now: Date): number {
  return placeOrder(ctx, { kind: 'account', user }, { pid: 1, cycle: 'Monthly', paymentMethod: 'card', device: 'pc', ...request }, now).invoiceId;
}

export function pay(ctx: SandboxContext, invoiceId: number, method: PaymentMethodId, now: Date): void {
  payInvoice(ctx, invoiceId, method, now);
}
