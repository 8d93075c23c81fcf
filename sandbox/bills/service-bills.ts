/**
 * The service page's bills (contract: `invoiceGen`, `invoiceMb`). "Renew now" is an
 * order for the service's renewal at its own product and cycle, placed through
 * `placeOrder` like `au/order {renewServiceId}`, so the renewal rule, price, period and
 * due date are written once; an unpaid renewal bill that exists is answered instead of
 * a second one. "My bill" finds the bill a service is waiting for.
 */
import type { ServiceBill } from '../../src/lib/core/contract/index.ts';
import type { SandboxContext } from '../core/context.ts';
import { findService, type ServiceRow, type UserRow } from '../core/account-rows.ts';
import { listInvoicesOfService, type InvoiceRow } from '../invoice/data.ts';
import { withTransaction } from '../core/db/schema.ts';
import { ProviderError } from '../core/router.ts';
import { effectiveInvoiceStatus, paymentBlock } from '../invoice/rules.ts';
import { audienceOf, offeredMethods } from '../payment/methods.ts';
import { invoiceFacts } from '../invoice/invoices.ts';
import { placeOrder, renewalRefusal } from '../order/orders.ts';

/** @throws ProviderError 404 NotFound for an unknown service and for someone else's (the same answer). */
export function requireOwnService(ctx: SandboxContext, id: number, user: UserRow): ServiceRow {
  const row = findService(ctx.db, id);
  if (!row || row.user_uuid !== user.uuid) throw new ProviderError(404, 'NotFound');
  return row;
}

/**
 * The service's newest bill (by due date, then number) that reads Unpaid now (a timed-out
 * order reads Cancelled), of the kind asked.
 */
export function newestUnpaid(ctx: SandboxContext, serviceId: number, now: Date, which: (invoice: InvoiceRow) => boolean): InvoiceRow | undefined {
  return listInvoicesOfService(ctx.db, serviceId)
    .filter((invoice) => which(invoice) && effectiveInvoiceStatus(invoiceFacts(invoice), now).status === 'Unpaid')
    .sort((a, b) => a.due_at.getTime() - b.due_at.getTime() || a.id - b.id)
    .at(-1);
}

/**
 * Whether a bill is the renewal bill a service waits for: a renewal that can still be
 * paid (an old one past paying is history, not the next renewal).
 */
export function isWaitingRenewal(invoice: InvoiceRow, now: Date): boolean {
  return invoice.is_renewal && paymentBlock(invoiceFacts(invoice), now) === null;
}

/**
 * The method a renewal bill starts with: the service's last bill's, when the account is
 * still offered it, else the first offered (never the balance: it is applied as credit).
 */
function renewalMethod(ctx: SandboxContext, user: UserRow, serviceId: number) {
  const offered = offeredMethods(audienceOf(user, 'pc', false)).map((option) => option.id);
  const last = listInvoicesOfService(ctx.db, serviceId).at(-1)?.payment_method;
  const method = last !== undefined && offered.includes(last) ? last : offered[0];
  if (method === undefined) throw new Error(`account ${user.uuid} is offered no payment method`);
  return method;
}

/**
 * "Renew now": the unpaid renewal bill of the service, made when there is none.
 * @throws ProviderError 404 NotFound, 400 RenewalNotAllowed (never paid, terminated,
 * blacklisted, a trial, or past grace plus threshold).
 */
export function renewalBill(ctx: SandboxContext, user: UserRow, serviceId: number, now = ctx.clock.now()): ServiceBill {
  return withTransaction(ctx.db, () => {
    const service = requireOwnService(ctx, serviceId, user);
    if (renewalRefusal(service, service.cycle, now) !== null) throw new ProviderError(400, 'RenewalNotAllowed');
    const existing = newestUnpaid(ctx, service.id, now, (invoice) => isWaitingRenewal(invoice, now));
    if (existing) return { invoiceId: existing.id };
    const placed = placeOrder(
      ctx,
      { kind: 'account', user },
      { pid: service.pid, cycle: service.cycle, paymentMethod: renewalMethod(ctx, user, service.id), device: 'pc', renewServiceId: service.id },
      now,
    );
    return { invoiceId: placed.invoiceId };
  });
}

/**
 * "My bill": a never-paid order's first bill, or the service's unpaid renewal bill.
 * @throws ProviderError 404 NotFound (no such service of this account, or no bill waiting).
 */
export function unpaidBill(ctx: SandboxContext, user: UserRow, serviceId: number, now = ctx.clock.now()): ServiceBill {
  const service = requireOwnService(ctx, serviceId, user);
  const bill = newestUnpaid(ctx, service.id, now, () => true);
  if (!bill) throw new ProviderError(404, 'NotFound');
  return { invoiceId: bill.id };
}
