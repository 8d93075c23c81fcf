/**
 * Renewing instead of buying a second service by accident (issue 3): which of a
 * logged-in visitor's services the order wizard offers to renew, and when the provider
 * would accept that renewal (the sandbox's `au/order` refuses the rest).
 */
import type { BillingCycle, ServiceStatus } from '../core/contract/common.ts';
import type { Product } from './contract.ts';
import { computeInvoiceDeadline } from '../invoice/expiry.ts';

/**
 * Statuses a renewal brings back or extends; terminated and blacklisted services are
 * reordered, and one stopped by hand is not started again by paying (issue 23): support starts it.
 */
const RENEWABLE: readonly ServiceStatus[] = ['Active', 'Expired'];

/**
 * The service to offer: the first Active one, else the first expired one.
 * The list is of delivered services (`jjService`), so a never-paid order is not in it.
 * The service asked for (`preferredId`) comes first when it is renewable.
 * @example pickRenewable([{ id: 1, status: 'Terminated' }, { id: 2, status: 'Expired' }]) // { id: 2, status: 'Expired' }
 * @example pickRenewable([{ id: 1, status: 'Active' }, { id: 2, status: 'Expired' }], 2) // { id: 2, status: 'Expired' }
 */
export function pickRenewable<T extends { id: number; status: ServiceStatus }>(services: readonly T[], preferredId: number | null = null): T | null {
  // The service the person asked to renew ("renew for another length" on its page), when renewable.
  const preferred = services.find((service) => service.id === preferredId && RENEWABLE.includes(service.status));
  return preferred ?? services.find((service) => service.status === 'Active') ?? services.find((service) => RENEWABLE.includes(service.status)) ?? null;
}

/**
 * The service a link into the wizard asks to renew (`order/place?renew={id}`, from a
 * service page), or null.
 * @example renewRequestOf('?renew=12') // 12
 * @example renewRequestOf('?renew=abc') // null
 */
export function renewRequestOf(search: string): number | null {
  const value = new URLSearchParams(search).get('renew');
  if (value === null || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/**
 * The plan a renewal asked for from a service page starts on: the service's product, in
 * its own cycle (the trial is never renewed, so no cycle is chosen for it).
 * @example renewalPlanOf({ pid: 1, cycle: 'Monthly' }) // { pid: 1, cycle: 'Monthly' }
 */
export function renewalPlanOf(service: { pid: number; cycle: BillingCycle }): { pid: number; cycle: BillingCycle | null } {
  return { pid: service.pid, cycle: service.cycle === 'Trial' ? null : service.cycle };
}

export interface RenewalCandidate {
  serviceId: number;
  /** The service's product: a renewal keeps it. */
  pid: number;
  productName: string;
  expiresAt: string;
}

/**
 * Whether the wizard may offer the renewal for this cycle: never for the one-off trial,
 * and not once the service is past its grace period and threshold (it is reordered then).
 * @example renewalOffered({ serviceId: 1, pid: 1, productName: 'Pro', expiresAt: '2026-11-01T00:00:00Z' }, 'Trial', Date.parse('2026-11-02')) // false
 */
export function renewalOffered(candidate: RenewalCandidate, cycle: BillingCycle | null, now: number): boolean {
  if (cycle === null || cycle === 'Trial') return false;
  return computeInvoiceDeadline(Date.parse(candidate.expiresAt), cycle, now).state !== 'expired';
}

/**
 * The renewal the wizard can offer for a service, joined to the catalogue by product id
 * (display names are translated and renamed; ids are not). Null when the service's
 * product is not on sale: the wizard could not price it.
 * @example renewalCandidateOf({ id: 7, pid: 1, expiresAt: '2026-12-01T00:00:00Z' }, [{ pid: 1, name: 'Skyline Standard', … }]) // { serviceId: 7, pid: 1, productName: 'Skyline Standard', … }
 */
export function renewalCandidateOf(service: { id: number; pid: number; expiresAt: string; renewalCancelledAt: string | null }, products: readonly Pick<Product, 'pid' | 'name'>[]): RenewalCandidate | null {
  // A cancelled renewal is for good (docs/decisions/0025): the wizard never offers it again.
  if (service.renewalCancelledAt !== null) return null;
  const product = products.find((entry) => entry.pid === service.pid);
  return product ? { serviceId: service.id, pid: product.pid, productName: product.name, expiresAt: service.expiresAt } : null;
}

/**
 * Whether a renewal chosen before still fits the plan now chosen: the same product (a
 * renewal keeps it) in a cycle the provider would renew in.
 * @example renewalFits(candidate, { pid: candidate.pid, cycle: 'Trial' }, now) // false
 */
export function renewalFits(candidate: RenewalCandidate, plan: { pid: number | null; cycle: BillingCycle | null }, now: number): boolean {
  return plan.pid === candidate.pid && renewalOffered(candidate, plan.cycle, now);
}

/**
 * Whether the wizard chooses "renew" for the visitor: whenever it may offer it, unless
 * they chose "buy a new service" for this service in this order (issue 8: a holder of a
 * renewable service found "buy new" chosen, and bought a second service by accident).
 * @example preselectsRenewal(candidate, { cycle: 'Annually', declinedRenewalOf: null }, now) // true (before its threshold)
 */
export function preselectsRenewal(candidate: RenewalCandidate, draft: { cycle: BillingCycle | null; declinedRenewalOf: number | null }, now: number): boolean {
  return draft.declinedRenewalOf !== candidate.serviceId && renewalOffered(candidate, draft.cycle, now);
}
