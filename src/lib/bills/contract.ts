/**
 * The bills page's calls (issue 11): a service's invoices a page at a time, its next
 * renewal, and cancelling that renewal. Spec section 7 names `POST /au/api/v1/invoices`
 * (with `limitnum`, `limitstart`, `orderby`, `order`, `relid`) and `POST /invoices/last
 * {relid}` without shapes; it names no call to cancel a renewal, so that one is ours
 * (docs/decisions/0025). The sandbox answers all three.
 */
import * as z from 'zod/mini';
import { defineEndpoint } from '../core/contract/endpoint.ts';
import { BillingCycle, Count, DecimalAmount, ListWindow, LoginPair, Money, Timestamp } from '../core/contract/common.ts';
import { Invoice, InvoiceStatus } from '../invoice/contract.ts';
import { PaymentMethodId } from '../order/contract.ts';

import { INVOICE_PAGE_SIZE, INVOICE_SORT_FIELDS, SORT_ORDERS } from './paging.ts';

export { INVOICE_PAGE_SIZE, INVOICE_SORT_FIELDS, SORT_ORDERS };
export const InvoiceSortField = z.enum(INVOICE_SORT_FIELDS);
export type InvoiceSortField = z.infer<typeof InvoiceSortField>;
export const SortOrder = z.enum(SORT_ORDERS);
export type SortOrder = z.infer<typeof SortOrder>;

/** A bill as a list shows it: what it is, where it stands, and what it costs. */
export const InvoiceSummary = z.object({
  id: z.number(),
  status: InvoiceStatus,
  cancelReason: Invoice.shape.cancelReason,
  createdAt: Timestamp,
  dueAt: Timestamp,
  paidAt: z.nullable(Timestamp),
  serviceId: z.number(),
  /** The service's billing relation (what `relid` filters by). */
  relid: z.number(),
  cycle: BillingCycle,
  isRenewal: z.boolean(),
  /** The first item's description, the provider's own text; the list composes its words from `productName`, `cycle` and `isRenewal`. */
  description: z.string(),
  /** The first item's plan name, a brand name that is not translated ("Skyline Pro"). */
  productName: z.string(),
  currency: z.string(),
  total: DecimalAmount,
  /** What is still to pay ("0.00" once paid, refunded or cancelled). */
  balanceDue: DecimalAmount,
  /** Refunded so far (sum of refund transactions; "0.00" when none). */
  refunded: DecimalAmount,
  paymentMethod: PaymentMethodId,
  /** For unpaid bills: whether it can still be paid (see rules/invoice-expiry). */
  deadline: Invoice.shape.deadline,
});
export type InvoiceSummary = z.infer<typeof InvoiceSummary>;

/**
 * A page of the account's bills, newest first unless asked otherwise. `relid` keeps the
 * bills of one service (the bills page always sends it). `limitstart` past the end answers
 * an empty page with the true `totalCount`. A read, so it may be repeated.
 */
export const invoiceList = defineEndpoint({
  method: 'POST',
  path: '/au/api/v1/invoices',
  body: z.object({
    ...LoginPair.shape,
    ...ListWindow,
    orderby: z.optional(InvoiceSortField),
    order: z.optional(SortOrder),
    relid: z.optional(z.number().check(z.int(), z.positive())),
  }),
  safeToRetry: true,
  response: z.object({ totalCount: Count, invoices: z.array(InvoiceSummary) }),
});

/**
 * Where a service's next renewal stands:
 * - `scheduled`: the renewal bill will be issued on `issuesAt`, due on `dueAt` (the expiry);
 * - `billed`: the bill exists (`invoiceId`) and waits to be paid by `dueAt`;
 * - `cancelled`: the person cancelled renewal on `cancelledAt`; the service ends on `endsAt`;
 * - `none`: nothing renews (`reason`: a trial, a service not yet paid, or one that has ended).
 */
export const NextRenewal = z.discriminatedUnion('state', [
  z.object({ state: z.literal('scheduled'), serviceId: z.number(), issuesAt: Timestamp, dueAt: Timestamp, amount: Money, cycle: BillingCycle }),
  z.object({ state: z.literal('billed'), serviceId: z.number(), invoiceId: z.number(), dueAt: Timestamp, amount: Money, cycle: BillingCycle }),
  z.object({ state: z.literal('cancelled'), serviceId: z.number(), cancelledAt: Timestamp, endsAt: Timestamp }),
  z.object({ state: z.literal('none'), serviceId: z.number(), reason: z.enum(['trial', 'pending', 'ended']) }),
]);
export type NextRenewal = z.infer<typeof NextRenewal>;

/** The next renewal of the service with `relid`. `NotFound` when the account has no such service. */
export const invoiceLast = defineEndpoint({
  method: 'POST',
  path: '/au/api/v1/invoices/last',
  body: z.object({ ...LoginPair.shape, relid: z.number().check(z.int(), z.positive()) }),
  safeToRetry: true,
  response: NextRenewal,
});

/**
 * Cancels a service's renewal, for good: no renewal bill is issued again, an unpaid
 * renewal bill is cancelled (`cancelledInvoiceIds`), and the service stops at its expiry.
 * Nothing is refunded by this call (a refund, where the rules allow one, is asked of
 * support). `reason` is the person's own words, optional, kept as text.
 *
 * Refusals: `RenewalNotAllowed` for a service with nothing to cancel (a trial, a pending,
 * ended or blacklisted service). Sent again after it succeeded, it answers the same
 * cancellation and does nothing more, so a lost answer is recovered by asking again.
 */
export const renewalCancel = defineEndpoint({
  method: 'POST',
  path: '/au/api/v1/au/service/:id/renewal/cancel',
  params: z.object({ id: z.coerce.number().check(z.int(), z.positive()) }),
  body: z.object({ ...LoginPair.shape, reason: z.optional(z.string().check(z.maxLength(500))) }),
  safeToRetry: true,
  response: z.object({ cancelledAt: Timestamp, endsAt: Timestamp, cancelledInvoiceIds: z.array(z.number()) }),
});
