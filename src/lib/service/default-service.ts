/**
 * Which service "service 0" means (spec section 4): the first Active one, else the
 * first, else the first unpaid one. A stored selection that no longer exists is dropped.
 */
import type { AccountInfo, ServiceSummary } from '../account/contract.ts';

export type ServiceChoice = { id: number; relid: number | null; status: ServiceSummary['status'] };

/** @example pickDefaultService({ jjService: [], unpaidService: [{ id: 9 }], ... }) // { id: 9, relid: null, status: 'Pending' } */
export function pickDefaultService(info: Pick<AccountInfo, 'jjService' | 'unpaidService'>): ServiceChoice | null {
  const active = info.jjService.find((service) => service.status === 'Active');
  const chosen = active ?? info.jjService[0];
  if (chosen) return { id: chosen.id, relid: chosen.relid, status: chosen.status };
  const unpaid = info.unpaidService[0];
  return unpaid ? { id: unpaid.id, relid: null, status: 'Pending' } : null;
}

/**
 * The service a page shows: the one in the address when it exists, else the stored
 * selection when it still exists, else the default.
 */
export function resolveServiceChoice(
  info: Pick<AccountInfo, 'jjService' | 'unpaidService'>,
  requestedId: number | null,
  storedId: number | null,
): ServiceChoice | null {
  const find = (id: number | null): ServiceChoice | null => {
    if (id === null || id === 0) return null;
    const delivered = info.jjService.find((service) => service.id === id);
    if (delivered) return { id: delivered.id, relid: delivered.relid, status: delivered.status };
    return info.unpaidService.some((service) => service.id === id) ? { id, relid: null, status: 'Pending' } : null;
  };
  return find(requestedId) ?? find(storedId) ?? pickDefaultService(info);
}

/**
 * Reads the service id from a service page's address (or its bills page's); `0` and the
 * template segment mean "the default".
 * @example serviceIdFromPath('/en-US/user/service/12') // 12
 * @example serviceIdFromPath('/en-US/user/service/0/invoice') // null
 */
export function serviceIdFromPath(pathname: string): number | null {
  const match = /\/user\/service\/(\d+)/.exec(pathname);
  const id = match ? Number(match[1]) : 0;
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

/**
 * The service a support request is about, from the address's `?service=` (the service
 * page's "contact support" link); anything but a positive id is none.
 * @example serviceIdFromQuery('?service=12') // 12
 * @example serviceIdFromQuery('?service=0') // undefined
 */
export function serviceIdFromQuery(search: string): number | undefined {
  const raw = new URLSearchParams(search).get('service') ?? '';
  return /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : undefined;
}
