/**
 * What a service in each status lets its owner do on the service page (spec section 4,
 * issue 10 item 1), exactly: the page shows these actions and no others. Where the spec
 * is silent the choices are docs/decisions/0023-service-actions.md.
 *
 * Renewing follows the bills' own deadline rule (rules/invoice-expiry): a service can be
 * renewed while a renewal bill for it could still be paid (before its expiry, in the grace
 * period, or in the cycle's threshold after it); past that it is reordered.
 */
import type { BillingCycle, ServiceStatus } from '../core/contract/common.ts';
import { computeInvoiceDeadline } from '../invoice/expiry.ts';

/**
 * - `renew`: "renew now", the next period at the service's own cycle (`invoices/gen`);
 *   in advance while it runs.
 * - `renewOtherLength`: into the order wizard with this service's renewal chosen.
 * - `payBill`: the pending service's unpaid bill (`invoices/mb`).
 * - `reorder`: a new order (order/place).
 * - `share`, `reset`, `bindEmail`: the service's own sections.
 * - `contactSupport`: a request about this service.
 */
export const SERVICE_ACTIONS = ['renew', 'renewOtherLength', 'payBill', 'reorder', 'share', 'reset', 'bindEmail', 'contactSupport'] as const;
export type ServiceAction = (typeof SERVICE_ACTIONS)[number];

/** What the rule reads of a service. */
export interface ServiceFacts {
  status: ServiceStatus;
  cycle: BillingCycle;
  /** End of the paid period (for a pending service: when its bill fell due). */
  expiresAt: string;
  /** When its owner cancelled renewal (for good: docs/decisions/0025), or null. */
  renewalCancelledAt: string | null;
}

/**
 * Why the page offers what it offers, in one line under the status (never colour alone):
 * - `running`: Active, runs until its expiry;
 * - `trialEnds`: an Active trial: it cannot be renewed, a plan is ordered instead;
 * - `renewalCancelled`: Active, its renewal cancelled: it stops at `endsAt`; a new plan
 *   can be ordered (cancelling cannot be undone, so it is never renewed);
 * - `renewBy`: expired and still renewable until `until`;
 * - `stopped`: stopped by hand (by the provider's staff): paying or renewing does not
 *   start it again (issue 23), so the way forward is support;
 * - `renewalClosed`: past its renewal deadline: reorder;
 * - `payBy`: pending, its bill payable until `until`;
 * - `billClosed`: pending, its bill can no longer be paid: reorder;
 * - `terminated`: ended for good: reorder;
 * - `blacklisted`: suspended for abuse: reset (a new address) or contact support.
 */
export type ServiceStanding =
  | { kind: 'running' }
  | { kind: 'trialEnds' }
  | { kind: 'renewalCancelled'; endsAt: number }
  | { kind: 'renewBy'; until: number }
  | { kind: 'stopped' }
  | { kind: 'renewalClosed' }
  | { kind: 'payBy'; until: number }
  | { kind: 'billClosed' }
  | { kind: 'terminated' }
  | { kind: 'blacklisted' };

export interface ServiceOffer {
  standing: ServiceStanding;
  /** In the order the page shows them, the first being the main one. */
  actions: ServiceAction[];
  /** Whether the subscription address (and so sharing it) is shown: an Active service only (spec section 6). */
  subscription: boolean;
  /**
   * Whether the service has ever run, so its facts of use (expiry, data used and when it
   * resets, speed, devices, packs) mean something: not for an order never paid.
   */
  started: boolean;
}

/** When a renewal (or a pending bill) of this service stops being payable. */
function payableUntil(service: ServiceFacts, now: number): { open: boolean; until: number } {
  const deadline = computeInvoiceDeadline(Date.parse(service.expiresAt), service.cycle, now);
  return { open: deadline.state !== 'expired', until: deadline.payableUntil };
}

/**
 * The actions a service allows now.
 * @example serviceOffer({ status: 'Active', cycle: 'Monthly', expiresAt: '2026-12-01T00:00:00Z', renewalCancelledAt: null }, Date.parse('2026-11-20')).actions
 * // ['renew', 'renewOtherLength', 'share', 'reset', 'bindEmail', 'contactSupport']
 * @example serviceOffer({ status: 'Terminated', cycle: 'Monthly', expiresAt: '2026-10-01T00:00:00Z', renewalCancelledAt: null }, now).actions
 * // ['reorder', 'contactSupport']
 */
export function serviceOffer(service: ServiceFacts, now: number): ServiceOffer {
  const trial = service.cycle === 'Trial';
  // A cancelled renewal is never taken back (spec section 4): the service is not renewed
  // again, whatever its status; its holder orders a new plan instead.
  const cancelled = service.renewalCancelledAt !== null;
  switch (service.status) {
    case 'Active':
      // The one-off trial is never renewed (spec section 9): its holder orders a plan.
      return {
        standing: trial ? { kind: 'trialEnds' } : cancelled ? { kind: 'renewalCancelled', endsAt: Date.parse(service.expiresAt) } : { kind: 'running' },
        actions: [...(trial || cancelled ? (['reorder'] as const) : (['renew', 'renewOtherLength'] as const)), 'share', 'reset', 'bindEmail', 'contactSupport'],
        subscription: true,
        started: true,
      };
    case 'Pending': {
      const bill = payableUntil(service, now);
      return bill.open
        ? { standing: { kind: 'payBy', until: bill.until }, actions: ['payBill', 'contactSupport'], subscription: false, started: false }
        : { standing: { kind: 'billClosed' }, actions: ['reorder', 'contactSupport'], subscription: false, started: false };
    }
    case 'Expired': {
      const renewal = payableUntil(service, now);
      return !trial && !cancelled && renewal.open
        ? { standing: { kind: 'renewBy', until: renewal.until }, actions: ['renew', 'renewOtherLength', 'contactSupport'], subscription: false, started: true }
        : { standing: { kind: 'renewalClosed' }, actions: ['reorder', 'contactSupport'], subscription: false, started: true };
    }
    case 'Stopped':
      // Stopped by hand: a payment would not start it again, so none is asked for.
      return { standing: { kind: 'stopped' }, actions: ['contactSupport'], subscription: false, started: true };
    case 'Terminated':
      return { standing: { kind: 'terminated' }, actions: ['reorder', 'contactSupport'], subscription: false, started: true };
    case 'Blacklisted':
      return { standing: { kind: 'blacklisted' }, actions: ['reset', 'contactSupport'], subscription: false, started: true };
  }
}

/** Whether the page offers `action` for this service now. */
export function allows(service: ServiceFacts, action: ServiceAction, now: number): boolean {
  return serviceOffer(service, now).actions.includes(action);
}
