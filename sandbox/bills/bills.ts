/**
 * The bills page's calls (contract: src/lib/bills/contract.ts, docs/decisions/0025): a
 * page of the account's bills, where a service's next renewal stands, and cancelling that
 * renewal for good. Bills are described by `invoice-view.ts` (the same pieces as the
 * detail); whether a service renews is the one renewal rule (`orders.ts` `renewalRefusal`).
 */
import type { InvoiceSortField, InvoiceSummary, NextRenewal, SortOrder } from '../../src/lib/core/contract/index.ts';
import { fromMinor } from '../../src/lib/core/rules/money.ts';
import type { SandboxContext } from '../core/context.ts';
import { listServices, setRenewalCancelled, type ServiceRow, type UserRow } from '../core/account-rows.ts';
import { listInvoicesOfService, listInvoicesOfUser, setInvoiceCancelled } from '../invoice/data.ts';
import { withTransaction } from '../core/db/schema.ts';
import { ProviderError } from '../core/router.ts';
import { pageOf, sortBills } from './list.ts';
import { effectiveInvoiceStatus } from '../invoice/rules.ts';
import { nextRenewal } from '../order/renewal.ts';
import { summarizeInvoice } from '../invoice/view.ts';
import { invoiceAmountsOf, invoiceFacts } from '../invoice/invoices.ts';
import { renewalRefusal } from '../order/orders.ts';
import { isWaitingRenewal, newestUnpaid, requireOwnService } from './service-bills.ts';

export interface BillQuery {
  limitnum: number;
  limitstart: number;
  orderby?: InvoiceSortField | undefined;
  order?: SortOrder | undefined;
  relid?: number | undefined;
}

/**
 * A page of the account's bills, those of the service with `relid` when given (another
 * account's relid, like an unknown one, has none), with the true count.
 */
export function listBills(ctx: SandboxContext, user: UserRow, query: BillQuery, now = ctx.clock.now()): { totalCount: number; invoices: InvoiceSummary[] } {
  const relids = new Map(listServices(ctx.db, user.uuid).map((service) => [service.id, service.relid]));
  const bills = listInvoicesOfUser(ctx.db, user.uuid).flatMap((row) => {
    const relid = relids.get(row.service_id);
    if (relid === undefined || (query.relid !== undefined && relid !== query.relid)) return [];
    return [summarizeInvoice(ctx, row, relid, now)];
  });
  return { totalCount: bills.length, invoices: pageOf(sortBills(bills, query.orderby, query.order), query.limitstart, query.limitnum) };
}

/** The account's service with this billing relation. @throws ProviderError 404 NotFound (none, or another account's). */
function requireOwnServiceByRelid(ctx: SandboxContext, user: UserRow, relid: number): ServiceRow {
  const service = listServices(ctx.db, user.uuid).find((row) => row.relid === relid);
  if (!service) throw new ProviderError(404, 'NotFound');
  return service;
}

/** Where the next renewal of the service with `relid` stands (`invoices/last`). */
export function describeNextRenewal(ctx: SandboxContext, user: UserRow, relid: number, now = ctx.clock.now()): NextRenewal {
  const service = requireOwnServiceByRelid(ctx, user, relid);
  const bill = newestUnpaid(ctx, service.id, now, (invoice) => isWaitingRenewal(invoice, now));
  return nextRenewal(
    {
      serviceId: service.id,
      cycle: service.cycle,
      expiresAt: service.expires_at,
      price: { amount: service.price_amount, currency: service.price_currency },
      refusal: renewalRefusal(service, service.cycle, now),
      renewalCancelledAt: service.renewal_cancelled_at,
      unpaidRenewal: bill ? { invoiceId: bill.id, dueAt: bill.due_at, amount: { amount: fromMinor(invoiceAmountsOf(bill).totalMinor), currency: bill.currency } } : null,
    },
    now,
  );
}

/** The answer to a cancellation, first or repeated: the bills it cancelled are those stamped with its moment. */
function cancellationOf(ctx: SandboxContext, service: ServiceRow, cancelledAt: Date) {
  return {
    cancelledAt: cancelledAt.toISOString(),
    endsAt: service.expires_at.toISOString(),
    cancelledInvoiceIds: listInvoicesOfService(ctx.db, service.id)
      .filter((invoice) => invoice.cancelled_at?.getTime() === cancelledAt.getTime())
      .map((invoice) => invoice.id),
  };
}

/**
 * Cancels a service's renewal for good (`renewal/cancel`): its unpaid renewal bill that
 * can still be paid is cancelled (reason `cancelled`), auto-renew goes off, and no renewal bill is issued
 * again (`renewalRefusal` says `cancelled`). The service runs to its expiry. Nothing is
 * refunded. A repeat answers the same cancellation and changes nothing.
 * @throws ProviderError 404 NotFound, 400 RenewalNotAllowed (a trial, a Pending,
 * Terminated or Blacklisted service, or one past renewing).
 */
export function cancelRenewal(ctx: SandboxContext, user: UserRow, serviceId: number, reason: string | undefined, now = ctx.clock.now()) {
  return withTransaction(ctx.db, () => {
    const service = requireOwnService(ctx, serviceId, user);
    if (service.renewal_cancelled_at !== null) return cancellationOf(ctx, service, service.renewal_cancelled_at);
    // Pending: never paid (its first bill is simply left), or delivered and waiting for its renewal payment.
    if (service.status === 'Pending' || renewalRefusal(service, service.cycle, now) !== null) throw new ProviderError(400, 'RenewalNotAllowed');
    // Past its expiry with no renewal bill waiting, nothing would renew: there is nothing to cancel.
    const waiting = listInvoicesOfService(ctx.db, service.id).some((invoice) => isWaitingRenewal(invoice, now) && effectiveInvoiceStatus(invoiceFacts(invoice), now).status === 'Unpaid');
    if (now.getTime() >= service.expires_at.getTime() && !waiting) throw new ProviderError(400, 'RenewalNotAllowed');
    const trimmed = reason?.trim() ?? '';
    setRenewalCancelled(ctx.db, service.id, now, trimmed === '' ? null : trimmed);
    for (const invoice of listInvoicesOfService(ctx.db, service.id)) {
      if (isWaitingRenewal(invoice, now) && effectiveInvoiceStatus(invoiceFacts(invoice), now).status === 'Unpaid') setInvoiceCancelled(ctx.db, invoice.id, now);
    }
    return cancellationOf(ctx, service, now);
  });
}
