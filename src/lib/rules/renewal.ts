/**
 * Renewing instead of buying a second service by accident (issue 3): which of a
 * logged-in visitor's services the order wizard offers to renew, and when the provider
 * would accept that renewal (the sandbox's `au/order` refuses the rest).
 */
import type { BillingCycle, ServiceStatus } from '../contract/common.ts';
import { computeInvoiceDeadline } from './invoice-expiry.ts';

/** Statuses a renewal brings back or extends; terminated and blacklisted services are reordered. */
const RENEWABLE: readonly ServiceStatus[] = ['Active', 'Expired', 'Stopped'];

/**
 * The service to offer: the first Active one, else the first expired or stopped one.
 * The list is of delivered services (`jjService`), so a never-paid order is not in it.
 * @example pickRenewable([{ id: 1, status: 'Terminated' }, { id: 2, status: 'Expired' }]) // { id: 2, status: 'Expired' }
 */
export function pickRenewable<T extends { id: number; status: ServiceStatus }>(services: readonly T[]): T | null {
  return services.find((service) => service.status === 'Active') ?? services.find((service) => RENEWABLE.includes(service.status)) ?? null;
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
