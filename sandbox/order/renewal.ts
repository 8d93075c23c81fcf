/**
 * Where a service's next renewal stands (`invoiceLast`, docs/decisions/0025). Pure:
 * the caller gathers the facts (the one renewal rule's refusal, the cancellation, the
 * unpaid renewal bill) and this picks one of the four states.
 */
import type { BillingCycle, Money, NextRenewal } from '../../src/lib/core/contract/index.ts';

const DAY_MS = 24 * 3600_000;
/** Renewal bills are issued a week before they are due (or at once, when due sooner). */
export const RENEWAL_NOTICE_MS = 7 * DAY_MS;

/** Why a service is not renewed (orders.ts `renewalRefusal`, the rule `au/order` and `invoices/gen` share). */
export type RenewalRefusal = 'never-paid' | 'ended' | 'trial' | 'cancelled' | 'past-threshold';

export interface RenewalFacts {
  serviceId: number;
  cycle: BillingCycle;
  /** The end of the paid period (the renewal bill is due then). */
  expiresAt: Date;
  /** The service's own renewal price. */
  price: Money;
  refusal: RenewalRefusal | null;
  renewalCancelledAt: Date | null;
  /** The unpaid renewal bill waiting to be paid, if any. */
  unpaidRenewal: { invoiceId: number; dueAt: Date; amount: Money } | null;
}

/**
 * When a renewal bill not yet issued will be: a week before the expiry, or now when
 * that moment has passed.
 * @example renewalIssuedAt(new Date('2030-01-20T00:00:00Z'), new Date('2030-01-01T00:00:00Z')) // 2030-01-13T00:00:00Z
 */
export function renewalIssuedAt(expiresAt: Date, now: Date): Date {
  return new Date(Math.max(now.getTime(), expiresAt.getTime() - RENEWAL_NOTICE_MS));
}

/**
 * @example nextRenewal({ refusal: 'trial', … }, now) // { state: 'none', reason: 'trial' }
 */
export function nextRenewal(facts: RenewalFacts, now: Date): NextRenewal {
  const { serviceId } = facts;
  if (facts.renewalCancelledAt !== null) return { state: 'cancelled', serviceId, cancelledAt: facts.renewalCancelledAt.toISOString(), endsAt: facts.expiresAt.toISOString() };
  switch (facts.refusal) {
    case 'never-paid':
      return { state: 'none', serviceId, reason: 'pending' };
    case 'trial':
      return { state: 'none', serviceId, reason: 'trial' };
    case 'ended':
    case 'past-threshold':
    case 'cancelled':
      return { state: 'none', serviceId, reason: 'ended' };
    case null:
      break;
  }
  if (facts.unpaidRenewal) {
    const bill = facts.unpaidRenewal;
    return { state: 'billed', serviceId, invoiceId: bill.invoiceId, dueAt: bill.dueAt.toISOString(), amount: bill.amount, cycle: facts.cycle };
  }
  // Past its expiry with no bill waiting, nothing renews by itself any more: the service
  // has stopped (it can still be renewed by hand from its page while renewing is open).
  if (now.getTime() >= facts.expiresAt.getTime()) return { state: 'none', serviceId, reason: 'ended' };
  return { state: 'scheduled', serviceId, issuesAt: renewalIssuedAt(facts.expiresAt, now).toISOString(), dueAt: facts.expiresAt.toISOString(), amount: facts.price, cycle: facts.cycle };
}
